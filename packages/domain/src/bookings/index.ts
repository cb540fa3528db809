export * from './api.ts';
export * from './backend-format.ts';
export * from './messages.ts';
export * from './rules.ts';
export * from './search.ts';
export * from './tabs.ts';
export * from './banners.ts';
