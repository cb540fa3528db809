export * from './dates.ts';
export * from './numbers.ts';
