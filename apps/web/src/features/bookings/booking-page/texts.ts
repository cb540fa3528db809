import type { BookingTab, TPersonRef } from '@portal/domain';
import { PRINT_LABELS } from '../texts.ts';

/**
 * Our words on the booking page where the spec names a thing without quoting it (section titles, tabs, buttons).
 * The spec's quoted texts come from the domain's BOOKING_MESSAGES.
 */
export const BOOKING_PAGE_TEXT = {
  /** The button's and the dialog's title (spec 000 §4 "Watching": the assign-users button). */
  assignUsers: 'Assign users',
  summary: 'Booking Summary',
  operationsTab: 'Operations summary',
  accountingTab: 'Accounting summary',
  cargo: 'Cargo Details',
  portTerms: 'Port Terms',
  remarks: 'Remarks',
  freight: 'Freight Details',
  weeklyPayments: 'Weekly payments',
  watchers: 'Watchers',
  noWatchers: 'Nobody watches this booking yet.',
  watch: 'Watch',
  unwatch: 'Stop watching',
  archive: 'Archive',
  restore: 'Restore',
  dispute: 'Dispute',
  sendEmail: 'Send semi-automatic e-mail',
  // The customer's report (spec 000 §4 "Tasks": 'Mark that something is wrong').
  somethingWrong: 'Mark that something is wrong',
  somethingWrongHint: (id: string) =>
    `Your agent will check file ${id}. Tell them what looks wrong, if you like.`,
  somethingWrongComment: 'What is wrong?',
  somethingWrongOptional: 'Optional',
  somethingWrongSend: 'Send to my agent',
  // The print menu's words (spec 000 §2 "Booking detail"): the request page's, from the one shared module.
  printWithoutCosts: PRINT_LABELS.withoutCosts,
  printWithCost: PRINT_LABELS.withCost,
  subtitle: (id: string) => `File No. ${id}`,
  landTransportTitle: 'Do you need land transport for your cargo?',
  landTransportBody:
    'We can arrange the pre-carriage to the port of loading and the on-carriage from the port of discharge. Shall we contact you about it?',
  landTransportYes: 'Yes',
  landTransportNo: 'No',
  landTransportThanks: 'Thank you! We will get in touch about land transport.',
} as const;

/** The back link's words, the tab names of spec 000 §2 "Bookings page tabs". */
export const BOOKING_TAB_LABELS: Record<BookingTab, string> = {
  active: 'Active',
  'pending-payment': 'Pending Payment',
  archived: 'Archived',
  history: 'History',
};

export const personName = (person: TPersonRef) => `${person.firstName} ${person.lastName}`.trim();
