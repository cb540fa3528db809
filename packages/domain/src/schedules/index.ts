export * from './route-search.ts';
export * from './types.ts';
export * from './dates.ts';
export * from './cut-offs.ts';
