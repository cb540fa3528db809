import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import { Box, Card, Skeleton, Stack, Typography } from '@mui/material';
import { PAYMENT_MESSAGES } from '@portal/domain';
import { LoadError } from '../../../components/page/load-error.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { useBookingPayments } from '../api.ts';
import { PAYMENTS_TEXT } from '../texts.ts';
import { PaymentCard } from './payment-card.tsx';
import { SendConfirmationButton } from './payment-confirmation-dialog.tsx';

/**
 * A booking's weekly payment cards (spec 000 §2 "Booking detail"): on the accounting summary tab (`summary`, a card
 * of its own) and in the side panel's 'Accounting' tab (`panel`, inside the panel's card).
 */
export function BookingPayments({ bookingId, variant }: { bookingId: string; variant: 'summary' | 'panel' }) {
  const can = useCan();
  const manage = can('manage:payment:any');
  const confirm = can('send:payment-confirmation:any');
  const payments = useBookingPayments(bookingId);
  const list = payments.data?.data;

  let body;
  if (payments.isPending)
    body = (
      <Stack spacing={1.5} aria-busy="true" aria-label="Loading weekly payments">
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={96} />
      </Stack>
    );
  else if (!list)
    body = (
      <LoadError
        title={PAYMENTS_TEXT.bookingLoadFailed}
        error={payments.error}
        onRetry={() => void payments.refetch()}
        retrying={payments.isFetching}
      />
    );
  else if (list.length === 0)
    body = (
      <Stack
        spacing={1.5}
        sx={{ alignItems: 'center', textAlign: 'center', px: 2, py: variant === 'summary' ? 4 : 2 }}
      >
        {variant === 'summary' && (
          <AccountBalanceWalletOutlinedIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
        )}
        <Typography color="text.secondary">{PAYMENT_MESSAGES.noBookingPayments}</Typography>
      </Stack>
    );
  else
    body = (
      <Stack spacing={1.5}>
        {list.map((payment) => (
          <PaymentCard key={payment.id} payment={payment} manage={manage} />
        ))}
      </Stack>
    );

  const header = (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, flex: 1, whiteSpace: 'nowrap' }}>
        {PAYMENTS_TEXT.weeklyPayments}
      </Typography>
      {confirm && <SendConfirmationButton bookingId={bookingId} />}
    </Stack>
  );

  if (variant === 'panel')
    return (
      <Box sx={{ p: { xs: 1.5, sm: 2 } }} aria-label={PAYMENTS_TEXT.weeklyPayments} component="section">
        {header}
        {body}
      </Box>
    );
  return (
    <Card component="section" aria-label={PAYMENTS_TEXT.weeklyPayments} sx={{ p: { xs: 2, sm: 2.5 } }}>
      {header}
      {body}
    </Card>
  );
}
