import { Alert, Box, Card, Stack, Typography } from '@mui/material';
import { addDays } from 'date-fns';
import { useEffect, useMemo, useState } from 'react';
import {
  canTrackVessels,
  decideRoute,
  formatDay,
  fromIsoDate,
  orderByQuoteValidity,
  SCHEDULE_TEXT,
  sortScheduleRoutes,
  validityIntro,
  validityNote,
  validityStanding,
  vesselTrackingHref,
  type TRoutePortStop,
} from '@portal/domain';
import { useSearchParams } from 'react-router';
import {
  ScheduleSearchBar,
  type CompleteScheduleSearch,
} from '../../../components/schedule-search-bar/index.ts';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { pickerQuoteOf } from '../../../lib/lane-sailings.ts';
import { paths } from '../../../lib/paths.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { useSession } from '../../../lib/session.ts';
import { useCarriers, useScheduleRoutes, type RoutesRequest } from '../api.ts';
import { IdleResults } from '../components/idle-results.tsx';
import { NoResults } from '../components/no-results.tsx';
import { ResultsSkeleton } from '../components/results-skeleton.tsx';
import { ResultsToolbar } from '../components/results-toolbar.tsx';
import { useChooseRoute } from '../hooks/use-choose-route.ts';
import { searchFieldErrors } from '../hooks/search-field-errors.ts';
import { useScheduleSearch } from '../hooks/use-schedule-search.ts';
import { useSearchErrorSnackbar } from '../hooks/use-search-error-snackbar.tsx';
import { SpecialOffersSection } from '../../../components/special-offers/index.ts';

// A sailing's card (itinerary, closings, copy and book buttons) loads with the first search, not with the page.
// Not React.lazy: its Suspense retry renders at a priority that the world clock's tick keeps interrupting on a
// busy phone; the module's arrival is an ordinary update here.
const routeCardModule = lazyModule(() => import('../components/route-card.tsx'));

const PICKER_PROMPT = 'Choose the schedule that best suits your needs';

const sameSearch = (a: CompleteScheduleSearch, b: RoutesRequest) =>
  a.origin === b.origin && a.destination === b.destination && a.date === b.date && a.weeks === b.weeks;

/** /schedule: search sailings and act on one (spec 000 §2); `?isPicker=true` returns the chosen one instead. */
export function SchedulePage() {
  usePageTitle(SCHEDULE_TEXT.title);
  // The visit's today: defaults and the Book Now rule do not shift while the page is open.
  const [today] = useState(() => new Date());
  const { search, request, isPicker, submit, setCarrier, setSort } = useScheduleSearch(today);
  // Picking a sailing for a quote: the sailings its validity covers come first (issue 20).
  const [params] = useSearchParams();
  const quote = isPicker ? pickerQuoteOf(params) : null;
  const routes = useScheduleRoutes(request);
  const carriers = useCarriers();
  const { session } = useSession();
  const config = usePublicConfig();
  const { bookNow, pick } = useChooseRoute(request);
  useSearchErrorSnackbar(routes);
  const [cardModule, loadCards] = useLazyModule(routeCardModule);
  useEffect(() => {
    // Fetched alongside the answer, so the cards do not wait for it.
    if (request) loadCards();
  }, [request, loadCards]);
  const RouteCard = cardModule?.RouteCard;

  const errors = searchFieldErrors(routes.error);
  const sorted = useMemo(
    () =>
      routes.data
        ? orderByQuoteValidity(sortScheduleRoutes(routes.data.routes, search.sort), quote?.validity ?? null)
        : [],
    // The validity's two days stand for the quote.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [routes.data, search.sort, quote?.validity.from, quote?.validity.to],
  );
  const noteOf = (route: (typeof sorted)[number]) =>
    quote ? validityNote(validityStanding(route, quote.validity), quote.validity) : null;
  const trackingHref = (stop: TRoutePortStop) =>
    canTrackVessels(session.visitor) ? vesselTrackingHref(config?.vesselTrackingUrl, stop.vessel.imo) : null;
  const canRequestQuote = decideRoute(session.visitor, paths.quotesGet.getHref()).kind === 'page';
  const now = routes.dataUpdatedAt ? new Date(routes.dataUpdatedAt) : today;

  const answer = routes.data;
  const from = answer?.searchedFrom ?? request?.date;
  const summary =
    request && answer && from
      ? `${sorted.length === 0 ? 'No sailings' : sorted.length === 1 ? '1 sailing' : `${sorted.length} sailings`} from ${request.origin} to ${request.destination}, departing ${formatDay(from)} – ${formatDay(addDays(fromIsoDate(from)!, request.weeks * 7 - 1))}`
      : '';

  return (
    <Stack spacing={3}>
      <Box component="header">
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 600, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
        >
          {SCHEDULE_TEXT.title}
        </Typography>
        <Typography variant="body1" color="text.secondary" sx={{ mt: 0.5 }}>
          {isPicker
            ? PICKER_PROMPT
            : 'Sailings of our carriers for the coming weeks, direct and with transshipment, with their closings.'}
        </Typography>
      </Box>
      <Card data-tour="schedule-search" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <ScheduleSearchBar
          initial={{
            origin: search.origin,
            destination: search.destination,
            date: search.date,
            weeks: search.weeks,
          }}
          onSearch={(values) =>
            // Searching again for what is on screen asks the server again instead of adding a history entry.
            request && sameSearch(values, request) ? void routes.refetch() : submit(values)
          }
          errors={errors.fields}
          searching={routes.isFetching}
        />
      </Card>
      <Box data-tour="schedule-results" component="section" aria-label="Results">
        {!request ? (
          <IdleResults />
        ) : routes.isPending ? (
          <ResultsSkeleton />
        ) : routes.isError ? (
          errors.other ? (
            <Alert severity="warning" variant="outlined">
              {errors.other}
            </Alert>
          ) : (
            <IdleResults failed onRetry={() => void routes.refetch()} />
          )
        ) : (
          <Stack spacing={2}>
            <ResultsToolbar
              summary={summary}
              sort={search.sort}
              onSortChange={setSort}
              carrier={search.carrier}
              carriers={carriers.data ?? []}
              onCarrierChange={setCarrier}
            />
            {answer?.retried && (
              <Alert severity="info" variant="outlined">
                Nothing departs from {formatDay(request.date)} in the chosen weeks, so we searched again from{' '}
                {formatDay(answer.searchedFrom)}, three days later.
              </Alert>
            )}
            {quote && (
              <Alert severity="info" variant="outlined">
                {validityIntro(quote.validity, quote.id)}
              </Alert>
            )}
            {sorted.length === 0 ? (
              <NoResults onShowAllCarriers={search.carrier ? () => setCarrier(null) : undefined} />
            ) : !RouteCard ? (
              <ResultsSkeleton />
            ) : (
              sorted.map((route) => (
                <RouteCard
                  key={`${route.origin.vessel.name}-${route.origin.voyageNumber}-${route.origin.departure}-${route.routing}`}
                  route={route}
                  carriers={carriers.data}
                  trackingHref={trackingHref}
                  now={now}
                  isPicker={isPicker}
                  canRequestQuote={canRequestQuote}
                  onBookNow={bookNow}
                  onPick={pick}
                  validityNote={noteOf(route)}
                />
              ))
            )}
          </Stack>
        )}
      </Box>
      {!isPicker && <SpecialOffersSection />}
    </Stack>
  );
}
