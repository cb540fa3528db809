import type { CollabRecordKind, TCollabDocument } from '@portal/domain';
import type { useDocumentWrites } from './api.ts';

/** What a document row needs to know about where it sits and who looks at it. */
export interface DocumentScope {
  kind: CollabRecordKind;
  recordId: string;
  viewerIsStaff: boolean;
  /** The checklist item it belongs to; null for the internal documents card. */
  item: { id: string; checked: boolean } | null;
  now: Date;
  /** The configured edit window; the server has the last word. */
  windowMs: number;
  writes: ReturnType<typeof useDocumentWrites>;
  /** Opens the document in a viewer (components/pdf-viewer); the View action shows only when given. */
  onView?: (doc: TCollabDocument) => void;
}
