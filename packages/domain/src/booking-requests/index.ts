export * from './container-lines.ts';
export * from './freight.ts';
export * from './request-id.ts';
export * from './status.ts';
export * from './api.ts';
