import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatAmount,
  listAnswer,
  PAYMENT_MESSAGES,
  toIsoDate,
  type TCommission,
  type TSessionInfo,
  type TTaskRow,
  type TWeeklyPayment,
  type TWeeklyPaymentDetail,
} from '@portal/domain';
import { BookingPayments } from '../src/features/payments/booking/booking-payments.tsx';
import { MyDayPage, type BookingParts } from '../src/features/my-day/index.ts';
import { CommissionsPage, paymentParts, WeeklyPaymentPage } from '../src/features/payments/index.ts';
import { DateLocalization } from '../src/lib/date-localization.tsx';
import { PaymentPartsProvider } from '../src/lib/payment-parts.tsx';
import { mockRoutes, renderPage, STAFF_SESSION } from './bookings-test-utils.tsx';
import { json } from './mock-api.ts';

/** Thomas Huber of Carrier Payments: accounting staff (manage:payment:any, send:payment-confirmation:any). */
const ACCOUNTING_SESSION: TSessionInfo = {
  ...STAFF_SESSION,
  user: {
    ...STAFF_SESSION.user!,
    firstName: 'Thomas',
    lastName: 'Huber',
    role: 'operations',
    teams: [{ id: 't-acc', name: 'Carrier Payments', teamType: 'accounting' }],
  },
};

const CARRIERS = [
  { id: 'HSG', name: 'Hapag-Lloyd', displayName: 'HAPAG-LLOYD', color: '#ff6600', disabled: false },
];

function payment(n: number, overrides: Partial<TWeeklyPayment> = {}): TWeeklyPayment {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    reference: `PAY-${n}`,
    recId: `R${n}`,
    bookingId: `20261100${String(n).padStart(2, '0')}`,
    carrierId: 'HSG',
    blNumber: `HLCU${n}`,
    vessel: 'SANTOS EXPRESS',
    payDate: '2026-11-27',
    amount: 1095,
    currency: 'USD',
    debitCredit: 'DEBIT',
    status: 'IN_PROGRESS',
    platformStatus: null,
    commissionStatus: 'INVOICED',
    approvedByOcr: false,
    invoiceReferences: [`INV-${n}`],
    documentStatuses: [],
    carrierNeedsDocuments: false,
    clearTask: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const detail = (
  p: TWeeklyPayment,
  documents: TWeeklyPaymentDetail['documents'] = [],
): TWeeklyPaymentDetail => ({
  ...p,
  documents,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function weeklyServer(rows: TWeeklyPayment[], extra: Parameters<typeof mockRoutes>[0] = {}) {
  return mockRoutes({
    'GET /api/weekly-payments': (url) =>
      json(200, listAnswer(rows, rows.length, 1, Number(url.searchParams.get('perPage')))),
    'GET /api/carriers': () => json(200, CARRIERS),
    ...extra,
  });
}

const renderWeekly = (path = '/weekly-payment', session = ACCOUNTING_SESSION) =>
  renderPage(
    <DateLocalization>
      <WeeklyPaymentPage />
    </DateLocalization>,
    { path, session },
  );

describe('Weekly payment', { timeout: 20_000 }, () => {
  it('asks for the spec’s initial filter and shows the displayed status chips; only In Progress is tickable', async () => {
    const fetchMock = weeklyServer([
      payment(1),
      payment(2, { status: 'BLOCKED' }),
      payment(3, { platformStatus: 'ON_HOLD' }),
      payment(4, { status: 'PAID', platformStatus: 'CLEARED', debitCredit: 'CREDIT' }),
    ]);
    renderWeekly();
    const table = await screen.findByRole('table', { name: 'Weekly payments' });
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/weekly-payments')!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      page: '1',
      perPage: '10',
      currency: 'USD',
      payDate: toIsoDate(new Date()),
      status: 'IN_PROGRESS,BLOCKED',
      platformStatus: 'ON_HOLD',
      commissionStatus: 'INVOICED',
    });
    const rowOf = (ref: string) => within(table).getByText(ref).closest('tr')!;
    expect(within(rowOf('PAY-1')).getByText('In Progress')).toBeTruthy();
    expect(within(rowOf('PAY-2')).getByText('Approved')).toBeTruthy();
    expect(within(rowOf('PAY-3')).getByText('On Hold')).toBeTruthy();
    expect(within(rowOf('PAY-4')).getByText('Paid')).toBeTruthy();
    // A credit shows its trailing minus; the pay date dd.MM.yyyy.
    expect(within(rowOf('PAY-4')).getByText(`USD ${formatAmount(1095)}-`)).toBeTruthy();
    expect(within(rowOf('PAY-1')).getByText('27.11.2026')).toBeTruthy();
    const box = (ref: string) =>
      within(table).getByRole('checkbox', { name: `Select payment ${ref}` }) as HTMLInputElement;
    expect(box('PAY-1').disabled).toBe(false);
    expect(box('PAY-3').disabled).toBe(false);
    expect(box('PAY-2').disabled).toBe(true);
    expect(box('PAY-4').disabled).toBe(true);
  });

  it('postpones the ticked payments with one Move each; a failure is only logged, and the list refetches', async () => {
    let body: unknown;
    let fail = false;
    const fetchMock = weeklyServer([payment(1), payment(3, { payDate: '2026-12-04' })], {
      'POST /api/weeklyPayment': (_url, sent) => {
        body = sent;
        return fail
          ? json(400, { code: 'VALIDATION', message: 'refused' })
          : json(200, { message: 'ok', payments: [], forwarded: false });
      },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWeekly();
    const table = await screen.findByRole('table', { name: 'Weekly payments' });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select payment PAY-1' }));
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select payment PAY-3' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Postpone 2 payments' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '1 Week Later' }));
    await waitFor(() =>
      expect(body).toEqual([
        { action: 'Move', recId: 'R1', reference: 'PAY-1', payDate: '2026-12-04' },
        { action: 'Move', recId: 'R3', reference: 'PAY-3', payDate: '2026-12-11' },
      ]),
    );
    expect(await screen.findByText(PAYMENT_MESSAGES.postponed(2))).toBeTruthy();

    fail = true;
    const listCalls = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/weekly-payments')).length;
    const before = listCalls();
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select payment PAY-1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Postpone 1 payment' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '2 Weeks Earlier' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(body).toEqual([{ action: 'Move', recId: 'R1', reference: 'PAY-1', payDate: '2026-11-13' }]);
    expect(screen.queryByText('refused')).toBeNull();
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });

  it('says the spec’s empty state and offers the initial filter back', async () => {
    weeklyServer([]);
    renderWeekly('/weekly-payment?currency=EUR');
    expect(await screen.findByText(PAYMENT_MESSAGES.emptyPayments)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/weekly-payment'));
  });

  it('shows no ticks nor postpone to staff outside accounting', async () => {
    weeklyServer([payment(1)]);
    renderWeekly('/weekly-payment', STAFF_SESSION);
    const table = await screen.findByRole('table', { name: 'Weekly payments' });
    expect(within(table).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Postpone/ })).toBeNull();
  });
});

function bookingServer(payments: TWeeklyPaymentDetail[], extra: Parameters<typeof mockRoutes>[0] = {}) {
  return mockRoutes({
    'GET /api/bookings/2026110001/weekly-payments': () => json(200, { data: payments }),
    'GET /api/config': () => json(200, { editWindowMs: 600_000 }),
    ...extra,
  });
}

const doc = (status: 'DEFAULT' | 'APPROVED') => ({
  id: '11111111-1111-4111-8111-111111111111',
  paymentReference: 'PAY-1',
  name: 'invoice.pdf',
  size: 2048,
  contentType: 'application/pdf',
  uploadedBy: { id: null, name: 'Thomas Huber' },
  uploadedAt: '2026-11-20T10:00:00.000Z',
  status: { type: status, at: null, by: null, comment: null },
});

describe('Booking payment cards', { timeout: 20_000 }, () => {
  it('disables Approve Payment with the reason while a document is not approved', async () => {
    const p = payment(1, { documentStatuses: ['DEFAULT'] });
    bookingServer([detail(p, [doc('DEFAULT')])]);
    renderPage(<BookingPayments bookingId="2026110001" variant="summary" />, {
      path: '/bookings/2026110001',
      session: ACCOUNTING_SESSION,
    });
    const card = await screen.findByRole('article', { name: 'Payment PAY-1' });
    const button = within(card).getByRole('button', { name: 'Approve Payment' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(within(card).getByLabelText(PAYMENT_MESSAGES.allFilesApprovedFirst).contains(button)).toBe(true);
    expect(within(card).getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(within(card).getByText('invoice.pdf')).toBeTruthy();
  });

  it('approves a payment after its confirmation with one Block', async () => {
    let body: unknown;
    const p = payment(1, { documentStatuses: ['APPROVED'] });
    bookingServer([detail(p, [doc('APPROVED')])], {
      'POST /api/weeklyPayment': (_url, sent) => {
        body = sent;
        return json(200, { message: PAYMENT_MESSAGES.approved, payments: [], forwarded: false });
      },
    });
    renderPage(<BookingPayments bookingId="2026110001" variant="summary" />, {
      path: '/bookings/2026110001',
      session: ACCOUNTING_SESSION,
    });
    const card = await screen.findByRole('article', { name: 'Payment PAY-1' });
    fireEvent.click(within(card).getByRole('button', { name: 'Approve Payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve payment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve Payment' }));
    await waitFor(() => expect(body).toEqual([{ action: 'Block', recId: 'R1', reference: 'PAY-1' }]));
    expect(await screen.findByText(PAYMENT_MESSAGES.approved)).toBeTruthy();
  });

  it('asks for the reason before reverting an approval', async () => {
    let body: unknown;
    bookingServer([detail(payment(1, { status: 'BLOCKED' }))], {
      'POST /api/weeklyPayment': (_url, sent) => {
        body = sent;
        return json(200, { message: PAYMENT_MESSAGES.approvalReverted, payments: [], forwarded: false });
      },
    });
    renderPage(<BookingPayments bookingId="2026110001" variant="panel" />, {
      path: '/bookings/2026110001',
      session: ACCOUNTING_SESSION,
    });
    const card = await screen.findByRole('article', { name: 'Payment PAY-1' });
    expect(within(card).getByText('Approved')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Revert Approval' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revert approval' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revert Approval' }));
    expect(await within(dialog).findByText(PAYMENT_MESSAGES.reasonRequired)).toBeTruthy();
    expect(body).toBeUndefined();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Wrong amount' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revert Approval' }));
    await waitFor(() =>
      expect(body).toEqual([{ action: 'Unblock', recId: 'R1', reference: 'PAY-1', reason: 'Wrong amount' }]),
    );
  });

  it('shows the ON_HOLD banner on a payment on hold while it is in progress', async () => {
    bookingServer([
      detail(payment(1, { platformStatus: 'ON_HOLD' })),
      detail(payment(2, { status: 'BLOCKED' })),
    ]);
    renderPage(<BookingPayments bookingId="2026110001" variant="summary" />, {
      path: '/bookings/2026110001',
      session: ACCOUNTING_SESSION,
    });
    const held = await screen.findByRole('article', { name: 'Payment PAY-1' });
    expect(within(held).getByText('This payment is on hold.')).toBeTruthy();
    const approved = screen.getByRole('article', { name: 'Payment PAY-2' });
    expect(within(approved).queryByText('This payment is on hold.')).toBeNull();
  });

  it('says the spec’s empty state', async () => {
    bookingServer([]);
    renderPage(<BookingPayments bookingId="2026110001" variant="summary" />, {
      path: '/bookings/2026110001',
      session: STAFF_SESSION,
    });
    expect(await screen.findByText(PAYMENT_MESSAGES.noBookingPayments)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send payment confirmation' })).toBeNull();
  });
});

describe('Payment confirmation dialog', { timeout: 20_000 }, () => {
  const defaults = {
    ports: [
      { id: 'DEHAM', name: 'Hamburg' },
      { id: 'BRSSZ', name: 'Santos' },
    ],
    portId: 'DEHAM',
    contactTo: [],
    cc: [],
    emails: [],
  };

  it('checks the addresses, keeps an answer’s error in the dialog and closes on success', async () => {
    const sent: unknown[] = [];
    let answer: object = {
      error: { message: PAYMENT_MESSAGES.confirmationNoRecipients },
      emails: [],
    };
    bookingServer([], {
      'GET /api/bookings/2026110001/payment-confirmation': () => json(200, defaults),
      'POST /api/paymentConfirmation': (_url, body) => {
        sent.push(body);
        return json(200, answer);
      },
    });
    renderPage(<BookingPayments bookingId="2026110001" variant="summary" />, {
      path: '/bookings/2026110001',
      session: ACCOUNTING_SESSION,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send payment confirmation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send payment confirmation' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Port' }).textContent).toMatch(/Hamburg/),
    );

    const to = within(dialog).getByRole('combobox', { name: 'Contact to' });
    fireEvent.change(to, { target: { value: 'not-an-email' } });
    fireEvent.blur(to);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Enter an e-mail address such as name@company.com.')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.click(within(dialog).getByTestId('CancelIcon'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      bookingId: '2026110001',
      portId: 'DEHAM',
      contactTo: [],
      cc: [],
      bcc: [],
      freeText: '',
    });
    expect(await within(dialog).findByText(PAYMENT_MESSAGES.confirmationNoRecipients)).toBeTruthy();

    answer = {
      success: { message: PAYMENT_MESSAGES.confirmationSent },
      emails: [
        {
          id: '22222222-2222-4222-8222-222222222222',
          bookingId: '2026110001',
          portId: 'DEHAM',
          to: ['pay@carrier.example'],
          cc: [],
          bcc: [],
          subject: 'Payment confirmation',
          state: 'queued',
          stateAt: null,
          createdAt: '2026-11-24T10:00:00.000Z',
          createdBy: 'Thomas Huber',
        },
      ],
    };
    fireEvent.change(to, { target: { value: 'pay@carrier.example' } });
    fireEvent.blur(to);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.confirmationSent)).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Send payment confirmation' })).toBeNull(),
    );
    expect(sent[1]).toMatchObject({ contactTo: ['pay@carrier.example'] });
  });
});

describe('Payment confirmation failure', { timeout: 20_000 }, () => {
  it('says the spec’s words for a non-OK response, not the server’s', async () => {
    bookingServer([], {
      'GET /api/bookings/2026110001/payment-confirmation': () =>
        json(200, {
          ports: [{ id: 'DEHAM', name: 'Hamburg' }],
          portId: 'DEHAM',
          contactTo: [],
          cc: [],
          emails: [],
        }),
      'POST /api/paymentConfirmation': () =>
        json(500, { code: 'INTERNAL', message: 'Internal server error' }),
    });
    renderPage(<BookingPayments bookingId="2026110001" variant="summary" />, {
      path: '/bookings/2026110001',
      session: ACCOUNTING_SESSION,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send payment confirmation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send payment confirmation' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Port' }).textContent).toMatch(/Hamburg/),
    );
    const to = within(dialog).getByRole('combobox', { name: 'Contact to' });
    fireEvent.change(to, { target: { value: 'pay@carrier.example' } });
    fireEvent.blur(to);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Error sending email. Please try again.')).toBeTruthy();
    expect(within(dialog).queryByText('Internal server error')).toBeNull();
  });
});

describe('My Day postpone menu', { timeout: 20_000 }, () => {
  it('moves the payment of an accounting row, reading its record id by the reference', async () => {
    let body: unknown;
    const row = {
      id: '00000000-0000-4000-8000-000000000099',
      type: 'PAYMENT_APPROVAL',
      label: 'Payment approval',
      instruction: 'Please check the accounting documents and approve the payment.',
      department: 'accounting',
      bookingId: '2026110001',
      bookingCategory: 'Export',
      carrierId: 'HSG',
      blNumber: 'HLCU1',
      reference: 'PAY-1',
      assignedUser: { id: STAFF_SESSION.user!.id, name: 'Thomas Huber' },
      team: null,
      userRole: 'staff',
      dueDate: '2026-11-27T23:59:59.000Z',
      createAt: '2026-11-20T10:00:00.000Z',
      payDate: '2026-11-27',
      resolved: false,
      status: 'Pending',
      manualResolve: 'NO_MANUAL_RESOLVE',
      followUpId: null,
      checklistItemId: null,
      checklistStageId: null,
      additionalInfo: null,
    } satisfies TTaskRow;
    mockRoutes({
      'GET /api/tasks': () => json(200, listAnswer([row], 1, 1, 10)),
      'GET /api/users': () => json(200, []),
      'GET /api/carriers': () => json(200, CARRIERS),
      'GET /api/weekly-payments/PAY-1': () => json(200, detail(payment(1))),
      'POST /api/weeklyPayment': (_url, sent) => {
        body = sent;
        return json(200, { message: PAYMENT_MESSAGES.postponed(1), payments: [], forwarded: false });
      },
    });
    const parts: BookingParts = { BookingPreview: () => null, BookingChecklistDialog: () => null };
    renderPage(
      <DateLocalization>
        <PaymentPartsProvider parts={paymentParts}>
          <MyDayPage parts={parts} />
        </PaymentPartsProvider>
      </DateLocalization>,
      { path: '/my-day?category=accounting', session: ACCOUNTING_SESSION },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Postpone payment PAY-1 of 2026110001' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '2 Weeks Later' }));
    await waitFor(() =>
      expect(body).toEqual([{ action: 'Move', recId: 'R1', reference: 'PAY-1', payDate: '2026-12-11' }]),
    );
  });
});

describe('Commissions', { timeout: 20_000 }, () => {
  const commission = (n: number, overrides: Partial<TCommission> = {}): TCommission => ({
    id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
    bookingId: `20261100${String(n).padStart(2, '0')}`,
    carrierId: 'HSG',
    blNumber: `HLCU${n}`,
    vessel: 'SANTOS EXPRESS',
    dueDate: '2026-11-27',
    invDate: null,
    payDate: null,
    amount: 100,
    currency: 'USD',
    debitCredit: 'DEBIT',
    status: 'INVOICED',
    ...overrides,
  });

  it('asks for USD and Open first, lets only Invoiced be selected and sums the selection per currency', async () => {
    const fetchMock = mockRoutes({
      'GET /api/commissions': () =>
        json(
          200,
          listAnswer(
            [
              commission(1),
              commission(2, { amount: 250, debitCredit: 'CREDIT' }),
              commission(3, { status: 'PAID' }),
              commission(4, { status: 'OPEN' }),
            ],
            4,
            1,
            10,
          ),
        ),
      'GET /api/carriers': () => json(200, CARRIERS),
    });
    renderPage(
      <DateLocalization>
        <CommissionsPage />
      </DateLocalization>,
      { path: '/commissions', session: STAFF_SESSION },
    );
    const table = await screen.findByRole('table', { name: 'Commissions' });
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/commissions')!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      page: '1',
      perPage: '10',
      currency: 'USD',
      status: 'OPEN',
    });
    const boxes = within(table).getAllByRole('checkbox', {
      name: /^Select commission of/,
    }) as HTMLInputElement[];
    expect(boxes.map((b) => b.disabled)).toEqual([false, false, true, true]);
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[1]!);
    expect(screen.getByText('2 selected')).toBeTruthy();
    expect(screen.getByText(`USD ${formatAmount(150)}-`)).toBeTruthy();
  });

  it('says its empty state', async () => {
    mockRoutes({
      'GET /api/commissions': () => json(200, listAnswer([], 0, 1, 10)),
      'GET /api/carriers': () => json(200, CARRIERS),
    });
    renderPage(
      <DateLocalization>
        <CommissionsPage />
      </DateLocalization>,
      { path: '/commissions', session: STAFF_SESSION },
    );
    expect(await screen.findByText(PAYMENT_MESSAGES.emptyCommissions)).toBeTruthy();
  });
});
