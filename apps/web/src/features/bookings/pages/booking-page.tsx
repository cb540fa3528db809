import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import { Box, Card, Chip, Grid, Stack, Tab, Tabs, Typography } from '@mui/material';
import {
  actorOfSession,
  bookingBackTab,
  BOOKING_MESSAGES,
  canToggleWatching,
  showsLandTransportCard,
  type TBooking,
} from '@portal/domain';
import { lazy, Suspense, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { PinnedComments } from '../../../components/activity-log/index.ts';
import { LoadError } from '../../../components/page/load-error.tsx';
import { PageHeader } from '../../../components/page/page-header.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { usePaymentParts } from '../../../lib/payment-parts.tsx';
import { useSession } from '../../../lib/session.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useBooking, useViewerProfile } from '../booking-page/api.ts';
import { AmsClosingBanner } from '../booking-page/ams-closing-banner.tsx';
import { BookingActions } from '../booking-page/booking-actions.tsx';
import { BookingFreight } from '../booking-page/booking-freight.tsx';
import { BookingPageSkeleton } from '../booking-page/booking-page-skeleton.tsx';
import { BookingPortTermsSection, BookingRemarks } from '../booking-page/booking-port-terms.tsx';
import { BookingActivityCard, BookingSidePanel } from '../booking-page/booking-side-panel.tsx';
import { BookingStatus, BookingSummary } from '../booking-page/booking-summary.tsx';
import { BookingWatchers } from '../booking-page/booking-watchers.tsx';
import { LandTransportCard } from '../booking-page/land-transport-card.tsx';
import { BOOKING_PAGE_TEXT, BOOKING_TAB_LABELS } from '../booking-page/texts.ts';
import { CargoDetails } from '../components/cargo-details.tsx';
import { useViewer } from '../hooks/use-viewer.ts';
import { bookingsTabHref } from '../request-tabs.ts';

// Staff's only: a customer's booking page never downloads the tag picker.
const BookingTags = lazy(() => import('../booking-page/booking-tags.tsx'));

/** A missing booking, another company's (404) or a file number of the wrong shape (400) lead to the 404 page. */
const isNotFound = (error: Error | null) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/**
 * /bookings/:id (spec 000 §2 "Booking detail"): the booking's operations summary, for staff its accounting summary,
 * and the side panel with the checklist, documents and activity. Live: a change anyone makes arrives as a 'booking'
 * event and refetches it (lib/live-updates.ts).
 */
export function BookingPage() {
  const id = useParams().id ?? '';
  const booking = useBooking(id);
  const data = booking.data;
  usePageTitle(data ? `${data.carrier.id.toUpperCase()} ${BOOKING_PAGE_TEXT.subtitle(data.id)}` : 'Booking');

  if (isNotFound(booking.error)) return <Navigate to={paths.notFound.getHref()} replace />;
  if (!data) {
    if (booking.isError)
      return (
        <LoadError
          title="The booking could not be loaded."
          error={booking.error}
          onRetry={() => void booking.refetch()}
          retrying={booking.isFetching}
        />
      );
    return <BookingPageSkeleton />;
  }
  return <BookingView booking={data} />;
}

type SummaryTab = 'operations' | 'accounting';

function BookingView({ booking }: { booking: TBooking }) {
  const { session } = useSession();
  const actor = actorOfSession(session);
  const can = useCan();
  const { staff } = useViewer();
  const accounting = can('read:accounting:any');
  const [tab, setTab] = useState<SummaryTab>('operations');
  const shownTab = staff ? tab : 'operations';
  const backTab = bookingBackTab(booking, staff);
  const profile = useViewerProfile(!staff).data;
  const landCard = !staff && profile !== undefined && showsLandTransportCard(actor, profile);
  const reference = booking.agreementNo
    ? `Agreement No. ${booking.agreementNo}`
    : booking.customerReference
      ? `${staff ? BOOKING_MESSAGES.customerReferenceStaff : BOOKING_MESSAGES.customerReferenceClient} ${booking.customerReference}`
      : null;

  return (
    <Stack spacing={3} component="article" aria-label={`Booking ${booking.id}`}>
      <PageHeader
        back={{ to: bookingsTabHref(backTab), label: BOOKING_TAB_LABELS[backTab] }}
        title={booking.carrier.id.toUpperCase()}
        subtitle={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <span>{BOOKING_PAGE_TEXT.subtitle(booking.id)}</span>
            {reference && <Chip size="small" variant="outlined" label={reference} />}
            <Typography component="span" variant="body2" color="text.secondary">
              <BookingStatus booking={booking} />
            </Typography>
          </Box>
        }
        actions={
          <BookingActions
            booking={booking}
            staff={staff}
            mayWatch={canToggleWatching(actor, { agentId: booking.agent?.id ?? null })}
          />
        }
      />
      <AmsClosingBanner booking={booking} />
      {/* Pinned activities; nothing shows while there are none. */}
      <PinnedComments kind="bookings" id={booking.id} />
      {staff && (
        <Suspense fallback={null}>
          <BookingTags booking={booking} />
        </Suspense>
      )}
      {staff && (
        <Tabs
          value={shownTab}
          onChange={(_e, next: SummaryTab) => setTab(next)}
          aria-label="Booking summary"
          data-tour="booking-tabs"
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider' }}
          data-print="hide"
        >
          <Tab value="operations" label={BOOKING_PAGE_TEXT.operationsTab} />
          <Tab value="accounting" label={BOOKING_PAGE_TEXT.accountingTab} />
        </Tabs>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }} data-tour="record-main">
          {shownTab === 'operations' ? (
            <Stack spacing={3}>
              <BookingSummary booking={booking} staff={staff} />
              <CargoDetails containers={booking.cargo} originCountry={booking.pol?.countryCode ?? null} />
              <BookingPortTermsSection booking={booking} />
              <BookingRemarks booking={booking} />
              <BookingFreight booking={booking} staff={staff} />
            </Stack>
          ) : (
            <WeeklyPayments bookingId={booking.id} />
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} data-tour="record-side">
          <Stack spacing={3}>
            <BookingSidePanel booking={booking} staff={staff} accounting={accounting} />
            <BookingWatchers booking={booking} />
            <BookingActivityCard booking={booking} staff={staff} />
          </Stack>
        </Grid>
      </Grid>
      {landCard && <LandTransportCard />}
    </Stack>
  );
}

/**
 * The accounting summary's weekly payment cards (the payments feature's, handed over by the app shell); without
 * them their empty state.
 */
function WeeklyPayments({ bookingId }: { bookingId: string }) {
  const parts = usePaymentParts();
  if (parts) return <parts.BookingPayments bookingId={bookingId} variant="summary" />;
  return (
    <Card component="section" aria-label={BOOKING_PAGE_TEXT.weeklyPayments}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: 6 }}>
        <AccountBalanceWalletOutlinedIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {BOOKING_PAGE_TEXT.weeklyPayments}
        </Typography>
        <Typography color="text.secondary">{BOOKING_MESSAGES.noWeeklyPayments}</Typography>
      </Stack>
    </Card>
  );
}
