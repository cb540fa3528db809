export * from './api.ts';
export * from './iso6346.ts';
export * from './rules.ts';
