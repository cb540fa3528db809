import { requestTabOf, type RequestTab } from '@portal/domain';
import { paths } from '../../lib/paths.ts';

/** The value of the `tab` query parameter; Active has none (spec 000 §2 "Bookings page tabs"). */
export type BookingsTab = 'active' | 'pending-payment' | 'archived' | 'history' | RequestTab;

export interface BookingsTabDef {
  value: BookingsTab;
  label: string;
  /** Which badge count the tab shows (staff only; clients see no counts). */
  badge?: 'requests' | 'onHold';
}

/** The tab sets per role, in the spec's order. */
const STAFF_TABS: readonly BookingsTabDef[] = [
  { value: 'active', label: 'Active' },
  { value: 'pending-payment', label: 'Pending Payment' },
  { value: 'archived', label: 'Archived' },
  { value: 'requests', label: 'Requests', badge: 'requests' },
  { value: 'on-hold', label: 'On Hold', badge: 'onHold' },
  { value: 'archived-requests', label: 'Archived Requests' },
];

const CUSTOMER_TABS: readonly BookingsTabDef[] = [
  { value: 'active', label: 'Active' },
  { value: 'history', label: 'History' },
  { value: 'requests', label: 'Requests' },
  { value: 'archived-requests', label: 'Archived Requests' },
];

/**
 * The tabs that have a screen. The booking lists (Active, Pending Payment, Archived, History) come with the
 * bookings module; until then only the request tabs are shown, in their place in the spec's order
 * (docs/decisions.md, "Bookings tabs"). Adding a booking tab is adding its value here.
 */
const BUILT_TABS: ReadonlySet<BookingsTab> = new Set<BookingsTab>([
  'requests',
  'on-hold',
  'archived-requests',
]);

export const DEFAULT_TAB: RequestTab = 'requests';

export function tabsFor(staff: boolean): BookingsTabDef[] {
  return (staff ? STAFF_TABS : CUSTOMER_TABS).filter((tab) => BUILT_TABS.has(tab.value));
}

/** The tab the address asks for, if this visitor has it; otherwise the default (forgiving, like every list). */
export function tabFromParam(param: string | null, staff: boolean): RequestTab {
  const tab = tabsFor(staff).find((t) => t.value === param);
  return (tab?.value as RequestTab | undefined) ?? DEFAULT_TAB;
}

export function bookingsTabHref(tab: BookingsTab): string {
  return tab === 'active' ? paths.bookings.getHref() : `${paths.bookings.getHref()}?tab=${tab}`;
}

/**
 * The request page's back link (spec 000 §2): the requests tab up to In Progress and not on hold, the on-hold
 * tab when on hold, the archived-requests tab from Confirmed on. A client has no On Hold tab, so a held
 * request leads a client back to Requests, where it was before it was held.
 */
export function requestBackTab(request: { statusCode: number; hold: boolean }, staff: boolean): RequestTab {
  const tab = requestTabOf(request);
  return tab === 'on-hold' && !staff ? 'requests' : tab;
}

export const BACK_LABELS: Record<RequestTab, string> = {
  requests: 'Requests',
  'on-hold': 'On Hold',
  'archived-requests': 'Archived Requests',
};
