export { DocumentDropZone, UploadProgress } from './document-drop-zone.tsx';
export { DocumentList } from './document-list.tsx';
export { DocumentRow, documentControls } from './document-row.tsx';
export { DocumentRowLayout, DocumentStatusChip } from './document-row-layout.tsx';
export type { DocumentScope } from './document-scope.ts';
export { ReviewDialog } from './review-dialog.tsx';
export { useDocumentWrites } from './api.ts';
export {
  useDocumentUploads,
  zoneOf,
  type DocumentUploads,
  type UploadTarget,
} from './use-document-uploads.ts';
