export * from './allocation.ts';
export * from './allocation-display.ts';
export * from './allocation-sheet.ts';
export * from './vessel-overview.ts';
