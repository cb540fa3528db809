export * from './dates.ts';
export * from './numbers.ts';
export * from './names.ts';
