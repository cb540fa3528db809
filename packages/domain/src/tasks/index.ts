export * from './api.ts';
export * from './catalog.ts';
export * from './messages.ts';
export * from './rules.ts';
