import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_CONFIRMATION_MESSAGES, REQUEST_IMPORT_MESSAGES } from '@portal/domain';
import { UploadBookingDialog } from '../src/features/bookings/components/upload-booking-dialog.tsx';
import { mockRoutes, renderPage, STAFF_SESSION } from './bookings-test-utils.tsx';
import { json } from './mock-api.ts';

/** A stand-in for XMLHttpRequest: records each upload and lets the test answer it. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload = {
    onprogress: null as ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  url = '';
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CLIENT = { id: '7e1d2c3b-4a59-4f68-8b7a-6c5d4e3f2a1b', name: 'Alpina Trading AG', city: 'Zürich' };

function open() {
  mockRoutes({ 'GET /api/clients': () => json(200, [CLIENT]) });
  return renderPage(<UploadBookingDialog open onClose={vi.fn()} />, {
    path: '/bookings',
    session: STAFF_SESSION,
  });
}

function drop(...files: File[]) {
  fireEvent.change(screen.getByLabelText('Booking e-mail (.html)'), { target: { files } });
}

const html = (name = 'booking.html') => new File(['<html></html>'], name, { type: 'text/html' });

async function upload(): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.sent.length).toBeGreaterThan(0));
  return FakeXhr.sent[FakeXhr.sent.length - 1]!;
}

describe('Upload Booking (HTML)', { timeout: 20_000 }, () => {
  it('refuses a file that is not .html with the spec’s words, and sends nothing', async () => {
    open();
    drop(new File(['%PDF'], 'booking.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(BOOKING_CONFIRMATION_MESSAGES.wrongType)).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses two files at once', async () => {
    open();
    drop(html('a.html'), html('b.html'));
    expect(await screen.findByText(REQUEST_IMPORT_MESSAGES.oneHtmlFile)).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('shows the server’s wrong-type refusal for 4 s', async () => {
    open();
    drop(html('cancelled.html'));
    const xhr = await upload();
    expect(xhr.url).toBe('/api/booking-requests/import');
    act(() => xhr.answer(400, { code: 'BAD_REQUEST', message: BOOKING_CONFIRMATION_MESSAGES.wrongType }));
    expect(await screen.findByText(BOOKING_CONFIRMATION_MESSAGES.wrongType)).toBeTruthy();
    // The drop zone is back for the next file.
    expect(screen.getByLabelText('Booking e-mail (.html)')).toBeTruthy();
  });

  it('asks for the client when none matched, sends the file again with it and opens the new request', async () => {
    const { getByTestId } = open();
    drop(html());
    const first = await upload();
    expect((first.body!.get('file') as File).name).toBe('booking.html');
    expect(first.body!.get('clientId')).toBeNull();
    act(() =>
      first.answer(400, {
        code: 'BAD_REQUEST',
        message: REQUEST_IMPORT_MESSAGES.clientRequired,
        clientRequired: true,
      }),
    );
    expect(await screen.findByText(REQUEST_IMPORT_MESSAGES.clientRequired)).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Upload' });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Client' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Alpina Trading AG, Zürich' }));
    fireEvent.click(send);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const second = FakeXhr.sent[1]!;
    expect(second.body!.get('clientId')).toBe(CLIENT.id);
    act(() => second.answer(201, { id: 'req-2026110042', missing: [] }));
    await waitFor(() => expect(getByTestId('location').textContent).toBe('/booking-requests/req-2026110042'));
  });
});
