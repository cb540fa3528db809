import { PAYMENT_NEEDS_DOCUMENTS } from '../carriers.ts';
import type { DocumentStatus } from '../collaboration/document-review.ts';
import { PAYMENT_MESSAGES } from './messages.ts';

/**
 * Weekly carrier payments and commissions (spec 000 §3 "Weekly payment", §4 "Weekly payment"; 002 §4 "Weekly
 * payment status", "Commissions"; DECISIONS "Payment approval"): the one home of their statuses, labels, chip
 * colours and of which transition is allowed when. Server services and web buttons both ask these functions.
 */

export const PAYMENT_STATUSES = ['IN_PROGRESS', 'BLOCKED', 'PAID'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PLATFORM_STATUSES = ['ON_HOLD', 'CLEARED'] as const;
export type PlatformStatus = (typeof PLATFORM_STATUSES)[number];

export const COMMISSION_STATUSES = ['OPEN', 'INVOICED', 'PAID'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

export const DEBIT_CREDIT = ['DEBIT', 'CREDIT'] as const;
export type DebitCredit = (typeof DEBIT_CREDIT)[number];

export const PAYMENT_CURRENCIES = ['USD', 'EUR', 'CHF'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

/** Blocked is displayed as 'Approved' in overviews (spec 000 §4). */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  IN_PROGRESS: 'In Progress',
  BLOCKED: 'Approved',
  PAID: 'Paid',
};
export const PLATFORM_STATUS_LABELS: Readonly<Record<PlatformStatus, string>> = {
  ON_HOLD: 'On Hold',
  CLEARED: 'Cleared',
};
export const COMMISSION_STATUS_LABELS: Readonly<Record<CommissionStatus, string>> = {
  OPEN: 'Open',
  INVOICED: 'Invoiced',
  PAID: 'Paid',
};

/** MUI chip colours (spec 000 §9): Blocked primary, Paid green, Cleared purple, On Hold orange, others grey. */
export type ChipColour = 'primary' | 'success' | 'secondary' | 'warning' | 'default';

export type DisplayedPaymentStatus = PaymentStatus | PlatformStatus;

export interface PaymentFacts {
  status: PaymentStatus;
  platformStatus: PlatformStatus | null;
}

/**
 * 002 §4: On Hold shows only while In Progress, else the payment status; Cleared shows unless the payment is
 * Paid; with no platform status the payment status.
 */
export function displayedPaymentStatus(p: PaymentFacts): DisplayedPaymentStatus {
  if (p.platformStatus === 'ON_HOLD') return p.status === 'IN_PROGRESS' ? 'ON_HOLD' : p.status;
  if (p.platformStatus === 'CLEARED') return p.status === 'PAID' ? 'PAID' : 'CLEARED';
  return p.status;
}

export function displayedPaymentLabel(p: PaymentFacts): string {
  const shown = displayedPaymentStatus(p);
  return shown === 'ON_HOLD' || shown === 'CLEARED'
    ? PLATFORM_STATUS_LABELS[shown]
    : PAYMENT_STATUS_LABELS[shown];
}

export function paymentChipColour(p: PaymentFacts): ChipColour {
  switch (displayedPaymentStatus(p)) {
    case 'BLOCKED':
      return 'primary';
    case 'PAID':
      return 'success';
    case 'CLEARED':
      return 'secondary';
    case 'ON_HOLD':
      return 'warning';
    default:
      return 'default';
  }
}

/** Commission chips (002 §4): Invoiced primary, Paid green, others grey. */
export function commissionChipColour(status: CommissionStatus): ChipColour {
  return status === 'INVOICED' ? 'primary' : status === 'PAID' ? 'success' : 'default';
}

/** Only Invoiced commissions can be selected (002 §4). */
export function isCommissionSelectable(status: CommissionStatus): boolean {
  return status === 'INVOICED';
}

/** 'USD 1’095.00' with a trailing minus for CREDIT (spec 000 §3). */
export function signedAmountText(amount: string, debitCredit: DebitCredit): string {
  return debitCredit === 'CREDIT' ? `${amount}-` : amount;
}

/** A refusal the web shows as the disabled button's tooltip and the server answers with 400. */
export type Verdict = { allowed: true } | { allowed: false; reason: string };
const yes: Verdict = { allowed: true };
const no = (reason: string): Verdict => ({ allowed: false, reason });

export interface ApprovalFacts extends PaymentFacts {
  carrierId: string;
  /** The review status of each accounting document of the payment. */
  documentStatuses: readonly DocumentStatus[];
  /** Carriers whose payments need documents (the carrier's `paymentNeedsDocuments`; PAYMENT_NEEDS_DOCUMENTS seeds it). */
  carrierNeedsDocuments?: boolean;
}

/**
 * 'Approve Payment' (In Progress → Blocked, spec 000 §4): not while On Hold; every accounting document Approved;
 * with no documents allowed unless the carrier needs them (DECISIONS "Payment approval").
 */
export function approvalVerdict(p: ApprovalFacts): Verdict {
  if (p.status !== 'IN_PROGRESS') return no(PAYMENT_MESSAGES.notInProgress);
  if (p.platformStatus === 'ON_HOLD') return no(PAYMENT_MESSAGES.onHoldNoApproval);
  const needs = p.carrierNeedsDocuments ?? PAYMENT_NEEDS_DOCUMENTS.includes(p.carrierId as never);
  if (p.documentStatuses.length === 0) return needs ? no(PAYMENT_MESSAGES.documentsRequired) : yes;
  return p.documentStatuses.every((s) => s === 'APPROVED') ? yes : no(PAYMENT_MESSAGES.allFilesApprovedFirst);
}

/** 'Revert Approval' (Blocked → In Progress, reason required): hidden when Paid, or Blocked with its clear-invoice task resolved. */
export function revertApprovalVisible(p: PaymentFacts & { clearTaskResolved: boolean }): boolean {
  if (p.status === 'PAID') return false;
  return !(p.status === 'BLOCKED' && p.clearTaskResolved);
}

export function revertApprovalVerdict(p: PaymentFacts & { clearTaskResolved: boolean }): Verdict {
  if (p.status !== 'BLOCKED') return no(PAYMENT_MESSAGES.notBlocked);
  return revertApprovalVisible(p) ? yes : no(PAYMENT_MESSAGES.revertHidden);
}

/** In Progress can be put on hold, and a hold reverted (spec 000 §4). */
export function holdVerdict(p: PaymentFacts): Verdict {
  return p.status === 'IN_PROGRESS' && p.platformStatus !== 'ON_HOLD'
    ? yes
    : no(PAYMENT_MESSAGES.notInProgress);
}
export function revertHoldVerdict(p: PaymentFacts): Verdict {
  return p.platformStatus === 'ON_HOLD' ? yes : no(PAYMENT_MESSAGES.notOnHold);
}

/** Blocked payments that have a clear-invoice task show clear / revert clearing (spec 000 §4). */
export function clearActionVisible(p: PaymentFacts & { hasClearTask: boolean }): boolean {
  return p.status === 'BLOCKED' && p.hasClearTask;
}

/** Only In Progress payments can be ticked for postponing (002 §4). */
export function isPostponable(p: PaymentFacts): boolean {
  return p.status === 'IN_PROGRESS';
}

/** The postpone menu (spec 000 §2, §9). */
export const POSTPONE_OPTIONS = [
  { days: -14, label: '2 Weeks Earlier' },
  { days: -7, label: '1 Week Earlier' },
  { days: 7, label: '1 Week Later' },
  { days: 14, label: '2 Weeks Later' },
] as const;
export const POSTPONE_DAYS = POSTPONE_OPTIONS.map((o) => o.days);

/** yyyy-MM-dd moved by whole days, in UTC (pay dates are calendar days). */
export function shiftPayDate(payDate: string, days: number): string {
  const d = new Date(`${payDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The spec's weekly-payment actions (spec 000 §7 POST {api}/weeklyPayment). */
export const WEEKLY_PAYMENT_ACTIONS = ['Move', 'Block', 'Unblock'] as const;
export type WeeklyPaymentAction = (typeof WEEKLY_PAYMENT_ACTIONS)[number];
