import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_MESSAGES, type TActivityItem, type TChecklist } from '@portal/domain';
import { RecordActivityLog } from '../src/components/activity-log/index.ts';
import {
  AGENT,
  REQUEST_ID,
  checklistItem,
  comment,
  currentSearch,
  doc,
  mockCollabApi,
  renderCollab,
} from './collab-test-utils.tsx';
import { json } from './mock-api.ts';

const BASE = `/api/booking-requests/${REQUEST_ID}`;
const STAFF_USER = {
  id: 's2',
  firstName: 'Marco',
  lastName: 'Bianchi',
  emailAddress: 'marco@freight-portal.local',
  clientId: null,
  role: 'operations',
  isAdmin: true,
};

/** A staff member of another carrier: not on the server's list for this record, so never offered. */
const OTHER_CARRIER_STAFF = { ...STAFF_USER, id: 's3', firstName: 'Mara', lastName: 'Hsg' };
const MENTIONS = [
  { kind: 'user', id: 's2', label: 'Marco Bianchi' },
  { kind: 'team', id: 't1', label: 'Export Operations' },
];

const checklist = (
  docs = [doc('bl-draft', { isInternal: true, uploadedBy: { id: 's1', name: 'Luca Rossi', side: 'staff' } })],
): TChecklist => ({
  category: 'Export',
  items: [checklistItem('B_L', { label: 'B/L', adminDocuments: docs })],
  progress: { checked: 0, total: 1 },
  looseDocuments: [],
});

function logApi(items: TActivityItem[], extra: Record<string, (body: unknown, url: URL) => Response> = {}) {
  const posted: TActivityItem[] = [];
  return mockCollabApi({
    [`GET ${BASE}/activity`]: (_b, url) =>
      json(200, {
        items:
          url.searchParams.get('pinned') === 'true' ? items.filter((i) => i.isPinned) : [...posted, ...items],
        nextBefore: null,
        pinnedCount: items.filter((i) => i.isPinned).length,
      }),
    [`POST ${BASE}/activity`]: (body) => {
      const item = comment(`new-${posted.length}`, { comment: (body as { comment: string }).comment });
      posted.unshift(item);
      return json(201, item);
    },
    [`GET ${BASE}/checklist`]: () => json(200, checklist()),
    // The server's @-list: the people who may open the record (and teams); the log shows it as it is.
    [`GET ${BASE}/activity/mentions`]: () => json(200, MENTIONS),
    'GET /api/users': () => json(200, [STAFF_USER, OTHER_CARRIER_STAFF]),
    ...extra,
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const input = () => screen.findByRole('textbox', { name: 'Write a comment' });

/** Types into the comment box with the caret at the end, as a person does. */
function type(box: HTMLElement, value: string) {
  const el = box as HTMLTextAreaElement;
  fireEvent.change(el, { target: { value, selectionStart: value.length, selectionEnd: value.length } });
}

describe('ActivityLog on a booking request (spec 000 §2, §5)', { timeout: 20_000 }, () => {
  it('lets a customer mention only the assigned agent, and sends with Ctrl+Enter', async () => {
    const api = logApi([comment('c1')], {
      [`GET ${BASE}/checklist`]: () => json(200, checklist([])),
      [`GET ${BASE}/activity/mentions`]: () => json(200, [{ kind: 'user', id: AGENT.id, label: AGENT.name }]),
    });
    renderCollab(<RecordActivityLog kind="booking-requests" id={REQUEST_ID} isStaff={false} />);
    expect(await screen.findByText('Comment c1')).toBeTruthy();
    const box = await input();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('checkbox', { name: 'Share publicly' })).toBeNull();

    type(box, 'Hello @');
    const list = await screen.findByRole('listbox', { name: 'Mention' });
    // The agent alone: no staff list, no teams.
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Olivia Frei']);
    fireEvent.mouseDown(within(list).getByRole('option', { name: /Olivia Frei/ }));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe('Hello @Olivia Frei '));
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);

    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(api.bodiesOf(`POST ${BASE}/activity`)).toHaveLength(1));
    expect(api.bodiesOf(`POST ${BASE}/activity`)[0]).toEqual({
      comment: 'Hello @Olivia Frei',
      mentions: [{ kind: 'user', id: AGENT.id }],
      sharePublicly: true,
      reference: null,
    });
    expect(await screen.findByText('Hello @Olivia Frei')).toBeTruthy();
  });

  it('forces Share publicly off with the spec message while staff mention an internal document', async () => {
    const api = logApi([]);
    renderCollab(<RecordActivityLog kind="booking-requests" id={REQUEST_ID} isStaff />);
    const box = await input();
    const share = screen.getByRole('checkbox', { name: 'Share publicly' });
    fireEvent.click(share);
    expect(share).toHaveProperty('checked', true);

    type(box, 'See @bl');
    const list = await screen.findByRole('listbox', { name: 'Mention' });
    fireEvent.mouseDown(within(list).getByRole('option', { name: /bl-draft\.pdf/ }));
    await waitFor(() => expect(share).toHaveProperty('disabled', true));
    expect(share).toHaveProperty('checked', false);
    expect(screen.getByText(ACTIVITY_MESSAGES.removeInternalMention)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.bodiesOf(`POST ${BASE}/activity`)).toHaveLength(1));
    expect(api.bodiesOf(`POST ${BASE}/activity`)[0]).toMatchObject({
      mentions: [{ kind: 'document', id: 'bl-draft' }],
      sharePublicly: false,
    });

    // Deleting the mention's words gives the choice back.
    type(box, 'See nothing');
    await waitFor(() => expect(share).toHaveProperty('disabled', false));
  });

  it('forces Share publicly off while the comment refers to an internal document', async () => {
    const api = logApi([]);
    renderCollab(<RecordActivityLog kind="booking-requests" id={REQUEST_ID} isStaff />);
    const box = await input();
    const share = screen.getByRole('checkbox', { name: 'Share publicly' });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Refers to' }));
    fireEvent.click(await screen.findByRole('option', { name: 'bl-draft.pdf' }));
    await waitFor(() => expect(share).toHaveProperty('disabled', true));
    expect(screen.getByText(ACTIVITY_MESSAGES.removeInternalMention)).toBeTruthy();
    type(box, 'Draft attached');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.bodiesOf(`POST ${BASE}/activity`)).toHaveLength(1));
    expect(api.bodiesOf(`POST ${BASE}/activity`)[0]).toMatchObject({
      sharePublicly: false,
      reference: { kind: 'document', documentId: 'bl-draft' },
    });
  });

  it("takes a document row's Comment (commentOn) as the reference and drops the parameter", async () => {
    logApi([]);
    renderCollab(
      <RecordActivityLog kind="booking-requests" id={REQUEST_ID} isStaff />,
      `/booking-requests/${REQUEST_ID}?commentOn=document:bl-draft`,
    );
    expect(await screen.findByText('bl-draft.pdf')).toBeTruthy();
    await waitFor(() => expect(currentSearch()).toBe(''));
    expect(screen.getByText(ACTIVITY_MESSAGES.removeInternalMention)).toBeTruthy();
  });

  it('offers staff exactly the people and teams the server offers for this record', async () => {
    const api = logApi([]);
    renderCollab(<RecordActivityLog kind="booking-requests" id={REQUEST_ID} isStaff />);
    const box = await input();
    type(box, '@');
    const list = await screen.findByRole('listbox', { name: 'Mention' });
    const offered = within(list)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered[0]).toBe('Marco Bianchi');
    expect(offered[1]).toMatch(/^Export Operations/);
    // Staff of other carriers stay off the list: the web takes the server's list, not every staff user.
    expect(offered.join()).not.toContain('Mara Hsg');
    expect(api.calls.some((c) => c.key === 'GET /api/users')).toBe(false);
  });

  it('disables pinning a third comment with the limit message and pins with the spec snackbar', async () => {
    const api = logApi(
      [comment('p1', { isPinned: true }), comment('p2', { isPinned: true }), comment('c3')],
      {
        [`PUT ${BASE}/activity/p1/pin`]: (body) =>
          json(200, comment('p1', { isPinned: (body as { pinned: boolean }).pinned })),
      },
    );
    renderCollab(<RecordActivityLog kind="booking-requests" id={REQUEST_ID} isStaff />);
    const third = await screen.findByText('Comment c3');
    const item = third.closest('li')!;
    const pin = within(item).getByRole('button', { name: 'Pin comment' });
    expect(pin).toHaveProperty('disabled', true);
    fireEvent.mouseOver(pin.parentElement!);
    expect(await screen.findByText(ACTIVITY_MESSAGES.pinLimit)).toBeTruthy();

    const first = screen.getByText('Comment p1').closest('li')!;
    fireEvent.click(within(first).getByRole('button', { name: 'Unpin comment' }));
    expect(await screen.findByText(ACTIVITY_MESSAGES.unpinned)).toBeTruthy();
    expect(api.bodiesOf(`PUT ${BASE}/activity/p1/pin`)).toEqual([{ pinned: false }]);
  });

  it('shows a failed pin with the spec message', async () => {
    logApi([comment('c1')], {
      [`PUT ${BASE}/activity/c1/pin`]: () =>
        json(409, { code: 'CONFLICT', message: ACTIVITY_MESSAGES.pinLimit }),
    });
    renderCollab(<RecordActivityLog kind="booking-requests" id={REQUEST_ID} isStaff />);
    const item = (await screen.findByText('Comment c1')).closest('li')!;
    fireEvent.click(within(item).getByRole('button', { name: 'Pin comment' }));
    expect(await screen.findByText(ACTIVITY_MESSAGES.pinFailed(ACTIVITY_MESSAGES.pinLimit))).toBeTruthy();
  });

  it('asks without plain activity when Show Activity is off', async () => {
    const api = logApi([comment('c1')]);
    renderCollab(<RecordActivityLog kind="booking-requests" id={REQUEST_ID} isStaff />);
    await screen.findByText('Comment c1');
    fireEvent.click(screen.getByRole('switch', { name: 'Show Activity' }));
    await waitFor(() =>
      expect(
        api.calls.some(
          (c) => c.key === `GET ${BASE}/activity` && c.url.searchParams.get('showActivity') === 'false',
        ),
      ).toBe(true),
    );
  });

  it('scrolls to the focusComment, highlights it and removes the parameter', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    logApi([comment('c1'), comment('c2')]);
    renderCollab(
      <RecordActivityLog kind="booking-requests" id={REQUEST_ID} isStaff={false} />,
      `/booking-requests/${REQUEST_ID}?focusComment=c2&tab=x`,
    );
    const item = (await screen.findByText('Comment c2')).closest('li')!;
    await waitFor(() => expect(item.getAttribute('data-focused')).toBe('true'));
    expect(scrolled).toHaveBeenCalled();
    await waitFor(() => expect(currentSearch()).toBe('?tab=x'));
  });

  it('shows the error with a retry when the log cannot be loaded', async () => {
    mockCollabApi({
      [`GET ${BASE}/activity`]: () => json(500, { code: 'INTERNAL', message: 'Database down' }),
    });
    renderCollab(<RecordActivityLog kind="booking-requests" id={REQUEST_ID} isStaff={false} />);
    expect(await screen.findByText(/The activity could not be loaded: Database down/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
