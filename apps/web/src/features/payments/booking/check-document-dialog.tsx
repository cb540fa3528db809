import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  formatDay,
  type DocumentStatus,
  type TAccountingDocument,
  type TWeeklyPayment,
} from '@portal/domain';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ReviewDialog } from '../../../components/documents/index.ts';
import { accountingDocumentHref } from '../api.ts';
import { amountText, PaymentStatusChip } from '../components/payment-chips.tsx';
import { OcrFlag } from '../components/cells.tsx';
import { PAYMENTS_TEXT } from '../texts.ts';
import { viewable } from './viewable.ts';

const DocumentPane = lazy(() =>
  import('../../../components/document-compare/document-pane.tsx').then((m) => ({ default: m.DocumentPane })),
);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

interface Props {
  doc: TAccountingDocument;
  payment: TWeeklyPayment;
  controls: { approve: boolean; reject: boolean };
  onReview: (documentId: string, to: DocumentStatus, comment: string | null) => Promise<unknown>;
  onClose: () => void;
}

/**
 * 'Check accounting document' (spec 000 §2 "accounting document check"): the document beside the payment it
 * belongs to (reference, amount, pay date, invoice references), to approve it or request an amendment.
 */
export function CheckDocumentDialog({ doc, payment, controls, onReview, onClose }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const [review, setReview] = useState<DocumentStatus | null>(null);
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={phone}
      aria-labelledby="check-document-title"
      slotProps={{ paper: { sx: { height: phone ? '100%' : '90vh' } } }}
    >
      <DialogTitle id="check-document-title" sx={{ pb: 1 }}>
        Check accounting document
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {doc.name}
        </Typography>
      </DialogTitle>
      <DialogContent
        dividers
        sx={{ p: 0, display: 'flex', flexDirection: { xs: 'column', md: 'row' }, minHeight: 0 }}
      >
        <Stack
          spacing={1.5}
          sx={(theme) => ({
            p: 2,
            width: { md: 260 },
            flexShrink: 0,
            // Responsive borders come after a borderColor, so each names its colour.
            borderRight: { md: `1px solid ${theme.palette.divider}` },
            borderBottom: { xs: `1px solid ${theme.palette.divider}`, md: 'none' },
          })}
        >
          <Fact label={PAYMENTS_TEXT.columns.reference}>{payment.reference}</Fact>
          <Fact label={PAYMENTS_TEXT.columns.amount}>{amountText(payment)}</Fact>
          <Fact label={PAYMENTS_TEXT.columns.payDate}>{formatDay(payment.payDate)}</Fact>
          <Fact label={PAYMENTS_TEXT.invoiceReferences}>{payment.invoiceReferences.join(', ') || '–'}</Fact>
          <Fact label={PAYMENTS_TEXT.columns.status}>
            <PaymentStatusChip payment={payment} />
          </Fact>
          <Fact label={PAYMENTS_TEXT.ocr}>
            <OcrFlag approved={payment.approvedByOcr} />
          </Fact>
        </Stack>
        <Box sx={{ flex: 1, minHeight: 320, overflow: 'auto' }}>
          <Suspense fallback={<CircularProgress aria-label="Loading viewer" sx={{ m: 2 }} />}>
            <DocumentPane document={viewable(doc)} url={accountingDocumentHref(payment.reference, doc.id)} />
          </Suspense>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        {controls.reject && (
          <Button color="warning" variant="outlined" onClick={() => setReview('REJECTED')}>
            Request amendment
          </Button>
        )}
        {controls.approve && (
          <Button color="success" variant="contained" onClick={() => setReview('APPROVED')}>
            Approve
          </Button>
        )}
      </DialogActions>
      {review && (
        <ReviewDialog
          documentName={doc.name}
          to={review}
          onClose={() => setReview(null)}
          onSubmit={async (input) => {
            await onReview(doc.id, input.status, input.comment);
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}
