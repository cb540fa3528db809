import type { SvgIconComponent } from '@mui/icons-material';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import DirectionsBoatOutlinedIcon from '@mui/icons-material/DirectionsBoatOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { VisitorType } from '@portal/domain';
import { paths } from '../lib/paths.ts';

export interface NavEntry {
  label: string;
  /** main: everyone signed in; admin and config: staff; customer: buttons for customers. */
  group: 'main' | 'admin' | 'config' | 'customer';
  icon?: SvgIconComponent;
  superadminOnly?: boolean;
}

export interface Screen {
  pattern: string;
  element: LazyExoticComponent<ComponentType>;
  nav?: NavEntry;
  /** Visitor types the navigation item is shown to (the route tables decide who may open the path). */
  navFor?: readonly VisitorType[];
}

/**
 * The screens that exist. A later issue adds its screen here (and its nav entry); the route guard and the
 * navigation both read this list, so a nav item appears only for a screen that is built.
 */
export const SCREENS: readonly Screen[] = [
  {
    pattern: paths.home.pattern,
    element: lazy(() => import('../features/home/index.ts').then((m) => ({ default: m.HomePage }))),
  },
  {
    pattern: paths.schedule.pattern,
    element: lazy(() => import('../features/schedule/index.ts').then((m) => ({ default: m.SchedulePage }))),
    nav: { label: 'Schedule', group: 'main', icon: CalendarMonthOutlinedIcon },
  },
  // The quote screens: literal paths before '/quotes/:id', which would match 'get' and 'groups' too.
  {
    pattern: paths.quotesGroups.pattern,
    element: lazy(() => import('../features/quotes/index.ts').then((m) => ({ default: m.QuoteGroupsPage }))),
    nav: { label: 'Quotes', group: 'main', icon: RequestQuoteOutlinedIcon },
  },
  {
    pattern: paths.quotesGet.pattern,
    element: lazy(() => import('../features/quotes/index.ts').then((m) => ({ default: m.GetQuotePage }))),
    nav: { label: 'Get Quote', group: 'customer' },
  },
  {
    pattern: paths.quoteGroup.pattern,
    element: lazy(() => import('../features/quotes/index.ts').then((m) => ({ default: m.QuoteGroupPage }))),
  },
  {
    pattern: paths.quote.pattern,
    element: lazy(() => import('../features/quotes/index.ts').then((m) => ({ default: m.QuotePage }))),
  },
  {
    pattern: paths.bookings.pattern,
    element: lazy(() => import('../features/bookings/index.ts').then((m) => ({ default: m.BookingsPage }))),
    nav: { label: 'Bookings', group: 'main', icon: DirectionsBoatOutlinedIcon },
  },
  {
    pattern: paths.bookingRequest.pattern,
    element: lazy(() =>
      import('../features/bookings/index.ts').then((m) => ({ default: m.BookingRequestPage })),
    ),
  },
  {
    pattern: paths.onlineBooking.pattern,
    element: lazy(() =>
      import('../features/online-booking/index.ts').then((m) => ({ default: m.OnlineBookingPage })),
    ),
    nav: { label: 'Book Now', group: 'customer' },
  },
  {
    pattern: paths.myProfile.pattern,
    element: lazy(() => import('../features/profile/index.ts').then((m) => ({ default: m.MyProfilePage }))),
  },
  {
    pattern: paths.notFound.pattern,
    element: lazy(() => import('../features/errors/index.ts').then((m) => ({ default: m.NotFoundPage }))),
  },
];
