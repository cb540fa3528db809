/**
 * The edit mode's code (pickers, autocompletes, dnd-kit) is split from the view; these loaders are shared by the
 * sections' lazy components and by the page, which starts them once it is shown to someone who may edit, so
 * Edit opens at once.
 */
export const loadSummaryEdit = () => import('./summary-edit.tsx');
export const loadCargoLinesEditor = () => import('./cargo-lines-editor.tsx');
export const loadFreightEditPanel = () => import('./freight-edit-panel.tsx');
export const loadSpecialRemarksEditor = () => import('./special-remarks-editor.tsx');

export function preloadEditMode(): void {
  void Promise.all([
    loadSummaryEdit(),
    loadCargoLinesEditor(),
    loadFreightEditPanel(),
    loadSpecialRemarksEditor(),
  ]).catch(() => undefined);
}
