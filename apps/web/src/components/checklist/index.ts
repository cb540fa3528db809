export { ChecklistPanel, type ChecklistPanelProps } from './checklist-panel.tsx';
export { ChecklistProgress } from './checklist-progress.tsx';
export { useChecklist } from './api.ts';
