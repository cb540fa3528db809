export * from './backend-format.ts';
