export * from './activation.ts';
export * from './co2.ts';
export * from './distance.ts';
export * from './pricing.ts';
export * from './transport-modes.ts';
