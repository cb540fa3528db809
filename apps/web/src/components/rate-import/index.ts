export { RateImportDialog } from './rate-import-dialog.tsx';
