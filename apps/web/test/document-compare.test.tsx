import { ThemeProvider } from '@mui/material';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { utils, write } from '@e965/xlsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_MESSAGES, type TCollabDocument } from '@portal/domain';
import { theme } from '../src/app/theme.ts';
import { documentKindOf, prettyXml } from '../src/components/document-compare/index.ts';
import {
  DocumentCompareDialog,
  initialPair,
} from '../src/components/document-compare/document-compare-dialog.tsx';
import { sheetsOf } from '../src/components/document-compare/sheet-rows.ts';
import { canGoBack, canGoForward, clampPage } from '../src/components/pdf-viewer/index.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function doc(id: string, name: string, contentType: string, selected = false): TCollabDocument {
  return {
    id,
    name,
    size: 100,
    contentType,
    checklistItemId: 'item',
    uploadedBy: { id: 'u', name: 'Anna Keller', side: 'customer' },
    uploadedAt: '2026-11-20T10:00:00Z',
    status: { type: 'DEFAULT', at: null, by: null, comment: null },
    final: false,
    isSelectedForComparison: selected,
    isInternal: false,
    mentionCount: 0,
    documentType: 'ADDITIONAL_DOCUMENTS',
  };
}

describe('documentKindOf', () => {
  it('goes by the extension, then by the content type', () => {
    expect(documentKindOf({ name: 'BL draft.PDF', contentType: 'application/octet-stream' })).toBe('pdf');
    expect(documentKindOf({ name: 'si.docx', contentType: '' })).toBe('word');
    expect(documentKindOf({ name: 'old.doc', contentType: '' })).toBe('word');
    expect(documentKindOf({ name: 'rates.xls', contentType: '' })).toBe('sheet');
    expect(documentKindOf({ name: 'rates.xlsx', contentType: '' })).toBe('sheet');
    expect(documentKindOf({ name: 'list.csv', contentType: '' })).toBe('csv');
    expect(documentKindOf({ name: 'page.htm', contentType: '' })).toBe('html');
    expect(documentKindOf({ name: 'booking', contentType: 'application/xml; charset=utf-8' })).toBe('xml');
    expect(documentKindOf({ name: 'feed', contentType: 'application/atom+xml' })).toBe('xml');
    expect(documentKindOf({ name: 'scan', contentType: 'application/pdf' })).toBe('pdf');
    expect(documentKindOf({ name: 'photo.png', contentType: 'image/png' })).toBe('unsupported');
    expect(documentKindOf({ name: 'archive.zip', contentType: 'application/zip' })).toBe('unsupported');
  });
});

describe('prettyXml', () => {
  it('puts one element per line, indented by depth, text elements on one line', () => {
    expect(prettyXml('<?xml version="1.0"?><a x="1"><b>text</b><c/><d><e>1</e></d></a>')).toBe(
      [
        '<?xml version="1.0"?>',
        '<a x="1">',
        '  <b>text</b>',
        '  <c/>',
        '  <d>',
        '    <e>1</e>',
        '  </d>',
        '</a>',
      ].join('\n'),
    );
  });

  it('shows a malformed file without throwing', () => {
    expect(() => prettyXml('<a><b></a>')).not.toThrow();
  });
});

describe('sheetsOf', () => {
  it('reads a CSV as text rows, guessing no dates or numbers', () => {
    const csv = new TextEncoder().encode('Port,ETD\nDEHAM,01.12.2026\nBRSSZ,0042\n').buffer;
    expect(sheetsOf(csv as ArrayBuffer, 'csv')[0]!.rows).toEqual([
      ['Port', 'ETD'],
      ['DEHAM', '01.12.2026'],
      ['BRSSZ', '0042'],
    ]);
  });

  it('reads every sheet of a workbook', () => {
    const book = utils.book_new();
    utils.book_append_sheet(
      book,
      utils.aoa_to_sheet([
        ['Carrier', 'Rate'],
        ['HSG', 1200],
      ]),
      'Rates',
    );
    utils.book_append_sheet(book, utils.aoa_to_sheet([['Note']]), 'Notes');
    const data = write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const sheets = sheetsOf(data, 'sheet');
    expect(sheets.map((s) => s.name)).toEqual(['Rates', 'Notes']);
    expect(sheets[0]!.rows).toEqual([
      ['Carrier', 'Rate'],
      ['HSG', '1200'],
    ]);
  });
});

describe('PDF viewer pages', () => {
  it('keeps the page inside the document', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(4, 3)).toBe(3);
    expect(clampPage(2, 0)).toBe(1);
    expect(canGoBack(1)).toBe(false);
    expect(canGoBack(2)).toBe(true);
    expect(canGoForward(3, 3)).toBe(false);
    expect(canGoForward(2, 3)).toBe(true);
  });
});

describe('DocumentCompareDialog', () => {
  const xml = doc('x', 'booking.xml', 'application/xml', true);
  const zip = doc('z', 'photos.zip', 'application/zip', true);
  const csv = doc('c', 'rates.csv', 'text/csv');
  const files: Record<string, string> = {
    '/files/x': '<booking><id>REQ-1</id></booking>',
    '/files/c': 'Port,Rate\nDEHAM,1200\n',
  };

  function renderDialog() {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const body = files[String(input)];
        return body === undefined ? new Response('', { status: 404 }) : new Response(body, { status: 200 });
      }),
    );
    render(
      <ThemeProvider theme={theme}>
        <DocumentCompareDialog
          open
          onClose={() => undefined}
          documents={[csv, xml, zip]}
          downloadUrlOf={(d) => `/files/${d.id}`}
        />
      </ThemeProvider>,
    );
  }

  it('starts with the documents selected for comparison, side by side', async () => {
    expect(initialPair([csv, xml, zip])).toEqual(['x', 'z']);
    expect(initialPair([csv])).toEqual(['c', 'c']);
    renderDialog();
    const left = screen.getByRole('group', { name: 'Left Document' });
    const right = screen.getByRole('group', { name: 'Right Document' });
    expect(within(left).getByRole('combobox', { name: 'Left Document' }).textContent).toContain(
      'booking.xml',
    );
    expect(await within(left).findByText(/<id>REQ-1<\/id>/)).toBeTruthy();
    expect(within(left).getByLabelText('booking.xml').textContent).toBe(
      '<booking>\n  <id>REQ-1</id>\n</booking>',
    );
    expect(within(right).getByText(DOCUMENT_MESSAGES.compareUnsupported)).toBeTruthy();
  });

  it('shows another document when one is picked, and the spec message when a file cannot be read', async () => {
    renderDialog();
    const right = screen.getByRole('group', { name: 'Right Document' });
    fireEvent.mouseDown(within(right).getByRole('combobox', { name: 'Right Document' }));
    fireEvent.click(await screen.findByRole('option', { name: 'rates.csv' }));
    expect(await within(right).findByRole('cell', { name: 'DEHAM' })).toBeTruthy();
    delete files['/files/x'];
    const left = screen.getByRole('group', { name: 'Left Document' });
    fireEvent.mouseDown(within(left).getByRole('combobox', { name: 'Left Document' }));
    fireEvent.click(await screen.findByRole('option', { name: 'rates.csv' }));
    fireEvent.mouseDown(within(left).getByRole('combobox', { name: 'Left Document' }));
    fireEvent.click(await screen.findByRole('option', { name: 'booking.xml' }));
    expect(await within(left).findByText(DOCUMENT_MESSAGES.previewFailed)).toBeTruthy();
  });
});
