import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { line, mockBookingApi, renderBooking, storeDraft } from './online-booking-test-utils.tsx';

vi.setConfig({ testTimeout: 20_000 });

/** XMLHttpRequest as the uploads use it, answered by the test. */
class FakeXhr {
  static all: FakeXhr[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  responseType = '';
  withCredentials = false;
  url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  send() {
    FakeXhr.all.push(this);
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // Upload failures are logged (spec 001 §8); keep the test output quiet.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const zones = () => screen.queryAllByRole('region').map((r) => r.getAttribute('aria-label'));

describe('Online Booking, step 3 Additional Information', () => {
  it('always offers additional documents, IMO documents only with dangerous goods', async () => {
    storeDraft(2, [line('22G1')]);
    mockBookingApi();
    renderBooking();
    expect(await screen.findByText('Special requests', { selector: 'h2' })).toBeTruthy();
    expect(zones()).toEqual(['Additional documents']);
    expect(screen.getByText("Drag 'n' Drop files or click here")).toBeTruthy();
    cleanup();

    storeDraft(2, [line('22G1'), line('45R1', { imo: true })]);
    renderBooking();
    await screen.findByText('Special requests', { selector: 'h2' });
    expect(zones()).toEqual(['IMO documents', 'Additional documents']);
  });

  it('offers the certificate zone only for shipper-owned containers', async () => {
    storeDraft(2, [{ ...line('22G1-SO'), containerNumbers: ['MSKU1234565'] }]);
    mockBookingApi();
    renderBooking();
    await screen.findByText('Special requests', { selector: 'h2' });
    expect(zones()).toEqual(['SOC certificate', 'Additional documents']);
  });

  it('uploads a file at once with progress, shows the stored name and removes it again', async () => {
    storeDraft(2, [line('22G1')]);
    const fetchMock = mockBookingApi({
      'DELETE /api/uploads/0d7f6c1e-0000-4000-8000-000000000001': () => new Response(null, { status: 204 }),
    });
    renderBooking();
    const input = await screen.findByLabelText(/Additional documents: Drag 'n' Drop/);
    const file = new File(['%PDF-1.4 packing list'], 'packing list.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    expect(FakeXhr.all[0]!.url).toBe('/api/uploads');
    act(() => FakeXhr.all[0]!.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading packing list.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

    act(() =>
      FakeXhr.all[0]!.respond(201, {
        id: '0d7f6c1e-0000-4000-8000-000000000001',
        name: 'packing list_20260501-100000.pdf',
        size: 22,
        contentType: 'application/pdf',
      }),
    );
    expect(await screen.findByText('packing list_20260501-100000.pdf')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false);

    fireEvent.click(screen.getByRole('button', { name: 'Remove packing list_20260501-100000.pdf' }));
    await waitFor(() => expect(screen.queryByText('packing list_20260501-100000.pdf')).toBeNull());
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => init?.method === 'DELETE' && String(url).endsWith('-000000000001'),
      ),
    ).toBe(true);
  });

  it("says 'Failed to upload file - {message}!' when the server refuses a file", async () => {
    storeDraft(2, [line('22G1')]);
    mockBookingApi();
    renderBooking();
    const input = await screen.findByLabelText(/Additional documents: Drag 'n' Drop/);
    fireEvent.change(input, { target: { files: [new File(['x'], 'movie.mp4')] } });
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    act(() =>
      FakeXhr.all[0]!.respond(415, {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'movie.mp4 is not a PDF, picture, Office or text file',
      }),
    );
    expect(
      await screen.findByText(
        'Failed to upload file - movie.mp4 is not a PDF, picture, Office or text file!',
      ),
    ).toBeTruthy();
  });

  it("says 'Failed to upload file!' when the upload fails without a reason (the connection broke)", async () => {
    storeDraft(2, [line('22G1')]);
    mockBookingApi();
    renderBooking();
    const input = await screen.findByLabelText(/Additional documents: Drag 'n' Drop/);
    fireEvent.change(input, { target: { files: [new File(['x'], 'packing-list.pdf')] } });
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    act(() => FakeXhr.all[0]!.onerror?.());
    expect(await screen.findByText('Failed to upload file!')).toBeTruthy();
    expect(screen.queryByText(/Failed to upload file - /)).toBeNull();
  });
});
