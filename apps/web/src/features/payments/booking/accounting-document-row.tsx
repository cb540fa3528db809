import { MenuItem } from '@mui/material';
import {
  formatDateTime,
  formatFileSize,
  removalRefusal,
  reviewControls,
  type DocumentFacts,
  type TAccountingDocument,
} from '@portal/domain';
import { DocumentRowLayout, DocumentStatusChip } from '../../../components/documents/index.ts';
import { accountingDocumentHref, type useAccountingDocumentWrites } from '../api.ts';

/**
 * An accounting document is staff's own (spec 000 §6: accounting staff upload and review them), so it is read as an
 * internal document: staff review it, and the edit window of documents guards undo and removal.
 */
const factsOf = (doc: TAccountingDocument): DocumentFacts => ({
  uploadedBySide: 'staff',
  uploadedAt: doc.uploadedAt,
  isInternal: true,
  status: { type: doc.status.type, at: doc.status.at },
});

export function accountingDocumentControls(
  doc: TAccountingDocument,
  now: Date,
  windowMs: number,
  manage: boolean,
) {
  if (!manage) return { approve: false, reject: false, undo: false, remove: false };
  const ctx = { actorSide: 'staff', item: null, now, windowMs } as const;
  return { ...reviewControls(factsOf(doc), ctx), remove: removalRefusal(factsOf(doc), ctx) === null };
}

interface Props {
  doc: TAccountingDocument;
  reference: string;
  writes: ReturnType<typeof useAccountingDocumentWrites>;
  manage: boolean;
  now: Date;
  windowMs: number;
  onView: (doc: TAccountingDocument) => void;
  onCheck: (doc: TAccountingDocument) => void;
}

/** One accounting document: name, uploader and time, review status, approve / request amendment / undo / remove. */
export function AccountingDocumentRow({
  doc,
  reference,
  writes,
  manage,
  now,
  windowMs,
  onView,
  onCheck,
}: Props) {
  const href = accountingDocumentHref(reference, doc.id);
  return (
    <DocumentRowLayout
      doc={doc}
      href={href}
      onOpen={() => onView(doc)}
      dense
      badges={
        <DocumentStatusChip
          type={doc.status.type}
          title={[doc.status.comment, doc.status.by?.name].filter(Boolean).join(' · ')}
        />
      }
      meta={`${doc.uploadedBy.name} · ${formatDateTime(doc.uploadedAt)} · ${formatFileSize(doc.size)}`}
      can={accountingDocumentControls(doc, now, windowMs, manage)}
      onReview={(input) => writes.review.mutateAsync({ documentId: doc.id, input })}
      remove={writes.remove}
      menuItems={(close) => [
        <MenuItem
          key="view"
          onClick={() => {
            close();
            onView(doc);
          }}
        >
          View
        </MenuItem>,
        <MenuItem
          key="check"
          onClick={() => {
            close();
            onCheck(doc);
          }}
        >
          Check accounting document
        </MenuItem>,
        <MenuItem key="download" component="a" href={href} download={doc.name} onClick={close}>
          Download
        </MenuItem>,
      ]}
      removeTitleId="remove-accounting-document-title"
    />
  );
}
