import { describe, expect, it } from 'vitest';
import {
  clearedFilters,
  filtersOf,
  isFiltered,
  nextParams,
  queryOf,
  type MyDayViewer,
} from '../src/features/my-day/my-day-params.ts';

const ME = '0b9c6e2a-8f51-4c39-9a7e-3d2f1c0b8a71';
const OTHER = '5d3a1f7e-2c4b-4e8a-9f60-1a2b3c4d5e6f';
const viewer: MyDayViewer = { userId: ME, lockedCarrier: null, initialCategory: 'operations' };
const read = (search: string, who: MyDayViewer = viewer) => filtersOf(new URLSearchParams(search), who);

describe('My Day filters in the address', () => {
  it('opens on the initial filter of spec 000 §9: operations, my tasks, both statuses, no client tasks', () => {
    expect(read('')).toEqual({
      category: 'operations',
      assignee: 'me',
      status: null,
      carrier: null,
      payDate: null,
      clientTasks: false,
      page: 1,
      perPage: 10,
    });
    expect(read('', { ...viewer, initialCategory: 'accounting' }).category).toBe('accounting');
  });

  it('reads the address forgivingly', () => {
    const filters = read(
      'category=x&assignee=bob&status=Future&page=-2&perPage=11&clientTasks=yes&carrier= hsg ',
    );
    expect(filters).toMatchObject({
      category: 'operations',
      assignee: 'me',
      status: null,
      page: 1,
      perPage: 10,
      clientTasks: false,
      carrier: 'HSG',
    });
    expect(read(`assignee=${ME}`).assignee).toBe('me');
    expect(read(`assignee=${OTHER}&status=Overdue&perPage=50&page=3`)).toMatchObject({
      assignee: OTHER,
      status: 'Overdue',
      perPage: 50,
      page: 3,
    });
    expect(read('assignee=all').assignee).toBe('all');
  });

  it('keeps the pay date on Accounting only, and a restricted member on their carrier', () => {
    expect(read('payDate=2026-11-27').payDate).toBeNull();
    expect(read('category=accounting&payDate=2026-11-27').payDate).toBe('2026-11-27');
    expect(read('category=accounting&payDate=2026-02-31').payDate).toBeNull();
    expect(read('carrier=ZIM', { ...viewer, lockedCarrier: 'HSG' }).carrier).toBe('HSG');
  });

  it('asks the server for what is set, with the department, assignee, switch and page always said', () => {
    expect(queryOf(read(''))).toEqual({
      category: 'operations',
      assignee: 'me',
      clientTasks: false,
      page: 1,
      perPage: 10,
    });
    expect(queryOf(read('category=accounting&payDate=2026-11-27&status=Pending&carrier=HSG'))).toMatchObject({
      category: 'accounting',
      payDate: '2026-11-27',
      status: 'Pending',
      carrier: 'HSG',
    });
  });

  it('writes defaults out of the address, starts again at page 1, and drops the pay date off Accounting', () => {
    const current = new URLSearchParams('category=accounting&payDate=2026-11-27&page=3&assignee=all');
    expect(nextParams(current, { page: 4 }).toString()).toBe(
      'category=accounting&payDate=2026-11-27&page=4&assignee=all',
    );
    expect(nextParams(current, { assignee: 'me', clientTasks: true }).toString()).toBe(
      'category=accounting&payDate=2026-11-27&clientTasks=true',
    );
    expect(nextParams(current, { category: 'operations' }).toString()).toBe(
      'category=operations&assignee=all',
    );
    expect(nextParams(new URLSearchParams('perPage=25'), { perPage: 10 }).toString()).toBe('');
    expect(nextParams(new URLSearchParams('status=Overdue'), { status: null }).toString()).toBe('');
  });

  it('tells a narrowed list from the initial one, and clears back to it', () => {
    expect(isFiltered(read(''), viewer)).toBe(false);
    expect(isFiltered(read('category=accounting&perPage=50'), viewer)).toBe(false);
    expect(isFiltered(read('status=Overdue'), viewer)).toBe(true);
    expect(isFiltered(read('clientTasks=true'), viewer)).toBe(true);
    const locked = { ...viewer, lockedCarrier: 'HSG' };
    expect(isFiltered(read('', locked), locked)).toBe(false);
    const cleared = nextParams(
      new URLSearchParams(
        'category=accounting&status=Overdue&assignee=all&clientTasks=true&payDate=2026-11-27',
      ),
      clearedFilters(viewer),
    );
    expect(cleared.toString()).toBe('category=accounting');
  });
});
