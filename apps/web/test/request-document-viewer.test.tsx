import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TBookingRequestDetail, TChecklist, TChecklistItem, TCollabDocument } from '@portal/domain';
import {
  documentCountOfChecklist,
  documentsOfChecklist,
} from '../src/components/documents/record-documents.ts';
import { RequestChecklistCard } from '../src/features/bookings/components/request-page/collaboration-cards.tsx';
import { REQUEST_ID, checklistItem, doc, mockCollabApi, renderCollab } from './collab-test-utils.tsx';
import { json } from './mock-api.ts';

// pdf.js does not run in jsdom: the viewer shows which file it was given.
vi.mock('../src/components/pdf-viewer/index.ts', () => ({
  PdfViewer: ({ url, title }: { url: string; title?: string }) => (
    <div role="region" aria-label={title}>
      PDF {url}
    </div>
  ),
}));

const BASE = `/api/booking-requests/${REQUEST_ID}`;
const detail = { id: REQUEST_ID } as TBookingRequestDetail;
const downloadOf = (id: string) => `${BASE}/documents/${id}/download`;

const checklistOf = (items: TChecklistItem[], looseDocuments: TCollabDocument[] = []): TChecklist => ({
  category: 'Export',
  items,
  progress: { checked: 0, total: items.length },
  looseDocuments,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openItemMenu(label: string, docName: string) {
  const row = await screen.findByRole('listitem', { name: label });
  fireEvent.click(within(row).getByRole('button', { expanded: false }));
  fireEvent.click(await screen.findByRole('button', { name: `More actions for ${docName}` }));
}

describe('documentsOfChecklist', () => {
  it("counts what the viewer may see, also documents a customer's answer leaves out", () => {
    expect(
      documentCountOfChecklist(
        checklistOf(
          [
            checklistItem('B_L', { documentsCount: 3, documents: [doc('a')] }),
            checklistItem('SI', { documentsCount: 0, documents: [doc('b')], adminDocuments: [doc('c')] }),
          ],
          [doc('loose', { checklistItemId: null })],
        ),
      ),
    ).toBe(6);
    expect(documentCountOfChecklist(undefined)).toBe(0);
  });

  it('takes item documents, staff documents and loose documents, each once', () => {
    const shared = doc('shared');
    const list = documentsOfChecklist(
      checklistOf(
        [
          checklistItem('B_L', { documents: [doc('a'), shared], adminDocuments: [doc('b')] }),
          checklistItem('SI', { documents: [], adminDocuments: [shared] }),
        ],
        [doc('loose', { checklistItemId: null, isInternal: true })],
      ),
    );
    expect(list.map((d) => d.id)).toEqual(['a', 'shared', 'b', 'loose']);
    expect(documentsOfChecklist(undefined)).toEqual([]);
  });
});

describe('Request checklist card: View and Compare documents', { timeout: 20_000 }, () => {
  it('View opens a PDF in the viewer dialog with its name and a download button', async () => {
    mockCollabApi({
      [`GET ${BASE}/checklist`]: () =>
        json(200, checklistOf([checklistItem('B_L', { label: 'B/L', documents: [doc('bl-draft')] })])),
    });
    renderCollab(<RequestChecklistCard detail={detail} staff />);
    await openItemMenu('B/L', 'bl-draft.pdf');
    fireEvent.click(screen.getByRole('menuitem', { name: 'View' }));

    const dialog = await screen.findByRole('dialog', { name: 'bl-draft.pdf' });
    expect((await within(dialog).findByRole('region', { name: 'bl-draft.pdf' })).textContent).toContain(
      downloadOf('bl-draft'),
    );
    const download = within(dialog).getByRole('link', { name: 'Download bl-draft.pdf' });
    expect(download.getAttribute('href')).toBe(downloadOf('bl-draft'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('View on a file the viewers cannot show downloads it instead', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    mockCollabApi({
      [`GET ${BASE}/checklist`]: () =>
        json(
          200,
          checklistOf([
            checklistItem('B_L', {
              label: 'B/L',
              documents: [doc('photo', { name: 'photo.png', contentType: 'image/png' })],
            }),
          ]),
        ),
    });
    renderCollab(<RequestChecklistCard detail={detail} staff />);
    await openItemMenu('B/L', 'photo.png');
    fireEvent.click(screen.getByRole('menuitem', { name: 'View' }));
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe(downloadOf('photo'));
    expect(link.download).toBe('photo.png');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Compare documents is disabled below two documents', async () => {
    mockCollabApi({
      [`GET ${BASE}/checklist`]: () =>
        json(200, checklistOf([checklistItem('B_L', { label: 'B/L', documents: [doc('only')] })])),
    });
    renderCollab(<RequestChecklistCard detail={detail} staff />);
    await screen.findByRole('listitem', { name: 'B/L' });
    const compare = screen.getByRole('button', { name: 'Compare documents' });
    expect(compare.hasAttribute('disabled')).toBe(true);
    fireEvent.mouseOver(compare.parentElement!);
    expect(await screen.findByRole('tooltip')).toBeTruthy();
  });

  it('Compare documents shows every document, starting with those selected for comparison', async () => {
    mockCollabApi({
      [`GET ${BASE}/checklist`]: () =>
        json(
          200,
          checklistOf(
            [
              checklistItem('B_L', {
                label: 'B/L',
                documents: [doc('bl-one'), doc('bl-two', { isSelectedForComparison: true })],
                adminDocuments: [doc('bl-staff', { isSelectedForComparison: true })],
              }),
            ],
            [doc('notes', { checklistItemId: null, isInternal: true })],
          ),
        ),
    });
    renderCollab(<RequestChecklistCard detail={detail} staff />);
    const compare = await screen.findByRole('button', { name: 'Compare documents' });
    await waitFor(() => expect(compare.hasAttribute('disabled')).toBe(false));
    fireEvent.click(compare);

    const dialog = await screen.findByRole('dialog', { name: 'Compare documents' });
    const left = within(dialog).getByRole('group', { name: 'Left Document' });
    const right = within(dialog).getByRole('group', { name: 'Right Document' });
    expect(await within(left).findByRole('region', { name: 'bl-two.pdf' })).toBeTruthy();
    expect(await within(right).findByRole('region', { name: 'bl-staff.pdf' })).toBeTruthy();

    fireEvent.mouseDown(within(left).getByRole('combobox'));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['bl-one.pdf', 'bl-two.pdf', 'bl-staff.pdf', 'notes.pdf']);
  });

  it("a customer's comparison asks for all documents, not only the latest of each item", async () => {
    const api = mockCollabApi({
      [`GET ${BASE}/checklist`]: (_body, url) =>
        json(
          200,
          checklistOf([
            checklistItem('B_L', {
              label: 'B/L',
              // A customer's answer lists the latest document of an item and counts them all.
              documentsCount: 3,
              documents:
                url.searchParams.get('showAll') === 'true'
                  ? [doc('newest'), doc('middle'), doc('oldest')]
                  : [doc('newest')],
            }),
          ]),
        ),
    });
    renderCollab(<RequestChecklistCard detail={detail} staff={false} />);
    const compare = await screen.findByRole('button', { name: 'Compare documents' });
    await waitFor(() => expect(compare.hasAttribute('disabled')).toBe(false));
    fireEvent.click(compare);
    const dialog = await screen.findByRole('dialog', { name: 'Compare documents' });
    await waitFor(() =>
      expect(api.calls.some((c) => c.url.searchParams.get('showAll') === 'true')).toBe(true),
    );
    fireEvent.mouseDown(
      within(within(dialog).getByRole('group', { name: 'Right Document' })).getByRole('combobox'),
    );
    await waitFor(async () =>
      expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
        'newest.pdf',
        'middle.pdf',
        'oldest.pdf',
      ]),
    );
  });
});
