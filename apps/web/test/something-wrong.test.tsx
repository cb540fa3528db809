import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TASK_MESSAGES, type TBooking } from '@portal/domain';
import { SomethingWrongButton } from '../src/features/bookings/booking-page/something-wrong-button.tsx';
import { CUSTOMER_SESSION, mockRoutes, renderPage } from './bookings-test-utils.tsx';
import { json } from './mock-api.ts';

// The button reads nothing of the booking but its file number.
const BOOKING = { id: '2026110042' } as TBooking;
const PATH = `POST /api/bookings/${BOOKING.id}/something-wrong`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The dialog downloads on the first click (lazy-dialogs.ts); loaded once here, a cold first load can outlast findBy.
beforeAll(async () => {
  await import('../src/features/bookings/booking-page/something-wrong-dialog.tsx');
});

async function open() {
  renderPage(<SomethingWrongButton booking={BOOKING} />, {
    path: '/bookings/2026110042',
    session: CUSTOMER_SESSION,
  });
  fireEvent.click(screen.getByRole('button', { name: 'Mark that something is wrong' }));
  return screen.findByRole('dialog', { name: 'Mark that something is wrong' });
}

describe("A customer's 'Mark that something is wrong'", { timeout: 20_000 }, () => {
  it('sends the optional comment and shows the server’s answer', async () => {
    const sent: unknown[] = [];
    mockRoutes({
      [PATH]: (_url, body) => {
        sent.push(body);
        return json(201, { message: TASK_MESSAGES.somethingWrongSent, created: true });
      },
    });
    await open();
    fireEvent.change(screen.getByLabelText('What is wrong?'), {
      target: { value: '  The consignee is the old one.  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send to my agent' }));
    expect(await screen.findByText(TASK_MESSAGES.somethingWrongSent)).toBeTruthy();
    expect(sent).toEqual([{ comment: 'The consignee is the old one.' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends no comment when none is given, and says when the agent already checks the file', async () => {
    const sent: unknown[] = [];
    mockRoutes({
      [PATH]: (_url, body) => {
        sent.push(body);
        return json(200, { message: TASK_MESSAGES.somethingWrongExists, created: false });
      },
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Send to my agent' }));
    expect(await screen.findByText(TASK_MESSAGES.somethingWrongExists)).toBeTruthy();
    expect(sent).toEqual([{}]);
  });

  it('keeps the dialog open with the reason when the report fails', async () => {
    mockRoutes({
      [PATH]: () => json(403, { code: 'FORBIDDEN', message: 'Only customers report problems.' }),
    });
    const dialog = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Send to my agent' }));
    expect(await screen.findByText('Only customers report problems.')).toBeTruthy();
    expect(dialog.isConnected).toBe(true);
  });
});
