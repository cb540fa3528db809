export * from './audit.ts';
export * from './concurrency.ts';
export * from './side-charges.ts';
