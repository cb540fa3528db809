export * from './comparison.ts';
export * from './engine.ts';
export * from './messages.ts';
export * from './outcomes.ts';
export * from './requests.ts';
export * from './terms.ts';
export * from './types.ts';
export * from './api.ts';
