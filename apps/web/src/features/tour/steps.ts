import type { VisitorType } from '@portal/domain';
import { paths } from '../../lib/paths.ts';

export interface TourStep {
  /** A `data-tour` name: the element the step points at carries `data-tour="<name>"`. */
  target: string;
  title: string;
  text: string;
  /** Shown only to this kind of visitor (the element may exist for both, the explanation differs). */
  only?: VisitorType;
}

/**
 * The navbar guide: the top navigation explained, once (its completion is remembered in the browser, spec 001
 * §2.2). Steps whose element is not on the screen (the nav items on a phone, the menu button on a desktop, the bell
 * of a visitor) are left out when the tour starts.
 */
export const NAVBAR_GUIDE: readonly TourStep[] = [
  {
    target: 'nav-home',
    title: 'Welcome',
    text: 'This short tour shows you around. Use the arrow keys or the buttons to move on, Escape to stop. The logo always brings you back to the start page.',
  },
  {
    target: 'nav-items',
    title: 'Where things are',
    text: 'The main areas: your work of the day, sailings, quotes and bookings. Customers also find Get Quote and Book Now here.',
  },
  {
    target: 'nav-menu',
    title: 'The menu',
    text: 'On a small screen the main areas live in this menu.',
  },
  {
    target: 'nav-quick-search',
    title: 'Quick Search',
    text: 'Find a booking by its number, a container or a reference. Ctrl+G or ⌘K opens it from anywhere.',
  },
  {
    target: 'nav-help',
    title: 'Help on every page',
    text: 'This button starts the guided tour of the page you are on, whenever you need it.',
  },
  {
    target: 'nav-notifications',
    title: 'Notifications',
    text: 'The bell counts what is new for you; open it to read, mark as read or jump to the record.',
  },
  {
    target: 'nav-user-menu',
    title: 'Your account',
    text: 'My profile (your company, teams and the vacation redirection) and Log Out.',
  },
  {
    target: 'nav-login',
    title: 'Log in',
    text: 'Log in with your work e-mail address: we send you a link, no password needed.',
  },
];

const listFilters = (what: string): TourStep => ({
  target: 'list-filters',
  title: 'Search and filter',
  text: `Narrow the ${what} down by text, dates and the other filters; the address keeps them, so a link shows the same list.`,
});

/** Each screen's own steps, by its route pattern (app/screens.tsx). Every signed-in screen has some. */
/** Side charges (spec 002 §2, 001 §2.13): staff edit them per carrier, everyone else reads one panel per carrier. */
const SIDE_CHARGES_TOUR: readonly TourStep[] = [
  {
    target: 'charges-carriers',
    title: 'The carriers',
    text: 'Choose a carrier to edit its side charges; choose it again to close it.',
    only: 'staff',
  },
  {
    target: 'charges-editor',
    title: 'Import / Crosstrade and Export',
    text: 'Edit headers and cells in place, add or remove columns, rows and tables; Save shows once something changed.',
    only: 'staff',
  },
  {
    target: 'charges-panels',
    title: 'Side charges per carrier',
    text: 'Open a carrier to read its import / crosstrade and export charges.',
  },
];

export const PAGE_TOURS: Readonly<Record<string, readonly TourStep[]>> = {
  [paths.home.pattern]: [
    {
      target: 'home-search',
      title: 'Find a sailing',
      text: 'Pick the port of loading and of discharge and a date: the schedule shows the sailings that fit.',
    },
    {
      target: 'home-offers',
      title: 'Special offers',
      text: 'Rates on offer for a limited time; open one to get a quote on it.',
    },
    {
      target: 'home-entry',
      title: 'Where to start',
      text: 'The schedule, instant quotes and online booking, one click away.',
    },
  ],
  [paths.myDay.pattern]: [
    {
      target: 'list-filters',
      title: 'Your day',
      text: 'The tasks that are due: choose operations or accounting, filter by due date, carrier, client or assignee.',
      only: 'staff',
    },
    {
      target: 'list-filters',
      title: 'Your day',
      text: 'The tasks assigned to you; filter them by due date or carrier.',
      only: 'customer',
    },
    {
      target: 'list-results',
      title: 'Work through the list',
      text: 'Open a task to see its booking and checklist, resolve it, or select several to assign them at once.',
    },
  ],
  [paths.schedule.pattern]: [
    {
      target: 'schedule-search',
      title: 'Search sailings',
      text: 'Pick the ports, the earliest departure and how many weeks to look ahead. Press g then s to jump here.',
    },
    {
      target: 'schedule-results',
      title: 'Compare and act',
      text: 'Sort and filter by carrier, open the itinerary or closings, copy a booking request, or book online.',
    },
  ],
  [paths.quotesGroups.pattern]: [
    {
      target: 'quote-groups',
      title: 'Your quote requests',
      text: 'Each group collects the carriers’ quotes for one request. Open one to compare them and comment.',
    },
  ],
  [paths.quotesGet.pattern]: [
    {
      target: 'quote-route',
      title: 'Route and date',
      text: 'Tell us where the cargo goes and when it is ready.',
    },
    {
      target: 'quote-cargo',
      title: 'Cargo',
      text: 'Add the containers and the commodity; we compare the carriers for you.',
    },
  ],
  [paths.quoteGroup.pattern]: [
    {
      target: 'group-quotes',
      title: 'Carrier quotes',
      text: 'Each card is one carrier’s offer. Open it for the charges, or book it.',
    },
    {
      target: 'group-comments',
      title: 'Comments',
      text: 'Ask questions about the request; the team answers here.',
    },
  ],
  [paths.quote.pattern]: [
    {
      target: 'page-actions',
      title: 'Act on the quote',
      text: 'Print it, pick a sailing, or book it online.',
    },
    {
      target: 'quote-charges',
      title: 'Charges',
      text: 'Ocean freight and surcharges per container, with their validity.',
    },
  ],
  [paths.bookings.pattern]: [
    {
      target: 'bookings-tabs',
      title: 'Bookings and requests',
      text: 'Active and archived bookings, and the booking requests by their state. Staff see the requests waiting for them counted on the tabs.',
    },
    listFilters('list'),
    {
      target: 'list-results',
      title: 'The list',
      text: 'Open a booking or request for its details, documents and activity.',
    },
    {
      target: 'page-actions',
      title: 'Book a new shipment',
      text: 'Find a sailing on the schedule and book it online.',
    },
  ],
  [paths.bookingRequest.pattern]: [
    {
      target: 'page-actions',
      title: 'What you can do',
      text: 'The actions this request allows now, e.g. edit, copy, cancel, or book it.',
    },
    {
      target: 'record-main',
      title: 'The request',
      text: 'Route, sailing, cargo, port terms, remarks and freight, as submitted.',
    },
    {
      target: 'record-side',
      title: 'Checklist, files and activity',
      text: 'What is still to do, the documents, and the conversation about this request.',
    },
  ],
  [paths.booking.pattern]: [
    {
      target: 'page-actions',
      title: 'What you can do',
      text: 'Print the booking, send it by e-mail, or watch it to hear of every change.',
    },
    {
      target: 'booking-tabs',
      title: 'Operations and accounting',
      text: 'Switch between the booking’s operational summary and its weekly payments.',
      only: 'staff',
    },
    {
      target: 'record-main',
      title: 'The booking',
      text: 'Route and sailing, containers, port terms, remarks and freight.',
    },
    {
      target: 'record-side',
      title: 'Checklist, watchers and activity',
      text: 'The steps to a sailed booking, who watches it, and the conversation about it.',
    },
  ],
  [paths.loadList.pattern]: [
    {
      target: 'load-list-add',
      title: 'Add a load list',
      text: 'Upload a .csv or .xls file (download the sample for its headers) or paste one container per line; a wrong container number saves nothing.',
    },
    listFilters('containers'),
    {
      target: 'list-results',
      title: 'The containers',
      text: 'Each box with its seal, status, booking and the booking’s checklist progress.',
    },
  ],
  [paths.weeklyPayment.pattern]: [
    listFilters('payments'),
    {
      target: 'list-results',
      title: 'The weekly payments',
      text: 'Open a payment to check its documents; select several to move them to another pay date.',
    },
  ],
  [paths.commissions.pattern]: [
    listFilters('commissions'),
    {
      target: 'list-results',
      title: 'The commissions',
      text: 'Select commissions to see their total before you settle them.',
    },
  ],
  [paths.vessel.pattern]: [
    {
      target: 'vessel-filters',
      title: 'Which voyages',
      text: 'Category, your carriers and the departure dates (5 days either side of today to start). The link keeps them.',
    },
    {
      target: 'vessel-cards',
      title: 'One card per vessel with its voyage',
      text: 'Departure, arrival, port of discharge, bookings and TEU. Open a card to see its bookings.',
    },
  ],
  [paths.teams.pattern]: [
    {
      target: 'team-tabs',
      title: 'Team Management',
      text: 'Teams, admins, reassignment rules, payment-confirmation contacts and customer companies: one tab each.',
    },
    {
      target: 'team-tab-panel',
      title: 'The chosen tab',
      text: 'Edit a row in place; History shows who changed what, and when.',
    },
  ],
  [paths.charges.pattern]: SIDE_CHARGES_TOUR,
  [paths.carrierCharges.pattern]: SIDE_CHARGES_TOUR,
  [paths.onlineBooking.pattern]: [
    {
      target: 'booking-steps',
      title: 'Four steps',
      text: 'General, cargo, parties and a summary. Your entries are kept while you move between steps.',
    },
    {
      target: 'booking-route',
      title: 'Route and sailing',
      text: 'Start from a sailing chosen on the schedule, or enter the ports and dates.',
    },
    {
      target: 'booking-quote',
      title: 'Quote',
      text: 'Link a quote so the agreed rates apply.',
    },
  ],
  [paths.myProfile.pattern]: [
    {
      target: 'profile-identity',
      title: 'Who you are',
      text: 'Your name, e-mail address and role as the portal knows them.',
    },
    {
      target: 'profile-company',
      title: 'Company and teams',
      text: 'The company you book for, and the teams you belong to.',
    },
    {
      target: 'profile-redirection',
      title: 'Vacation redirection',
      text: 'Away? Send your notifications to a colleague until you are back.',
    },
  ],
};

/** The steps of a tour for this screen and visitor: the navbar guide first while it is not finished. */
export function tourSteps(pattern: string | null, visitor: VisitorType, withNavbar: boolean): TourStep[] {
  const page = (pattern ? (PAGE_TOURS[pattern] ?? []) : []).filter((s) => !s.only || s.only === visitor);
  return [...(withNavbar ? NAVBAR_GUIDE : []), ...page];
}

export const tourSelector = (step: TourStep) => `[data-tour="${step.target}"]`;
