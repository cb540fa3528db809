import { Box, Typography } from '@mui/material';
import { DEFAULT_EDIT_WINDOW_MS, type TAccountingDocument, type TWeeklyPaymentDetail } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { DocumentDropZone } from '../../../components/documents/index.ts';
import {
  canShowInViewer,
  DocumentViewerDialog,
  downloadFile,
} from '../../../components/documents/document-viewer-dialog.tsx';
import { useNotify } from '../../../lib/notify.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { uploadFailureNotice, uploadFile } from '../../../lib/upload.ts';
import { accountingDocumentHref, paymentPaths, useAccountingDocumentWrites } from '../api.ts';
import { PAYMENTS_TEXT } from '../texts.ts';
import { AccountingDocumentRow, accountingDocumentControls } from './accounting-document-row.tsx';
import { CheckDocumentDialog } from './check-document-dialog.tsx';
import { viewable } from './viewable.ts';

interface Pending {
  key: string;
  zone: string;
  fileName: string;
  progress: number;
}

let sequence = 0;

/** The re-render clock of the edit window (undo and remove disappear when it passes). */
function useNow(everyMs = 15_000) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * A payment's accounting documents (spec 000 §3 "sub-collection accounting-documents"): the list with view, check,
 * review and removal, and for accounting staff the drop zone that uploads with progress (lib/upload.ts).
 */
export function AccountingDocuments({ payment, manage }: { payment: TWeeklyPaymentDetail; manage: boolean }) {
  const notify = useNotify();
  const writes = useAccountingDocumentWrites(payment.reference);
  const windowMs = usePublicConfig()?.editWindowMs ?? DEFAULT_EDIT_WINDOW_MS;
  const now = useNow();
  const [pending, setPending] = useState<Pending[]>([]);
  const aborts = useRef(new Map<string, () => void>());
  const [viewing, setViewing] = useState<TAccountingDocument | null>(null);
  const [checking, setChecking] = useState<TAccountingDocument | null>(null);

  useEffect(() => {
    const running = aborts.current;
    return () => running.forEach((abort) => abort());
  }, []);

  const upload = (files: File[]) => {
    for (const file of files) {
      sequence += 1;
      const key = `accounting-upload-${sequence}`;
      const handle = uploadFile<TAccountingDocument>(
        `/api${paymentPaths.documents(payment.reference)}`,
        file,
        (progress) => setPending((list) => list.map((p) => (p.key === key ? { ...p, progress } : p))),
      );
      aborts.current.set(key, handle.abort);
      setPending((list) => [...list, { key, zone: payment.reference, fileName: file.name, progress: 0 }]);
      handle.done
        .then(() => writes.refresh())
        .catch((error: Error) => {
          if (error.name === 'AbortError') return;
          const failure = uploadFailureNotice(error);
          notify.error(failure.message, failure.ms);
        })
        .finally(() => {
          aborts.current.delete(key);
          setPending((list) => list.filter((p) => p.key !== key));
        });
    }
  };

  const view = (doc: TAccountingDocument) => {
    const url = accountingDocumentHref(payment.reference, doc.id);
    if (canShowInViewer(doc)) setViewing(doc);
    else downloadFile(url, doc.name);
  };

  return (
    <Box>
      <Typography variant="overline" color="text.secondary" component="div" sx={{ lineHeight: 2 }}>
        {PAYMENTS_TEXT.accountingDocuments}
      </Typography>
      {payment.documents.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {PAYMENTS_TEXT.noDocuments}
        </Typography>
      ) : (
        <Box component="ul" aria-label={`Accounting documents of ${payment.reference}`} sx={{ m: 0, p: 0 }}>
          {payment.documents.map((doc) => (
            <AccountingDocumentRow
              key={doc.id}
              doc={doc}
              reference={payment.reference}
              writes={writes}
              manage={manage}
              now={now}
              windowMs={windowMs}
              onView={view}
              onCheck={setChecking}
            />
          ))}
        </Box>
      )}
      {manage && (
        <DocumentDropZone
          label="Upload accounting documents"
          dense
          onFiles={upload}
          pending={pending}
          onCancel={(key) => aborts.current.get(key)?.()}
        />
      )}
      <DocumentViewerDialog
        document={viewing ? viewable(viewing) : null}
        url={viewing ? accountingDocumentHref(payment.reference, viewing.id) : null}
        onClose={() => setViewing(null)}
      />
      {checking && (
        <CheckDocumentDialog
          doc={checking}
          payment={payment}
          controls={accountingDocumentControls(checking, now, windowMs, manage)}
          onReview={(documentId, status, comment) =>
            writes.review.mutateAsync({ documentId, input: { status, comment } })
          }
          onClose={() => setChecking(null)}
        />
      )}
    </Box>
  );
}
