import { formatDateTime } from '../format/dates.ts';
import type { CollabRecordKind } from '../collaboration/api.ts';

/**
 * The banners of spec 000 §3 ("banner types AMS_CLOSING ('AMS Closing:'), ON_HOLD ('This payment is on hold.'),
 * BOOKING_HAS_PINNED_COMMENTS"). The first two words are the spec's; the pinned-comments banner has no words
 * there, so its sentence is ours (docs/decisions.md, decision 48).
 */
export const BANNER_TYPES = ['AMS_CLOSING', 'ON_HOLD', 'BOOKING_HAS_PINNED_COMMENTS'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];

export const BANNER_TEXT = {
  AMS_CLOSING: 'AMS Closing:',
  ON_HOLD: 'This payment is on hold.',
} as const satisfies Partial<Record<BannerType, string>>;

/** The pinned-comments banner's sentence (ours), for a booking or a booking request. */
export function pinnedCommentsBannerText(kind: CollabRecordKind): string {
  return kind === 'bookings'
    ? 'This booking has pinned comments:'
    : 'This booking request has pinned comments:';
}

export interface AmsClosingBanner {
  /** 'AMS Closing: dd.MM.yyyy HH:mm' (spec 000 §9's date and time format, on the reader's clock). */
  text: string;
  /** The closing has passed: the banner turns from a warning into an error. */
  passed: boolean;
}

/**
 * The AMS closing banner of the booking page: the US customs filing (AMS) deadline of a booking that has one,
 * while the booking is live, i.e. not archived and its vessel not yet departed. Null otherwise.
 */
export function amsClosingBanner(
  booking: { amsClosing: string | null; archived: boolean; etd: string | null },
  now: Date = new Date(),
): AmsClosingBanner | null {
  if (!booking.amsClosing || booking.archived) return null;
  const closing = new Date(booking.amsClosing);
  if (Number.isNaN(closing.getTime())) return null;
  if (booking.etd && new Date(booking.etd).getTime() <= now.getTime()) return null;
  return {
    text: `${BANNER_TEXT.AMS_CLOSING} ${formatDateTime(closing)}`,
    passed: closing.getTime() <= now.getTime(),
  };
}

/**
 * The ON_HOLD banner of a weekly payment: shown while its platform status is On Hold and it is still In Progress,
 * as the card's label shows On Hold only then (spec 000 §4 "On Hold is orange and shown only while In Progress").
 */
export function paymentOnHoldBanner(payment: {
  status: string;
  platformStatus: string | null;
}): string | null {
  return payment.platformStatus === 'ON_HOLD' && payment.status === 'IN_PROGRESS'
    ? BANNER_TEXT.ON_HOLD
    : null;
}
