import type { TCollabDocument } from '@portal/domain';

export interface DocumentCompareDialogProps {
  open: boolean;
  onClose: () => void;
  /** The documents either side may show (ZCollabDocument, as the documents list has them). */
  documents: readonly TCollabDocument[];
  /** Each document's download address (same origin; the session cookie goes along). */
  downloadUrlOf: (document: TCollabDocument) => string;
  /** Shown first; otherwise the first two selected for comparison, else the first two. */
  leftId?: string;
  rightId?: string;
}
