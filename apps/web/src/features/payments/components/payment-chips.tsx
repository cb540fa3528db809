import { Chip } from '@mui/material';
import {
  COMMISSION_STATUS_LABELS,
  commissionChipColour,
  displayedPaymentLabel,
  formatAmount,
  paymentChipColour,
  signedAmountText,
  type CommissionStatus,
  type DebitCredit,
  type PaymentFacts,
} from '@portal/domain';

/** A payment's displayed status (002 §4): Approved primary, Paid green, Cleared purple, On Hold orange, else grey. */
export function PaymentStatusChip({ payment }: { payment: PaymentFacts }) {
  return (
    <Chip
      size="small"
      label={displayedPaymentLabel(payment)}
      color={paymentChipColour(payment)}
      sx={{ height: 22, fontWeight: 600 }}
    />
  );
}

/** A commission's status (002 §4): Invoiced primary, Paid green, others grey. */
export function CommissionStatusChip({ status }: { status: CommissionStatus }) {
  return (
    <Chip
      size="small"
      label={COMMISSION_STATUS_LABELS[status]}
      color={commissionChipColour(status)}
      variant={status === 'OPEN' ? 'outlined' : 'filled'}
      sx={{ height: 22, fontWeight: 600 }}
    />
  );
}

/** 'USD 1’095.00', a credit with its trailing minus (spec 000 §3). */
export function amountText(p: { amount: number; currency: string; debitCredit: DebitCredit }): string {
  return `${p.currency} ${signedAmountText(formatAmount(p.amount), p.debitCredit)}`;
}

export function Amount({
  payment,
}: {
  payment: { amount: number; currency: string; debitCredit: DebitCredit };
}) {
  return (
    <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{amountText(payment)}</span>
  );
}
