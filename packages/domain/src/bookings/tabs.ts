/**
 * The booking tabs of /bookings (spec 000 §2 "Bookings page tabs", §4 "Tab filters"). Active has no value in the
 * address. Pending Payment is staff's; a customer's Active keeps pending-payment bookings (they are still the
 * customer's live shipments), and History is the customer's name for Archived (docs/decisions.md decision 38).
 */
export const BOOKING_TABS = ['active', 'pending-payment', 'archived', 'history'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

export const STAFF_BOOKING_TABS: readonly BookingTab[] = ['active', 'pending-payment', 'archived'];
export const CUSTOMER_BOOKING_TABS: readonly BookingTab[] = ['active', 'history'];

export function bookingTabsFor(staff: boolean): readonly BookingTab[] {
  return staff ? STAFF_BOOKING_TABS : CUSTOMER_BOOKING_TABS;
}

/** What a tab lists: the archived flag, and for staff's tabs the pending-payment flag too. */
export function bookingTabFlags(
  tab: BookingTab,
  staff: boolean,
): { archived: boolean; pendingPayment?: boolean } {
  if (tab === 'archived' || tab === 'history') return { archived: true };
  if (tab === 'pending-payment') return { archived: false, pendingPayment: true };
  return staff ? { archived: false, pendingPayment: false } : { archived: false };
}

/** Archived and History list by a date range (spec 000 §4 "Archived/History = archived with a date range"). */
export const bookingTabHasDateRange = (tab: BookingTab) => tab === 'archived' || tab === 'history';

/**
 * The booking page's back link (spec 000 §2 "Booking detail"): pending payment and not archived leads to the
 * Pending Payment tab, archived and not pending payment to Archived (History for a customer), anything else
 * to Active. A customer has no Pending Payment tab: such a booking is in their Active list.
 */
export function bookingBackTab(
  booking: { archived: boolean; pendingPayment: boolean },
  staff: boolean,
): BookingTab {
  if (booking.pendingPayment && !booking.archived) return staff ? 'pending-payment' : 'active';
  if (booking.archived && !booking.pendingPayment) return staff ? 'archived' : 'history';
  return 'active';
}
