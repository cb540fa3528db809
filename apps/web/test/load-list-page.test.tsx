import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LOAD_LIST_MESSAGES,
  type TContainerListItem,
  type TLoadListAnswer,
  type TLoadListRejected,
} from '@portal/domain';
import { ContainerCards } from '../src/features/load-lists/components/container-rows.tsx';
import { LoadListPage } from '../src/features/load-lists/pages/load-list-page.tsx';
import { mockRoutes, renderPage, STAFF_SESSION } from './bookings-test-utils.tsx';
import { json } from './mock-api.ts';

/** /loadList (issue 22 part 4): the table, its checklist bars and dates, the empty state, a refused paste. */

const CARRIERS = [
  { id: 'HSG', name: 'Hapag-Lloyd', displayName: 'HAPAG-LLOYD', color: '#ff6600', disabled: false },
];

function box(container: string, overrides: Partial<TContainerListItem> = {}): TContainerListItem {
  return {
    container,
    sealNum: 'HL4100548',
    status: 'ON WATER',
    deliveryRef: 'DR-1',
    bookingId: '300035',
    // Noon UTC: the same calendar day wherever the test runs.
    ets: '2026-11-24T12:00:00.000Z',
    pol: 'DEHAM',
    polName: 'Hamburg',
    category: 'Export',
    version: 1,
    carrierId: 'HSG',
    vessel: 'SAO PAULO EXPRESS',
    voyage: '2648S',
    gateIn: '2026-11-21T12:00:00.000Z',
    pickUp: null,
    checklistCheckedCount: 2,
    checklistItemCount: 5,
    ...overrides,
  };
}

const server = (rows: TContainerListItem[], extra: Parameters<typeof mockRoutes>[0] = {}) =>
  mockRoutes({
    'GET /api/containers': () => json(200, { data: rows, capped: false } satisfies TLoadListAnswer),
    'GET /api/carriers': () => json(200, CARRIERS),
    ...extra,
  });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the load list overview', () => {
  it('shows the checklist bar only for a box whose booking has checklist items, and dates as dd-MM-yyyy', async () => {
    server([box('HLXU4816015'), box('TGHU0705024', { checklistCheckedCount: 0, checklistItemCount: 0 })]);
    renderPage(<LoadListPage />, { path: '/loadList', session: STAFF_SESSION });
    const table = await screen.findByRole('table', { name: 'Containers' });
    const [, withItems, without] = within(table).getAllByRole('row');
    expect(within(withItems!).getByRole('progressbar', { name: '2 of 5 checklist items checked' })).toBeTruthy();
    expect(within(withItems!).getByText('2/5')).toBeTruthy();
    expect(within(without!).queryByRole('progressbar')).toBeNull();
    expect(within(withItems!).getByText('24-11-2026')).toBeTruthy();
    expect(within(withItems!).getByText('21-11-2026')).toBeTruthy();
    expect(screen.getByText('2 containers')).toBeTruthy();
  });

  it('says so when no container matches, and offers to clear the filters', async () => {
    const fetchMock = server([]);
    renderPage(<LoadListPage />, { path: '/loadList?carriers=HSG', session: STAFF_SESSION });
    expect(await screen.findByText(LOAD_LIST_MESSAGES.empty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/loadList'));
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.some((url) => url.includes('/api/containers?carriers=HSG'))).toBe(true);
  });

  it('keeps a refused paste in the dialog with every line the server names', async () => {
    const refusal: TLoadListRejected = {
      code: 'BAD_REQUEST',
      message: `2 lines have problems. ${LOAD_LIST_MESSAGES.rejected}`,
      errors: [
        {
          line: 1,
          message:
            'Line 1: CSQU3054384 is not a valid ISO 6346 container number: it has the check digit 4, but ISO 6346 gives 3 for CSQU305438.',
        },
        {
          line: 2,
          message:
            'Line 2: APZU4812090 is on a booking of a carrier you do not handle; only staff of that carrier may change it.',
        },
      ],
    };
    const sent: unknown[] = [];
    server([box('HLXU4816015')], {
      'POST /api/load-lists/text': (_url, body) => {
        sent.push(body);
        return json(400, refusal);
      },
    });
    renderPage(<LoadListPage />, { path: '/loadList', session: STAFF_SESSION });
    fireEvent.click(await screen.findByRole('button', { name: 'Add load list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add load list' });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Paste' }));
    const text = 'CSQU3054384, S-1, ON WATER\nAPZU4812090, S-2, ARRIVED';
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Container number, Seal number, Status/ }), {
      target: { value: text },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(sent).toEqual([{ text }]);
    expect(alert.textContent).toContain(LOAD_LIST_MESSAGES.rejected);
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      refusal.errors!.map((e) => e.message),
    );
    // Nothing was saved: the dialog stays open with the text, to be corrected.
    expect((within(dialog).getByRole('textbox', { name: /Container number/ }) as HTMLTextAreaElement).value).toBe(
      text,
    );
  });
});

describe('the phone cards', () => {
  it('keep every fact in its place: a missing one shows a dash, the checklist only with items', () => {
    renderPage(
      <ContainerCards
        rows={[
          box('HLXU4816015'),
          box('HLXU8158653', { sealNum: null, status: null, checklistItemCount: 0, checklistCheckedCount: 0 }),
        ]}
      />,
      { path: '/loadList', session: STAFF_SESSION },
    );
    const [full, bare] = within(screen.getByRole('list', { name: 'Containers' })).getAllByRole('listitem');
    const sealOf = (card: HTMLElement) => within(card).getByText('Seal number').nextElementSibling?.textContent;
    expect(sealOf(full!)).toBe('HL4100548');
    expect(sealOf(bare!)).toBe('—');
    expect(within(full!).getByText('24-11-2026')).toBeTruthy();
    expect(within(full!).getByRole('progressbar')).toBeTruthy();
    expect(within(bare!).queryByRole('progressbar')).toBeNull();
    expect(within(bare!).queryByText('Checklist')).toBeNull();
  });
});
