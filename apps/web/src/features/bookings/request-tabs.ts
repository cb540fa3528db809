import { bookingTabsFor, requestTabOf, type BookingTab, type RequestTab } from '@portal/domain';
import { paths } from '../../lib/paths.ts';

/** The value of the `tab` query parameter; Active has none (spec 000 §2 "Bookings page tabs"). */
export type BookingsTab = BookingTab | RequestTab;

export interface BookingsTabDef {
  value: BookingsTab;
  label: string;
  /** Which badge count the tab shows (staff only; clients see no counts). */
  badge?: 'requests' | 'onHold';
}

const BOOKING_TAB_LABELS: Record<BookingTab, string> = {
  active: 'Active',
  'pending-payment': 'Pending Payment',
  archived: 'Archived',
  history: 'History',
};

/** The request tabs, in the spec's order after the booking tabs; clients have no On Hold tab. */
const STAFF_REQUEST_TABS: readonly BookingsTabDef[] = [
  { value: 'requests', label: 'Requests', badge: 'requests' },
  { value: 'on-hold', label: 'On Hold', badge: 'onHold' },
  { value: 'archived-requests', label: 'Archived Requests' },
];

const CUSTOMER_REQUEST_TABS: readonly BookingsTabDef[] = [
  { value: 'requests', label: 'Requests' },
  { value: 'archived-requests', label: 'Archived Requests' },
];

const REQUEST_TABS: readonly RequestTab[] = ['requests', 'on-hold', 'archived-requests'];

/** The tab sets per role, in the spec's order: the domain's booking tabs, then the request tabs. */
const TABS = {
  staff: [
    ...bookingTabsFor(true).map((value) => ({ value, label: BOOKING_TAB_LABELS[value] })),
    ...STAFF_REQUEST_TABS,
  ],
  customer: [
    ...bookingTabsFor(false).map((value) => ({ value, label: BOOKING_TAB_LABELS[value] })),
    ...CUSTOMER_REQUEST_TABS,
  ],
} satisfies Record<string, readonly BookingsTabDef[]>;

export const DEFAULT_TAB: BookingsTab = 'active';

export function tabsFor(staff: boolean): readonly BookingsTabDef[] {
  return staff ? TABS.staff : TABS.customer;
}

/** The tab the address asks for, if this visitor has it; otherwise Active (forgiving, like every list). */
export function tabFromParam(param: string | null, staff: boolean): BookingsTab {
  return tabsFor(staff).find((t) => t.value === param)?.value ?? DEFAULT_TAB;
}

/** The request tabs list booking requests (RequestsPanel); the others list bookings. */
export function isRequestTab(tab: BookingsTab): tab is RequestTab {
  return (REQUEST_TABS as readonly string[]).includes(tab);
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
