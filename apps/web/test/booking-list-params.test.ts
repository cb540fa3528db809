import { BOOKING_PAGE_SIZES, TAG_SELECTION_CAP } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  filtersOf,
  isFiltered,
  nextParams,
  paramsOf,
  queryOf,
  type BookingFilters,
  type Viewer,
} from '../src/features/bookings/booking-list/list-params.ts';

const STAFF: Viewer = { staff: true, lockedCarrier: null };
const CUSTOMER: Viewer = { staff: false, lockedCarrier: null };
const CLIENT = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const USER = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const TAG_A = '11111111-2222-4333-8444-555555555555';
const TAG_B = '66666666-7777-4888-9999-aaaaaaaaaaaa';

const url = (search: string) => new URLSearchParams(search);

describe('filtersOf: the address read into filters', () => {
  it('falls back to the defaults on a plain address', () => {
    expect(filtersOf(url(''), 'active', STAFF)).toEqual({
      category: 'Export',
      q: '',
      clientId: null,
      origin: null,
      destination: null,
      carrier: null,
      assignee: 'me',
      archived: false,
      tagIds: [],
      from: null,
      to: null,
      page: 1,
      perPage: BOOKING_PAGE_SIZES[0],
    } satisfies BookingFilters);
    expect(filtersOf(url(''), 'active', CUSTOMER).assignee).toBe('any');
  });

  it('reads every field of a full staff address', () => {
    const filters = filtersOf(
      url(
        `category=Import&q=MSC+123&clientId=${CLIENT}&origin=chbsl&destination=%20DEHAM%20&carrier=msc` +
          `&assignee=${USER}&tagIds=${TAG_A},${TAG_B}&from=2026-01-01&to=2026-03-31&page=3&perPage=50`,
      ),
      'archived',
      STAFF,
    );
    expect(filters).toEqual({
      category: 'Import',
      q: 'MSC 123',
      clientId: CLIENT,
      origin: 'CHBSL',
      destination: 'DEHAM',
      carrier: 'MSC',
      assignee: USER,
      archived: false,
      tagIds: [TAG_A, TAG_B],
      from: '2026-01-01',
      to: '2026-03-31',
      page: 3,
      perPage: 50,
    });
  });

  it('counts unusable values as missing', () => {
    const filters = filtersOf(
      url(
        'category=Other&clientId=nope&origin=XX&destination=12345&assignee=someone&tagIds=x,,y' +
          '&from=2026-02-30&to=yesterday&page=0&perPage=33',
      ),
      'history',
      STAFF,
    );
    expect(filters).toMatchObject({
      category: 'Export',
      clientId: null,
      origin: null,
      destination: null,
      assignee: 'me',
      tagIds: [],
      from: null,
      to: null,
      page: 1,
      perPage: BOOKING_PAGE_SIZES[0],
    });
    expect(filtersOf(url('page=2.5'), 'active', STAFF).page).toBe(1);
    expect(filtersOf(url('page=-4'), 'active', STAFF).page).toBe(1);
  });

  it('keeps the assignee choices any and none for staff', () => {
    expect(filtersOf(url('assignee=any'), 'active', STAFF).assignee).toBe('any');
    expect(filtersOf(url('assignee=none'), 'active', STAFF).assignee).toBe('none');
  });

  it('cuts the search to 100 characters and the tags to the selection cap', () => {
    const tags = Array.from(
      { length: TAG_SELECTION_CAP + 2 },
      (_, i) => `${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`,
    );
    const filters = filtersOf(url(`q=${'a'.repeat(150)}&tagIds=${tags.join(',')}`), 'active', STAFF);
    expect(filters.q).toHaveLength(100);
    expect(filters.tagIds).toEqual(tags.slice(0, TAG_SELECTION_CAP));
  });

  it('drops the staff fields for customers and reads their archived flag', () => {
    const filters = filtersOf(
      url(`clientId=${CLIENT}&assignee=${USER}&tagIds=${TAG_A}&archived=true`),
      'active',
      CUSTOMER,
    );
    expect(filters).toMatchObject({ clientId: null, assignee: 'any', tagIds: [], archived: true });
    expect(filtersOf(url('archived=true'), 'active', STAFF).archived).toBe(false);
    expect(filtersOf(url('archived=yes'), 'active', CUSTOMER).archived).toBe(false);
  });

  it('has a date range on Archived and History only', () => {
    const dated = url('from=2026-01-01&to=2026-01-31');
    expect(filtersOf(dated, 'archived', STAFF)).toMatchObject({ from: '2026-01-01', to: '2026-01-31' });
    expect(filtersOf(dated, 'history', STAFF)).toMatchObject({ from: '2026-01-01', to: '2026-01-31' });
    expect(filtersOf(dated, 'active', STAFF)).toMatchObject({ from: null, to: null });
    expect(filtersOf(dated, 'pending-payment', STAFF)).toMatchObject({ from: null, to: null });
  });

  it('always lists the one carrier of a carrier-restricted staff member', () => {
    const locked: Viewer = { staff: true, lockedCarrier: 'HSG' };
    expect(filtersOf(url('carrier=MSC'), 'active', locked).carrier).toBe('HSG');
    expect(filtersOf(url(''), 'active', locked).carrier).toBe('HSG');
  });
});

describe('queryOf: the filters as the list query', () => {
  it('sends only the tab, category and page on a plain address', () => {
    expect(queryOf('active', filtersOf(url(''), 'active', STAFF), true)).toEqual({
      tab: 'active',
      category: 'Export',
      page: 1,
      perPage: BOOKING_PAGE_SIZES[0],
      assignee: 'me',
    });
    expect(queryOf('active', filtersOf(url(''), 'active', CUSTOMER), false)).toEqual({
      tab: 'active',
      category: 'Export',
      page: 1,
      perPage: BOOKING_PAGE_SIZES[0],
    });
  });

  it('carries every filter that is set, the search trimmed', () => {
    const filters = filtersOf(
      url(
        `category=Import&q=%20%20MSC%20%20&clientId=${CLIENT}&origin=CHBSL&destination=DEHAM&carrier=MSC` +
          `&assignee=none&tagIds=${TAG_A}&from=2026-01-01&to=2026-01-31&page=2&perPage=25`,
      ),
      'history',
      STAFF,
    );
    expect(queryOf('history', filters, true)).toEqual({
      tab: 'history',
      category: 'Import',
      page: 2,
      perPage: 25,
      q: 'MSC',
      clientId: CLIENT,
      origin: 'CHBSL',
      destination: 'DEHAM',
      carrier: 'MSC',
      assignee: 'none',
      tagIds: [TAG_A],
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('leaves the assignee out for "any" and sends a customer\'s archived flag', () => {
    expect(queryOf('active', filtersOf(url('assignee=any'), 'active', STAFF), true)).not.toHaveProperty(
      'assignee',
    );
    expect(queryOf('active', filtersOf(url('archived=true'), 'active', CUSTOMER), false)).toMatchObject({
      archived: true,
    });
  });

  it('reads a range given the wrong way round in order, and sends a half range as it is', () => {
    const reversed = filtersOf(url('from=2026-03-31&to=2026-01-01'), 'archived', STAFF);
    expect(queryOf('archived', reversed, true)).toMatchObject({ from: '2026-01-01', to: '2026-03-31' });
    const fromOnly = queryOf('archived', filtersOf(url('from=2026-03-01'), 'archived', STAFF), true);
    expect(fromOnly).toMatchObject({ from: '2026-03-01' });
    expect(fromOnly).not.toHaveProperty('to');
  });
});

describe('isFiltered', () => {
  it("is false for the tab's default view, whatever the category or page", () => {
    expect(isFiltered(filtersOf(url('category=Import&page=4'), 'active', STAFF), STAFF)).toBe(false);
    expect(isFiltered(filtersOf(url(''), 'active', CUSTOMER), CUSTOMER)).toBe(false);
    const locked: Viewer = { staff: true, lockedCarrier: 'HSG' };
    expect(isFiltered(filtersOf(url(''), 'active', locked), locked)).toBe(false);
  });

  it('is true once search or any filter narrows the list', () => {
    for (const search of [
      'q=x',
      `clientId=${CLIENT}`,
      'origin=CHBSL',
      'carrier=MSC',
      'assignee=any',
      `tagIds=${TAG_A}`,
    ])
      expect(isFiltered(filtersOf(url(search), 'active', STAFF), STAFF), search).toBe(true);
    expect(isFiltered(filtersOf(url('from=2026-01-01'), 'history', STAFF), STAFF)).toBe(true);
    expect(isFiltered(filtersOf(url('archived=true'), 'active', CUSTOMER), CUSTOMER)).toBe(true);
  });
});

describe('paramsOf and nextParams: the filters written back into the address', () => {
  it('leaves the defaults out', () => {
    expect(
      paramsOf({
        category: 'Export',
        assignee: 'me',
        archived: false,
        tagIds: [],
        page: 1,
        perPage: BOOKING_PAGE_SIZES[0],
        q: '',
        origin: null,
      }),
    ).toEqual({
      category: null,
      assignee: null,
      archived: null,
      tagIds: null,
      page: null,
      perPage: null,
      q: null,
      origin: null,
    });
  });

  it('writes the other values as text', () => {
    expect(
      paramsOf({
        category: 'Import',
        assignee: 'none',
        archived: true,
        tagIds: [TAG_A, TAG_B],
        page: 3,
        perPage: 50,
        q: 'MSC',
        from: '2026-01-01',
      }),
    ).toEqual({
      category: 'Import',
      assignee: 'none',
      archived: 'true',
      tagIds: `${TAG_A},${TAG_B}`,
      page: '3',
      perPage: '50',
      q: 'MSC',
      from: '2026-01-01',
    });
  });

  it('reads back what it wrote', () => {
    const filters = filtersOf(
      url(
        `category=Import&q=MSC&origin=CHBSL&carrier=MSC&assignee=${USER}&tagIds=${TAG_A}&from=2026-01-01&page=2&perPage=25`,
      ),
      'history',
      STAFF,
    );
    const written = nextParams(url(''), { ...filters });
    expect(filtersOf(written, 'history', STAFF)).toEqual(filters);
  });

  it('starts again at page 1 on any change but paging, and keeps the rest of the address', () => {
    const current = url('category=Import&origin=CHBSL&page=4&tab=history');
    const filtered = nextParams(current, { carrier: 'MSC' });
    expect(filtered.get('page')).toBeNull();
    expect(Object.fromEntries(filtered)).toEqual({
      category: 'Import',
      origin: 'CHBSL',
      tab: 'history',
      carrier: 'MSC',
    });

    expect(nextParams(current, { page: 5 }).get('page')).toBe('5');
    expect(nextParams(current, { page: 1 }).has('page')).toBe(false);
    expect(nextParams(current, { perPage: 25 }).has('page')).toBe(false);
  });

  it('removes a filter set back to its default', () => {
    const next = nextParams(url(`origin=CHBSL&tagIds=${TAG_A}&category=Import`), {
      origin: null,
      tagIds: [],
      category: 'Export',
    });
    expect(next.toString()).toBe('');
  });

  it('leaves the current parameters untouched', () => {
    const current = url('origin=CHBSL&page=2');
    nextParams(current, { origin: 'DEHAM' });
    expect(current.toString()).toBe('origin=CHBSL&page=2');
  });
});
