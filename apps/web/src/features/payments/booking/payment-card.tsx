import { Alert, Box, Divider, Paper, Stack, Typography } from '@mui/material';
import { formatDay, paymentOnHoldBanner, type TWeeklyPaymentDetail } from '@portal/domain';
import { OcrFlag } from '../components/cells.tsx';
import { Amount, PaymentStatusChip } from '../components/payment-chips.tsx';
import { PAYMENTS_TEXT } from '../texts.ts';
import { AccountingDocuments } from './accounting-documents.tsx';
import { PaymentActions } from './payment-actions.tsx';

/**
 * One weekly payment of a booking (spec 000 §2, §4): reference, pay date, amount, status chip, invoice references and
 * the OCR flag; the ON_HOLD banner while it is on hold (spec 000 §3); for accounting staff its actions; its
 * accounting documents.
 */
export function PaymentCard({ payment, manage }: { payment: TWeeklyPaymentDetail; manage: boolean }) {
  const onHold = paymentOnHoldBanner(payment);
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={`Payment ${payment.reference}`}
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2 }}
    >
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {payment.reference}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {PAYMENTS_TEXT.columns.payDate} {formatDay(payment.payDate)} · {PAYMENTS_TEXT.columns.recId}{' '}
            {payment.recId}
          </Typography>
        </Box>
        <Stack sx={{ alignItems: 'flex-end', gap: 0.5 }}>
          <Typography variant="subtitle2" component="div" sx={{ fontWeight: 700 }}>
            <Amount payment={payment} />
          </Typography>
          <PaymentStatusChip payment={payment} />
        </Stack>
      </Stack>
      {onHold && (
        <Alert severity="warning" variant="outlined" sx={{ mt: 1, py: 0 }}>
          {onHold}
        </Alert>
      )}
      <Stack direction="row" sx={{ mt: 1, gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" component="div" sx={{ minWidth: 0 }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {PAYMENTS_TEXT.invoiceReferences}:{' '}
          </Box>
          {payment.invoiceReferences.length ? payment.invoiceReferences.join(', ') : '–'}
        </Typography>
        <Typography
          variant="body2"
          component="div"
          sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'center' }}
        >
          <Box component="span" sx={{ color: 'text.secondary' }}>
            OCR:
          </Box>
          <OcrFlag approved={payment.approvedByOcr} />
        </Typography>
      </Stack>
      {manage && (
        <Box sx={{ mt: 1.5 }}>
          <PaymentActions payment={payment} />
        </Box>
      )}
      <Divider sx={{ my: 1.5 }} />
      <AccountingDocuments payment={payment} manage={manage} />
    </Paper>
  );
}
