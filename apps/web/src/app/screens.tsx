import type { SvgIconComponent } from '@mui/icons-material';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import DirectionsBoatOutlinedIcon from '@mui/icons-material/DirectionsBoatOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PercentOutlinedIcon from '@mui/icons-material/PercentOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import TodayOutlinedIcon from '@mui/icons-material/TodayOutlined';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router';
import { matchRoutePattern, type Permission, type TSessionInfo, type VisitorType } from '@portal/domain';
import type { BookingParts } from '../features/my-day/index.ts';
import { PaymentPartsProvider, type PaymentParts } from '../lib/payment-parts.tsx';
import { paths } from '../lib/paths.ts';

export interface NavEntry {
  label: string;
  /** main: everyone signed in; admin and config: staff; customer: buttons for customers. */
  group: 'main' | 'admin' | 'config' | 'customer';
  icon?: SvgIconComponent;
}

export interface Screen {
  pattern: string;
  element: LazyExoticComponent<ComponentType>;
  /** Starts downloading the screen's code (the element waits for the same download). */
  preload: () => Promise<unknown>;
  nav?: NavEntry;
  /** Visitor types the navigation item is shown to (the route tables decide who may open the path). */
  navFor?: readonly VisitorType[];
  /**
   * Narrower than the route tables: only a visitor holding this permission sees the screen (and its nav item);
   * anyone else gets the not-found page, as the server answers 403 to its calls. E.g. Team Management.
   */
  permission?: Permission;
  /**
   * The route loader: asks for the screen's first data for a signed-in visitor, in parallel with its code
   * (main.tsx), with the query options the screen itself uses, so the screen finds the answer (or the request on
   * its way) under the same key. Its module is imported on demand, to keep it out of the first script.
   */
  loader?: () => Promise<ScreenLoader>;
}

export type ScreenLoader = (queryClient: QueryClient, at: ScreenAddress) => Promise<unknown>;

export interface ScreenAddress {
  /** The pattern's parameters, e.g. a booking's id. */
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  session: TSessionInfo;
}

const loadDateLocalization = () => import('../lib/date-localization.tsx');
// The payments feature's parts shown on other screens (the booking's payment cards, My Day's postpone menu). They
// download when first shown, so a customer's booking page never fetches them.
const loadPaymentParts = () => import('../features/payments/parts.tsx');

// The bookings feature's parts My Day shows in dialogs (the accounting preview, the progress dialog): they download
// when first opened, not with My Day's list (they bring the checklist, the documents and the activity log).
const loadMyDayBookingParts = () => import('../features/bookings/my-day-parts.ts');

/** A part of another feature that downloads when first rendered (nothing shows meanwhile). */
function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}

const myDayBookingParts: BookingParts = {
  BookingPreview: lazyPart(() => loadMyDayBookingParts().then((m) => m.BookingPreview)),
  BookingChecklistDialog: lazyPart(() => loadMyDayBookingParts().then((m) => m.BookingChecklistDialog)),
};

const paymentParts: PaymentParts = {
  BookingPayments: lazyPart(() => loadPaymentParts().then((m) => m.paymentParts.BookingPayments)),
  PostponeMenu: lazyPart(() => loadPaymentParts().then((m) => m.paymentParts.PostponeMenu)),
};

/** A screen of another feature with the payment parts handed over (features do not import each other). */
function withPaymentParts(Page: ComponentType): ComponentType {
  return function PageWithPaymentParts() {
    return (
      <PaymentPartsProvider parts={paymentParts}>
        <Page />
      </PaymentPartsProvider>
    );
  };
}

interface ScreenModule {
  default: ComponentType;
}

/** A promise-like that calls back at once (React.lazy calls `then` and reads nothing else): no suspending. */
function settled(module: ScreenModule): Promise<ScreenModule> {
  return { then: (done: (value: ScreenModule) => void) => done(module) } as unknown as Promise<ScreenModule>;
}

/**
 * A lazily loaded screen whose download can also be started early. `dates`: the screen shows MUI date pickers, so
 * the pickers' localization (adapter and locale, which pull date-fns' parser) loads with it and wraps it; the app
 * root does not carry it, so screens without a date picker do not download it.
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, { dates = false } = {}) {
  let loaded: ScreenModule | undefined;
  const resolve = async (): Promise<ScreenModule> => {
    const [module, localization] = await Promise.all([load(), dates ? loadDateLocalization() : null]);
    const Page = pick(module);
    if (!localization) return (loaded = { default: Page });
    const { DateLocalization } = localization;
    return (loaded = {
      default: function PageWithDates() {
        return (
          <DateLocalization>
            <Page />
          </DateLocalization>
        );
      },
    });
  };
  // Once downloaded, the screen is handed to React at once (a thenable that calls back synchronously), not a
  // microtask later: a screen the server rendered is then taken over with the frame, in the same interruptible
  // pass, instead of in a blocking pass of its own after React has found it missing.
  const element = lazy(() => (loaded ? settled(loaded) : resolve()));
  return { element, preload: resolve };
}

// Side charges (issue 21 part 4): one screen at /charges and /charges/{id}, the editor for staff and the display
// for customers and visitors (the route tables give /charges to all three).
const sideChargesScreen = screen(
  () => import('../features/side-charges/pages/side-charges-page.tsx'),
  (m) => m.SideChargesPage,
);

/**
 * The screens that exist. A later issue adds its screen here (and its nav entry); the route guard and the
 * navigation both read this list, so a nav item appears only for a screen that is built. A feature with several
 * screens is loaded page by page (its page module, not its index), so Get Quote does not bring the quote group
 * page, nor the bookings list the request workbench.
 */
export const SCREENS: readonly Screen[] = [
  {
    pattern: paths.home.pattern,
    ...screen(
      () => import('../features/home/index.ts'),
      (m) => m.HomePage,
    ),
  },
  {
    // Staff land here (spec 001 route table). The bookings feature's parts (the accounting preview, the progress
    // dialog) are handed over by the app shell, since features do not import each other, and load when opened.
    pattern: paths.myDay.pattern,
    ...screen(
      () => import('../features/my-day/index.ts'),
      (myDay) =>
        withPaymentParts(function MyDayScreen() {
          return <myDay.MyDayPage parts={myDayBookingParts} />;
        }),
      // Its Pay date field loads the picker and its localization when reached for (lib/lazy-date-picker.tsx).
    ),
    loader: () =>
      import('../features/my-day/loader.ts').then(
        (m): ScreenLoader =>
          (queryClient, { session, search }) =>
            m.prefetchMyDay(queryClient, session, search),
      ),
    nav: { label: 'My Day', group: 'main', icon: TodayOutlinedIcon },
    navFor: ['staff'],
  },
  {
    pattern: paths.schedule.pattern,
    ...screen(
      () => import('../features/schedule/index.ts'),
      (m) => m.SchedulePage,
    ),
    nav: { label: 'Schedule', group: 'main', icon: CalendarMonthOutlinedIcon },
  },
  // The quote screens: literal paths before '/quotes/:id', which would match 'get' and 'groups' too.
  {
    pattern: paths.quotesGroups.pattern,
    ...screen(
      () => import('../features/quotes/pages/quote-groups-page.tsx'),
      (m) => m.QuoteGroupsPage,
      { dates: true },
    ),
    nav: { label: 'Quotes', group: 'main', icon: RequestQuoteOutlinedIcon },
  },
  {
    pattern: paths.quotesGet.pattern,
    ...screen(
      // Its date fields load the picker and its localization when reached for (lib/lazy-date-picker.tsx).
      () => import('../features/quotes/pages/get-quote-page.tsx'),
      (m) => m.GetQuotePage,
    ),
    nav: { label: 'Get Quote', group: 'customer' },
  },
  {
    pattern: paths.quoteGroup.pattern,
    ...screen(
      () => import('../features/quotes/pages/quote-group-page.tsx'),
      (m) => m.QuoteGroupPage,
    ),
  },
  {
    pattern: paths.quote.pattern,
    ...screen(
      () => import('../features/quotes/pages/quote-page.tsx'),
      (m) => m.QuotePage,
    ),
  },
  {
    pattern: paths.bookings.pattern,
    ...screen(
      () => import('../features/bookings/pages/bookings-page.tsx'),
      (m) => m.BookingsPage,
    ),
    loader: () =>
      import('../features/bookings/loaders.ts').then(
        (m): ScreenLoader =>
          (queryClient, { session, search }) =>
            m.prefetchBookings(queryClient, session, search),
      ),
    nav: { label: 'Bookings', group: 'main', icon: DirectionsBoatOutlinedIcon },
  },
  {
    pattern: paths.bookingRequest.pattern,
    ...screen(
      () => import('../features/bookings/pages/booking-request-page.tsx'),
      (m) => m.BookingRequestPage,
    ),
  },
  {
    pattern: paths.booking.pattern,
    ...screen(
      () => import('../features/bookings/pages/booking-page.tsx'),
      (m) => withPaymentParts(m.BookingPage),
    ),
    loader: () =>
      import('../features/bookings/loaders.ts').then(
        (m): ScreenLoader =>
          async (queryClient, { params }) =>
            params.id ? m.prefetchBooking(queryClient, params.id) : undefined,
      ),
  },
  {
    // Spec 001 §2.2: the admin-only navigation's Load list (/loadList, staff; issue 22 part 4).
    pattern: paths.loadList.pattern,
    ...screen(
      () => import('../features/load-lists/pages/load-list-page.tsx'),
      (m) => m.LoadListPage,
      { dates: true },
    ),
    nav: { label: 'Load list', group: 'admin', icon: ListAltOutlinedIcon },
    navFor: ['staff'],
  },
  {
    // Spec 001 §2.2: the configuration menu's first item, in the spec's order.
    pattern: paths.charges.pattern,
    ...sideChargesScreen,
    nav: { label: 'Side Charges', group: 'config', icon: ReceiptLongOutlinedIcon },
    navFor: ['staff'],
  },
  { pattern: paths.carrierCharges.pattern, ...sideChargesScreen },
  {
    // Spec 001 §2: the admin configuration menu's Weekly payment and Commissions (staff).
    pattern: paths.weeklyPayment.pattern,
    ...screen(
      () => import('../features/payments/pages/weekly-payment-page.tsx'),
      (m) => m.WeeklyPaymentPage,
      { dates: true },
    ),
    nav: { label: 'Weekly payment', group: 'config', icon: PaymentsOutlinedIcon },
    navFor: ['staff'],
  },
  {
    pattern: paths.commissions.pattern,
    ...screen(
      () => import('../features/payments/pages/commissions-page.tsx'),
      (m) => m.CommissionsPage,
      { dates: true },
    ),
    nav: { label: 'Commissions', group: 'config', icon: PercentOutlinedIcon },
    navFor: ['staff'],
  },
  {
    // Spec 002 §2 Vessel Overview; spec 001 §2.2 the admin-only navigation's Vessel (staff).
    pattern: paths.vessel.pattern,
    ...screen(
      () => import('../features/vessels/vessel-overview-page.tsx'),
      (m) => m.VesselOverviewPage,
      { dates: true },
    ),
    nav: { label: 'Vessel', group: 'admin', icon: DirectionsBoatOutlinedIcon },
    navFor: ['staff'],
  },
  {
    // Spec 002 §2 Team Management: the admin configuration menu's Teams, the superadmin's only.
    pattern: paths.teams.pattern,
    ...screen(
      () => import('../features/teams/teams-page.tsx'),
      (m) => m.TeamsPage,
    ),
    nav: { label: 'Teams', group: 'config', icon: GroupsOutlinedIcon },
    navFor: ['staff'],
    permission: 'manage:team:any',
  },
  {
    pattern: paths.onlineBooking.pattern,
    ...screen(
      () => import('../features/online-booking/index.ts'),
      (m) => m.OnlineBookingPage,
      { dates: true },
    ),
    nav: { label: 'Book Now', group: 'customer' },
  },
  {
    pattern: paths.myProfile.pattern,
    ...screen(
      () => import('../features/profile/index.ts'),
      (m) => m.MyProfilePage,
    ),
  },
  {
    pattern: paths.notFound.pattern,
    ...screen(
      () => import('../features/errors/index.ts'),
      (m) => m.NotFoundPage,
    ),
  },
];

/**
 * Starts the download of the screen at this path at once, while the session is still being asked for: otherwise
 * the page's code is fetched only after that answer, one round trip later, and the first paint waits for both.
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  const screen = SCREENS.find((s) => matchRoutePattern(s.pattern, pathname));
  return screen ? screen.preload().catch(() => undefined) : Promise.resolve();
}

/**
 * Starts the route loader of the screen at this address (main.tsx, beside the session and the screen's code): its
 * module downloads while the session is asked for, and its query goes out once the session says someone is
 * signed in; for an anonymous visitor nothing is asked (the screen would send them to sign in).
 */
export async function prefetchScreenData(
  queryClient: QueryClient,
  location: { pathname: string; search: string },
  session: Promise<TSessionInfo>,
): Promise<void> {
  const screen = SCREENS.find((s) => matchRoutePattern(s.pattern, location.pathname));
  if (!screen?.loader) return;
  try {
    const [load, info] = await Promise.all([screen.loader(), session]);
    if (!info.user) return;
    const params = matchPath(screen.pattern, location.pathname)?.params ?? {};
    await load(queryClient, { params, search: new URLSearchParams(location.search), session: info });
  } catch {
    // The screen asks for its data itself when it renders.
  }
}
