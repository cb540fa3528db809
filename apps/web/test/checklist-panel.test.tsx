import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVITY_TEXT,
  CHECKLIST_MESSAGES,
  DOCUMENT_MESSAGES,
  type TChecklist,
  type TChecklistItem,
} from '@portal/domain';
import { ChecklistPanel } from '../src/components/checklist/index.ts';
import { REQUEST_ID, checklistItem, doc, mockCollabApi, renderCollab } from './collab-test-utils.tsx';
import { json } from './mock-api.ts';

const BASE = `/api/booking-requests/${REQUEST_ID}`;

const checklistOf = (items: TChecklistItem[]): TChecklist => ({
  category: 'Export',
  items,
  progress: { checked: items.filter((i) => i.checked).length, total: items.length },
  looseDocuments: [],
});

function panelApi(
  items: TChecklistItem[],
  extra: Record<string, (body: unknown, url: URL) => Response> = {},
) {
  return mockCollabApi({
    [`GET ${BASE}/checklist`]: () => json(200, checklistOf(items)),
    ...extra,
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const itemRow = (label: string) => screen.findByRole('listitem', { name: label });
const open = async (label: string) => {
  const row = await itemRow(label);
  fireEvent.click(within(row).getByRole('button', { expanded: false }));
  return row;
};

describe('Checklist panel (spec 000 §4 "Checklist")', { timeout: 20_000 }, () => {
  it('shows progress and the hint; staff check at once and uncheck after the spec question', async () => {
    const api = panelApi(
      [checklistItem('VGM', { label: 'VGM' }), checklistItem('GATE_IN', { label: 'Gate in', checked: true })],
      {
        [`PUT ${BASE}/checklist/VGM`]: () => json(200, checklistItem('VGM')),
        [`PUT ${BASE}/checklist/GATE_IN`]: () => json(200, checklistItem('GATE_IN')),
      },
    );
    renderCollab(<ChecklistPanel kind="booking-requests" id={REQUEST_ID} viewerIsStaff />);
    expect(await screen.findByText('1 / 2')).toBeTruthy();
    expect(screen.getByText(ACTIVITY_TEXT.checklistHint)).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Check VGM' }));
    await waitFor(() => expect(api.bodiesOf(`PUT ${BASE}/checklist/VGM`)).toEqual([{ checked: true }]));
    expect(screen.queryByText(CHECKLIST_MESSAGES.uncheckQuestion)).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Uncheck Gate in' }));
    expect(await screen.findByText(CHECKLIST_MESSAGES.uncheckQuestion)).toBeTruthy();
    expect(api.bodiesOf(`PUT ${BASE}/checklist/GATE_IN`)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Uncheck' }));
    await waitFor(() => expect(api.bodiesOf(`PUT ${BASE}/checklist/GATE_IN`)).toEqual([{ checked: false }]));
  });

  it('checks stages in order and shows who checked them and when', async () => {
    const api = panelApi(
      [
        checklistItem('B_L', {
          label: 'B/L',
          stages: [
            {
              id: 'draft',
              label: 'Draft created',
              checked: true,
              by: { id: 's1', name: 'Luca Rossi' },
              at: '2026-11-20T09:15:00.000Z',
            },
            { id: 'sent', label: 'Draft sent', checked: false, by: null, at: null },
            { id: 'approved', label: 'Draft approved', checked: false, by: null, at: null },
          ],
        }),
      ],
      { [`PUT ${BASE}/checklist/B_L/stages/sent`]: () => json(200, checklistItem('B_L')) },
    );
    renderCollab(<ChecklistPanel kind="booking-requests" id={REQUEST_ID} viewerIsStaff />);
    const row = await open('B/L');
    const stages = within(row).getByRole('list', { name: 'Stages' });
    expect(within(stages).getByText(/Luca Rossi/)).toBeTruthy();
    // Draft approved waits for Draft sent (stage order).
    expect(within(stages).getByRole('checkbox', { name: /Draft approved/ })).toHaveProperty('disabled', true);
    fireEvent.click(within(stages).getByRole('checkbox', { name: /Draft sent/ }));
    await waitFor(() =>
      expect(api.bodiesOf(`PUT ${BASE}/checklist/B_L/stages/sent`)).toEqual([{ checked: true }]),
    );
  });

  it("lets a customer mark an action 'Completed' and undo it", async () => {
    const open1 = checklistItem('SHIPPING_INSTRUCTIONS', {
      label: 'Shipping instructions',
      customerAction: { action: 'fillForm', stageId: null, by: null, at: null },
    });
    const done = checklistItem('VGM', {
      label: 'VGM',
      customerAction: {
        action: 'fillForm',
        stageId: null,
        by: { id: 'u1', name: 'Anna Keller' },
        at: '2026-11-20T09:15:00.000Z',
      },
    });
    const api = panelApi([open1, done], {
      [`PUT ${BASE}/checklist/SHIPPING_INSTRUCTIONS/customer-action`]: () => json(200, open1),
      [`PUT ${BASE}/checklist/VGM/customer-action`]: () => json(200, done),
    });
    renderCollab(<ChecklistPanel kind="booking-requests" id={REQUEST_ID} viewerIsStaff={false} />);
    const si = await open('Shipping instructions');
    fireEvent.click(within(si).getByRole('button', { name: ACTIVITY_TEXT.completed }));
    await waitFor(() =>
      expect(api.bodiesOf(`PUT ${BASE}/checklist/SHIPPING_INSTRUCTIONS/customer-action`)).toEqual([
        { completed: true },
      ]),
    );
    const vgm = await open('VGM');
    fireEvent.click(within(vgm).getByRole('button', { name: ACTIVITY_TEXT.undoCompleted }));
    await waitFor(() =>
      expect(api.bodiesOf(`PUT ${BASE}/checklist/VGM/customer-action`)).toEqual([{ completed: false }]),
    );
    // Customers do not tick items.
    expect(screen.queryByRole('checkbox', { name: /Check / })).toBeNull();
  });
});

describe('Documents on a checklist item (spec 000 §4 "Documents", §5)', { timeout: 20_000 }, () => {
  it('lets staff request an amendment of a customer document only with a reason', async () => {
    const api = panelApi(
      [checklistItem('B_L', { label: 'B/L', documents: [doc('draft')], documentsCount: 1 })],
      {
        [`PUT ${BASE}/documents/draft/status`]: () => json(200, doc('draft')),
      },
    );
    renderCollab(<ChecklistPanel kind="booking-requests" id={REQUEST_ID} viewerIsStaff />);
    const row = await open('B/L');
    expect(within(row).getByRole('button', { name: 'Approve' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Request amendment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request amendment' });
    const reason = within(dialog).getByPlaceholderText(ACTIVITY_TEXT.revisionPlaceholder);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request amendment' }));
    expect(await within(dialog).findByText(DOCUMENT_MESSAGES.reasonRequired)).toBeTruthy();
    expect(api.bodiesOf(`PUT ${BASE}/documents/draft/status`)).toEqual([]);

    fireEvent.change(reason, { target: { value: '  Consignee address is wrong  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request amendment' }));
    await waitFor(() =>
      expect(api.bodiesOf(`PUT ${BASE}/documents/draft/status`)).toEqual([
        { status: 'REJECTED', comment: 'Consignee address is wrong' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no review on the uploader side or on shipping instructions; staff uploads read Platform', async () => {
    panelApi([
      checklistItem('B_L', { label: 'B/L', documents: [doc('own')], documentsCount: 1 }),
      checklistItem('SHIPPING_INSTRUCTIONS', {
        label: 'Shipping instructions',
        documents: [doc('si', { uploadedBy: { id: 's1', name: 'Luca Rossi', side: 'staff' } })],
        documentsCount: 1,
      }),
    ]);
    renderCollab(<ChecklistPanel kind="booking-requests" id={REQUEST_ID} viewerIsStaff={false} />);
    const bl = await open('B/L');
    expect(within(bl).getByText('own.pdf')).toBeTruthy();
    expect(within(bl).queryByRole('button', { name: 'Approve' })).toBeNull();
    const si = await open('Shipping instructions');
    expect(within(si).getByText('si.pdf')).toBeTruthy();
    expect(within(si).queryByRole('button', { name: 'Approve' })).toBeNull();
    // A staff upload shows as 'Platform' to a customer.
    expect(within(si).getByText(/Platform/)).toBeTruthy();
  });

  it('copies a document name with the spec message', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    panelApi([checklistItem('B_L', { label: 'B/L', documents: [doc('copy-me')], documentsCount: 1 })]);
    renderCollab(<ChecklistPanel kind="booking-requests" id={REQUEST_ID} viewerIsStaff />);
    const row = await open('B/L');
    fireEvent.click(within(row).getByRole('button', { name: 'More actions for copy-me.pdf' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Copy name' }));
    expect(await screen.findByText(DOCUMENT_MESSAGES.copiedName)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('copy-me.pdf');
  });

  it("asks for all of a customer's documents on 'Show more'", async () => {
    const api = panelApi([
      checklistItem('B_L', { label: 'B/L', documents: [doc('latest')], documentsCount: 2 }),
    ]);
    renderCollab(<ChecklistPanel kind="booking-requests" id={REQUEST_ID} viewerIsStaff={false} />);
    const row = await open('B/L');
    fireEvent.click(within(row).getByRole('button', { name: 'Show more' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.url.searchParams.get('showAll') === 'true')).toBe(true),
    );
  });
});
