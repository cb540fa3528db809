export * from './accounts.ts';
export * from './admins.ts';
export * from './audit.ts';
export * from './concurrency.ts';
export * from './payment-confirmation-configs.ts';
export * from './reassignment-rules.ts';
export * from './side-charges.ts';
export * from './teams.ts';
