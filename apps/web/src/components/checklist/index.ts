export { ChecklistPanel, ChecklistProgress, type ChecklistPanelProps } from './checklist-panel.tsx';
export { useChecklist } from './api.ts';
