export * from './api.ts';
export * from './messages.ts';
export * from './status.ts';
