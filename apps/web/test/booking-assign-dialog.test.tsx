import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_MESSAGES, type TBooking } from '@portal/domain';
import { AssignUsersDialog } from '../src/features/bookings/booking-page/assign-users-dialog.tsx';
import { queryKeys } from '../src/lib/query-keys.ts';
import { mockRoutes, OTHER_STAFF, renderPage, STAFF_ID, STAFF_SESSION } from './bookings-test-utils.tsx';
import { json } from './mock-api.ts';

const CLIENT_ID = '7e1d2c3b-4a59-4f68-8b7a-6c5d4e3f2a1b';
const OTHER_CLIENT = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const ME = { ...OTHER_STAFF, id: STAFF_ID, firstName: 'Luca', lastName: 'Rossi', role: 'sales' as const };
const ANNA = {
  id: '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99',
  firstName: 'Anna',
  lastName: 'Keller',
  emailAddress: 'anna.keller@alpina-trading.ch',
  clientId: CLIENT_ID,
  role: null,
  isAdmin: false,
  allowedCarriers: null,
};
const MARCO = {
  ...ANNA,
  id: '4d3c2b1a-0f9e-4e8d-9c7b-6a5f4e3d2c1b',
  firstName: 'Marco',
  lastName: 'Brunner',
};
// A person of another company: never a contact option of this booking.
const JONAS = {
  ...ANNA,
  id: '6f5e4d3c-2b1a-4f0e-8d9c-7b6a5f4e3d2c',
  firstName: 'Jonas',
  lastName: 'Petersen',
  clientId: OTHER_CLIENT,
};
// Staff restricted to CMA: cannot open this HSG booking, so never offered as its agent.
const FELIX = {
  ...OTHER_STAFF,
  id: '8b7a6f5e-4d3c-4b2a-9f1e-0d9c8b7a6f5e',
  firstName: 'Felix',
  lastName: 'Wyss',
  role: 'sales' as const,
  isAdmin: false,
  allowedCarriers: ['CMA'],
};
const USERS = [ME, OTHER_STAFF, FELIX, ANNA, MARCO, JONAS];

const BOOKING: TBooking = {
  id: '2026110042',
  category: 'Export',
  archived: false,
  hold: false,
  pendingPayment: false,
  inDispute: false,
  statusText: 'Booked',
  carrier: { id: 'HSG', name: 'HAPAG-LLOYD', color: '#ff6600' },
  erp: { carrierId: null, serviceId: null },
  client: { id: CLIENT_ID, name: 'Alpina Trading AG' },
  vessel: 'SANTOS EXPRESS',
  voyage: '2649S',
  placeOfReceipt: null,
  pol: { id: 'DEHAM', name: 'Hamburg', countryCode: 'DE' },
  pod: { id: 'BRSSZ', name: 'Santos', countryCode: 'BR' },
  finalDestination: null,
  etd: '2026-12-01T18:00:00.000Z',
  eta: '2026-12-22T04:00:00.000Z',
  amsClosing: null,
  blNumber: null,
  customerReference: 'PO-ALP-1',
  agreementNo: null,
  requestId: null,
  contact: { id: ANNA.id, firstName: 'Anna', lastName: 'Keller' },
  agent: null,
  checklistProgress: null,
  tagIds: [],
  createdAt: '2026-11-20T09:15:00.000Z',
  updatedAt: '2026-11-21T10:30:00.000Z',
  placeOfReceiptEts: null,
  finalDestinationEta: null,
  statisticClient: null,
  rebookedFromId: null,
  rebookedToId: null,
  cargo: [],
  freight: [],
  portTerms: {},
  remarks: [],
  watchers: [{ id: ANNA.id, firstName: 'Anna', lastName: 'Keller' }],
  watching: false,
};

const ASSIGNMENT_PATH = `PUT /api/bookings/${BOOKING.id}/assignment`;

async function choose(label: string, name: string) {
  const dialog = screen.getByRole('dialog', { name: 'Assign users' });
  const input = within(dialog).getByRole('combobox', { name: label });
  fireEvent.mouseDown(input);
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.click(await screen.findByRole('option', { name }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Assign users (booking page, staff)', { timeout: 20_000 }, () => {
  it('offers staff as agents and the booking company’s people as contacts, sends the chosen ids', async () => {
    const sent: unknown[] = [];
    mockRoutes({
      'GET /api/users': () => json(200, USERS),
      [ASSIGNMENT_PATH]: (_url, body) => {
        sent.push(body);
        return json(200, {
          ...BOOKING,
          agent: { id: OTHER_STAFF.id, firstName: 'Olivia', lastName: 'Frei' },
          contact: { id: MARCO.id, firstName: 'Marco', lastName: 'Brunner' },
        });
      },
    });
    const onClose = vi.fn();
    const { client } = renderPage(<AssignUsersDialog booking={BOOKING} onClose={onClose} />, {
      path: `/bookings/${BOOKING.id}`,
      session: STAFF_SESSION,
    });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const dialog = await screen.findByRole('dialog', { name: 'Assign users' });
    // The booking's contact is preset; no agent yet.
    expect(within(dialog).getByRole('combobox', { name: 'Contact person' })).toHaveProperty(
      'value',
      'Anna Keller',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Booking agent' })).toHaveProperty('value', '');

    // Agents are staff only, and only those who may open the booking's carrier.
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Booking agent' }));
    const agents = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(agents)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Luca Rossi', 'Olivia Frei']),
    );
    fireEvent.click(within(agents).getByRole('option', { name: 'Olivia Frei' }));

    // Contacts are the booking company's people only.
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Contact person' }));
    const contacts = await screen.findByRole('listbox');
    expect(
      within(contacts)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Anna Keller', 'Marco Brunner']);
    fireEvent.click(within(contacts).getByRole('option', { name: 'Marco Brunner' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(BOOKING_MESSAGES.assignSaved)).toBeTruthy();
    expect(sent).toEqual([{ agentId: OTHER_STAFF.id, contactId: MARCO.id }]);
    expect(onClose).toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.bookings.all });
    // The page's booking (and so its watchers) is the answer.
    expect(client.getQueryData<TBooking>(queryKeys.bookings.detail(BOOKING.id))?.agent?.id).toBe(
      OTHER_STAFF.id,
    );
  });

  it('sends null for a cleared person', async () => {
    const sent: unknown[] = [];
    mockRoutes({
      'GET /api/users': () => json(200, USERS),
      [ASSIGNMENT_PATH]: (_url, body) => {
        sent.push(body);
        return json(200, { ...BOOKING, contact: null });
      },
    });
    renderPage(<AssignUsersDialog booking={BOOKING} onClose={() => {}} />, {
      path: `/bookings/${BOOKING.id}`,
      session: STAFF_SESSION,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Assign users' });
    await choose('Booking agent', 'Luca Rossi');
    const contact = within(dialog).getByRole('combobox', { name: 'Contact person' });
    fireEvent.focus(contact);
    fireEvent.click(within(contact.parentElement!).getByRole('button', { name: 'Clear', hidden: true }));
    expect(contact).toHaveProperty('value', '');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(BOOKING_MESSAGES.assignSaved)).toBeTruthy();
    expect(sent).toEqual([{ agentId: STAFF_ID, contactId: null }]);
  });

  it('shows the server’s reason on a 400 and stays open', async () => {
    const reason = 'The contact person must be a person of the booking’s company.';
    mockRoutes({
      'GET /api/users': () => json(200, USERS),
      [ASSIGNMENT_PATH]: () => json(400, { code: 'BAD_REQUEST', message: reason }),
    });
    const onClose = vi.fn();
    renderPage(<AssignUsersDialog booking={BOOKING} onClose={onClose} />, {
      path: `/bookings/${BOOKING.id}`,
      session: STAFF_SESSION,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Assign users' });
    await choose('Booking agent', 'Olivia Frei');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(BOOKING_MESSAGES.assignFailed(reason))).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Assign users' })).toBeTruthy();
  });
});
