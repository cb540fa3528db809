import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RateImportDialog } from '../src/components/rate-import/index.ts';

/** A stand-in for XMLHttpRequest: records the upload and lets the test report progress and answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  method = '';
  url = '';
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
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
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function drop(name: string, type: string) {
  const input = screen.getByLabelText('Rate file');
  fireEvent.change(input, { target: { files: [new File(['carrier,origin'], name, { type })] } });
}

async function uploaded(): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.last).not.toBeNull());
  return FakeXhr.last!;
}

describe('RateImportDialog', () => {
  it('links the template and the sample', () => {
    render(<RateImportDialog open onClose={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'empty template (.csv)' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/api\/rates\/template\.csv$/),
    );
    expect(screen.getByRole('link', { name: 'filled sample (.xlsx)' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/api\/rates\/sample\.xlsx$/),
    );
  });

  it('uploads the dropped file with progress and shows the summary', async () => {
    render(<RateImportDialog open onClose={vi.fn()} />);
    drop('november.csv', 'text/csv');
    const xhr = await uploaded();
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/rates/import']);
    expect((xhr.body!.get('file') as File).name).toBe('november.csv');
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }));
    expect(screen.getByText('Uploading november.csv…')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe(
      '50',
    );
    act(() => xhr.answer(200, { created: 12, updated: 3, unchanged: 0 }));
    expect(await screen.findByText(/Rates imported: 12 new, 3 updated\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(screen.getByLabelText('Rate file')).toBeTruthy();
  });

  it('lists every problem of a refused file by row and column', async () => {
    render(<RateImportDialog open onClose={vi.fn()} />);
    drop('bad.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const xhr = await uploaded();
    act(() =>
      xhr.answer(400, {
        code: 'BAD_REQUEST',
        message: 'The file has 2 problems; nothing was imported.',
        errors: [
          { row: 3, column: 'currency', message: 'Use one of EUR, USD, CHF, BRL or incl.' },
          { row: 7, column: 'validTo', message: 'validTo 2026-10-31 is before validFrom 2026-11-01.' },
        ],
      }),
    );
    expect(await screen.findByText('The file has 2 problems; nothing was imported.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Problems in the rate file' });
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(rows).toEqual([
      ['3', 'currency', 'Use one of EUR, USD, CHF, BRL or incl.'],
      ['7', 'validTo', 'validTo 2026-10-31 is before validFrom 2026-11-01.'],
    ]);
    // The drop zone stays, so the fixed file can be dropped again.
    expect(screen.getByLabelText('Rate file')).toBeTruthy();
  });

  it('refuses other file types before uploading', async () => {
    render(<RateImportDialog open onClose={vi.fn()} />);
    drop('photo.png', 'image/png');
    expect(await screen.findByText('Upload a .csv or .xlsx rate file.')).toBeTruthy();
    expect(FakeXhr.last).toBeNull();
  });

  it('cancels an upload on its way when the dialog closes', async () => {
    const onClose = vi.fn();
    render(<RateImportDialog open onClose={onClose} />);
    drop('november.csv', 'text/csv');
    const xhr = await uploaded();
    const abort = vi.spyOn(xhr, 'abort');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(abort).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });
});
