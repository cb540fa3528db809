import { describe, expect, it } from 'vitest';
import {
  approvalVerdict,
  clearActionVisible,
  commissionChipColour,
  displayedPaymentLabel,
  displayedPaymentStatus,
  holdVerdict,
  isCommissionSelectable,
  isPostponable,
  PAYMENT_MESSAGES,
  paymentChipColour,
  POSTPONE_DAYS,
  POSTPONE_OPTIONS,
  revertApprovalVerdict,
  revertApprovalVisible,
  revertHoldVerdict,
  shiftPayDate,
  signedAmountText,
  WEEKLY_PAYMENT_INITIAL_FILTER,
  ZCommissionsQuery,
  ZPaymentConfirmationInput,
  ZWeeklyPaymentCommand,
  ZWeeklyPaymentCommands,
  ZWeeklyPaymentsQuery,
  type PaymentFacts,
} from '../src/index.ts';

/** Weekly payments and commissions (spec 000 §4 "Weekly payment", 002 §4): statuses, chips and transitions. */

const p = (status: PaymentFacts['status'], platformStatus: PaymentFacts['platformStatus'] = null) => ({
  status,
  platformStatus,
});

describe('displayed status (002 §4 "Weekly payment status")', () => {
  it.each([
    // [status, platform status, shown, label, chip]
    ['IN_PROGRESS', null, 'IN_PROGRESS', 'In Progress', 'default'],
    ['BLOCKED', null, 'BLOCKED', 'Approved', 'primary'],
    ['PAID', null, 'PAID', 'Paid', 'success'],
    ['IN_PROGRESS', 'ON_HOLD', 'ON_HOLD', 'On Hold', 'warning'],
    ['BLOCKED', 'ON_HOLD', 'BLOCKED', 'Approved', 'primary'],
    ['PAID', 'ON_HOLD', 'PAID', 'Paid', 'success'],
    ['IN_PROGRESS', 'CLEARED', 'CLEARED', 'Cleared', 'secondary'],
    ['BLOCKED', 'CLEARED', 'CLEARED', 'Cleared', 'secondary'],
    ['PAID', 'CLEARED', 'PAID', 'Paid', 'success'],
  ] as const)('%s with %s shows %s (%s, %s)', (status, platform, shown, label, colour) => {
    expect(displayedPaymentStatus(p(status, platform))).toBe(shown);
    expect(displayedPaymentLabel(p(status, platform))).toBe(label);
    expect(paymentChipColour(p(status, platform))).toBe(colour);
  });

  it('commission chips: Invoiced primary, Paid green, Open grey; only Invoiced can be selected', () => {
    expect(commissionChipColour('INVOICED')).toBe('primary');
    expect(commissionChipColour('PAID')).toBe('success');
    expect(commissionChipColour('OPEN')).toBe('default');
    expect(isCommissionSelectable('INVOICED')).toBe(true);
    expect(isCommissionSelectable('OPEN')).toBe(false);
    expect(isCommissionSelectable('PAID')).toBe(false);
  });

  it('a credit shows a trailing minus', () => {
    expect(signedAmountText('USD 1’095.00', 'CREDIT')).toBe('USD 1’095.00-');
    expect(signedAmountText('USD 1’095.00', 'DEBIT')).toBe('USD 1’095.00');
  });
});

describe('Approve Payment (spec 000 §4)', () => {
  const facts = (more: Partial<Parameters<typeof approvalVerdict>[0]> = {}) => ({
    ...p('IN_PROGRESS'),
    carrierId: 'ZIM',
    documentStatuses: [] as ('DEFAULT' | 'APPROVED' | 'REJECTED')[],
    ...more,
  });

  it('allows an In Progress payment whose documents are all Approved', () => {
    expect(approvalVerdict(facts({ documentStatuses: ['APPROVED', 'APPROVED'] }))).toEqual({ allowed: true });
  });

  it('refuses while any document is not Approved', () => {
    for (const other of ['DEFAULT', 'REJECTED'] as const)
      expect(approvalVerdict(facts({ documentStatuses: ['APPROVED', other] }))).toEqual({
        allowed: false,
        reason: PAYMENT_MESSAGES.allFilesApprovedFirst,
      });
  });

  it('with no documents: allowed unless the carrier needs them (the flag, else PAYMENT_NEEDS_DOCUMENTS)', () => {
    expect(approvalVerdict(facts())).toEqual({ allowed: true });
    expect(approvalVerdict(facts({ carrierId: 'HSG' }))).toEqual({
      allowed: false,
      reason: PAYMENT_MESSAGES.documentsRequired,
    });
    expect(approvalVerdict(facts({ carrierId: 'HMM' })).allowed).toBe(false);
    expect(approvalVerdict(facts({ carrierId: 'HSG', carrierNeedsDocuments: false }))).toEqual({
      allowed: true,
    });
    expect(approvalVerdict(facts({ carrierId: 'ZIM', carrierNeedsDocuments: true })).allowed).toBe(false);
  });

  it('refuses while On Hold and when not In Progress', () => {
    expect(approvalVerdict(facts({ platformStatus: 'ON_HOLD' }))).toEqual({
      allowed: false,
      reason: PAYMENT_MESSAGES.onHoldNoApproval,
    });
    for (const status of ['BLOCKED', 'PAID'] as const)
      expect(approvalVerdict(facts({ status }))).toEqual({
        allowed: false,
        reason: PAYMENT_MESSAGES.notInProgress,
      });
  });
});

describe('Revert Approval (spec 000 §4)', () => {
  it('is hidden when Paid, or Blocked with a resolved clear-invoice task', () => {
    expect(revertApprovalVisible({ ...p('PAID'), clearTaskResolved: false })).toBe(false);
    expect(revertApprovalVisible({ ...p('BLOCKED'), clearTaskResolved: true })).toBe(false);
    expect(revertApprovalVisible({ ...p('BLOCKED'), clearTaskResolved: false })).toBe(true);
  });

  it('moves only a Blocked payment back, and not once its invoice is cleared', () => {
    expect(revertApprovalVerdict({ ...p('BLOCKED'), clearTaskResolved: false })).toEqual({ allowed: true });
    expect(revertApprovalVerdict({ ...p('BLOCKED', 'CLEARED'), clearTaskResolved: true })).toEqual({
      allowed: false,
      reason: PAYMENT_MESSAGES.revertHidden,
    });
    expect(revertApprovalVerdict({ ...p('IN_PROGRESS'), clearTaskResolved: false })).toEqual({
      allowed: false,
      reason: PAYMENT_MESSAGES.notBlocked,
    });
    expect(revertApprovalVerdict({ ...p('PAID'), clearTaskResolved: false }).allowed).toBe(false);
  });
});

describe('hold, clearing and postponing', () => {
  it('puts only an In Progress payment on hold, and reverts only a hold', () => {
    expect(holdVerdict(p('IN_PROGRESS'))).toEqual({ allowed: true });
    expect(holdVerdict(p('IN_PROGRESS', 'ON_HOLD'))).toEqual({
      allowed: false,
      reason: PAYMENT_MESSAGES.notInProgress,
    });
    expect(holdVerdict(p('BLOCKED')).allowed).toBe(false);
    expect(holdVerdict(p('PAID')).allowed).toBe(false);
    expect(revertHoldVerdict(p('IN_PROGRESS', 'ON_HOLD'))).toEqual({ allowed: true });
    expect(revertHoldVerdict(p('IN_PROGRESS'))).toEqual({
      allowed: false,
      reason: PAYMENT_MESSAGES.notOnHold,
    });
    expect(revertHoldVerdict(p('BLOCKED', 'CLEARED')).allowed).toBe(false);
  });

  it('shows clear / revert clearing on a Blocked payment with its task', () => {
    expect(clearActionVisible({ ...p('BLOCKED'), hasClearTask: true })).toBe(true);
    expect(clearActionVisible({ ...p('BLOCKED'), hasClearTask: false })).toBe(false);
    expect(clearActionVisible({ ...p('IN_PROGRESS'), hasClearTask: true })).toBe(false);
    expect(clearActionVisible({ ...p('PAID', 'CLEARED'), hasClearTask: true })).toBe(false);
  });

  it('only In Progress payments can be ticked for postponing', () => {
    expect(isPostponable(p('IN_PROGRESS'))).toBe(true);
    expect(isPostponable(p('IN_PROGRESS', 'ON_HOLD'))).toBe(true);
    expect(isPostponable(p('BLOCKED'))).toBe(false);
    expect(isPostponable(p('PAID'))).toBe(false);
  });

  it('postpones by -14, -7, +7 or +14 days with the spec’s labels', () => {
    expect(POSTPONE_DAYS).toEqual([-14, -7, 7, 14]);
    expect(POSTPONE_OPTIONS.map((o) => o.label)).toEqual([
      '2 Weeks Earlier',
      '1 Week Earlier',
      '1 Week Later',
      '2 Weeks Later',
    ]);
  });

  it('shifts a pay date by whole calendar days across months, years and DST', () => {
    expect(shiftPayDate('2026-11-24', 7)).toBe('2026-12-01');
    expect(shiftPayDate('2026-12-28', 14)).toBe('2027-01-11');
    expect(shiftPayDate('2026-03-30', -14)).toBe('2026-03-16');
    expect(shiftPayDate('2024-03-01', -7)).toBe('2024-02-23');
    expect(shiftPayDate('2026-10-20', 7)).toBe('2026-10-27');
  });
});

describe('schemas', () => {
  it('Move needs the pay date; Unblock needs the reason', () => {
    const move = ZWeeklyPaymentCommand.safeParse({ action: 'Move', recId: '1', reference: 'WP1' });
    expect(move.success).toBe(false);
    expect(move.error!.issues[0]).toMatchObject({
      message: PAYMENT_MESSAGES.payDateRequired,
      path: ['payDate'],
    });
    const unblock = ZWeeklyPaymentCommand.safeParse({
      action: 'Unblock',
      recId: '1',
      reference: 'WP1',
      reason: '  ',
    });
    expect(unblock.success).toBe(false);
    expect(unblock.error!.issues[0]).toMatchObject({
      message: PAYMENT_MESSAGES.reasonRequired,
      path: ['reason'],
    });
    expect(
      ZWeeklyPaymentCommand.safeParse({
        action: 'Unblock',
        recId: '1',
        reference: 'WP1',
        reason: 'Wrong amount',
      }).success,
    ).toBe(true);
    expect(ZWeeklyPaymentCommand.safeParse({ action: 'Block', recId: '1', reference: 'WP1' }).success).toBe(
      true,
    );
  });

  it('a list of one to 100 commands', () => {
    expect(ZWeeklyPaymentCommands.safeParse([]).error!.issues[0]!.message).toBe(PAYMENT_MESSAGES.oneAction);
    const one = { action: 'Block', recId: '1', reference: 'WP1' };
    expect(ZWeeklyPaymentCommands.safeParse(Array(101).fill(one)).success).toBe(false);
    expect(ZWeeklyPaymentCommands.safeParse([one]).success).toBe(true);
  });

  it('list queries read comma lists, NONE for no platform status, and refuse unknown values', () => {
    const q = ZWeeklyPaymentsQuery.parse({
      status: 'IN_PROGRESS,BLOCKED',
      platformStatus: 'ON_HOLD,NONE',
      commissionStatus: '',
    });
    expect(q).toMatchObject({
      status: ['IN_PROGRESS', 'BLOCKED'],
      platformStatus: ['ON_HOLD', 'NONE'],
      commissionStatus: [],
      page: 1,
      perPage: 25,
    });
    expect(ZWeeklyPaymentsQuery.safeParse({ status: 'LOST' }).success).toBe(false);
    expect(ZWeeklyPaymentsQuery.safeParse({ perPage: '30' }).success).toBe(false);
    expect(ZCommissionsQuery.parse({ status: 'OPEN', carrier: 'hsg' })).toMatchObject({
      status: ['OPEN'],
      carrier: 'HSG',
    });
    expect(WEEKLY_PAYMENT_INITIAL_FILTER).toMatchObject({ currency: 'USD', commissionStatus: ['INVOICED'] });
  });

  it('payment confirmation: a booking, a port from the list, valid addresses', () => {
    expect(ZPaymentConfirmationInput.safeParse({ portId: 'DEHAM' }).error!.issues[0]!.message).toBe(
      PAYMENT_MESSAGES.chooseBooking,
    );
    expect(
      ZPaymentConfirmationInput.safeParse({ bookingId: 'B1', portId: 'Hamburg' }).error!.issues[0]!.message,
    ).toBe(PAYMENT_MESSAGES.choosePort);
    expect(
      ZPaymentConfirmationInput.safeParse({ bookingId: 'B1', portId: 'deham', contactTo: ['nope'] }).success,
    ).toBe(false);
    expect(ZPaymentConfirmationInput.parse({ bookingId: 'B1', portId: 'deham' })).toMatchObject({
      portId: 'DEHAM',
      contactTo: [],
      cc: [],
      bcc: [],
      freeText: '',
    });
  });
});
