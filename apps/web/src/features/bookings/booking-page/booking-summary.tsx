import DirectionsBoatOutlinedIcon from '@mui/icons-material/DirectionsBoatOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, CardContent, Chip, Link, Stack } from '@mui/material';
import { BOOKING_MESSAGES, formatDay, showsInDispute, type TBooking } from '@portal/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { CarrierMark } from '../components/carrier-mark.tsx';
import { CollapsibleSection } from '../components/collapsible-section.tsx';
import { Fact, FactGrid, Missing } from '../components/fact-grid.tsx';
import { BOOKING_PAGE_TEXT, personName } from './texts.ts';

/** A place with its date below it (ETS or ETA), as the itinerary reads. */
function Place({
  name,
  code,
  when,
  at,
}: {
  name: string | null;
  code?: string;
  when: 'ETS' | 'ETA';
  at: string | null;
}) {
  if (!name) return <Missing />;
  return (
    <>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {name}
      </Box>
      {code && (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {' '}
          {code}
        </Box>
      )}
      <Box
        component="span"
        sx={{ display: 'block', color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
      >
        {when} {at ? formatDay(at) : '–'}
      </Box>
    </>
  );
}

/** The other booking of a rebooking, opened in a new tab (spec 000 §2 routes). */
function BookingLink({ id }: { id: string }) {
  return (
    <Link
      href={paths.booking.getHref(id)}
      target="_blank"
      rel="noopener"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
    >
      {id}
      <OpenInNewIcon sx={{ fontSize: 14 }} aria-label="opens in a new tab" />
    </Link>
  );
}

/** The booking's status text and its flags. */
export function BookingStatus({ booking }: { booking: TBooking }) {
  const chips: ReactNode[] = [];
  if (booking.archived) chips.push(<Chip key="a" size="small" label="Archived" />);
  if (booking.hold)
    chips.push(<Chip key="h" size="small" label="On hold" color="warning" variant="outlined" />);
  if (booking.pendingPayment)
    chips.push(<Chip key="p" size="small" label="Pending payment" color="info" variant="outlined" />);
  if (showsInDispute(booking))
    chips.push(<Chip key="d" size="small" label={BOOKING_MESSAGES.inDispute.toUpperCase()} color="error" />);
  return (
    <Stack
      direction="row"
      spacing={0.75}
      sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
      component="span"
    >
      <span>{booking.statusText ?? '–'}</span>
      {chips}
    </Stack>
  );
}

/** The operations summary (spec 000 §2 "Booking detail" Summary). */
export function BookingSummary({ booking, staff }: { booking: TBooking; staff: boolean }) {
  const referenceLabel = staff
    ? BOOKING_MESSAGES.customerReferenceStaff
    : BOOKING_MESSAGES.customerReferenceClient;
  return (
    <CollapsibleSection
      title={BOOKING_PAGE_TEXT.summary}
      icon={DirectionsBoatOutlinedIcon}
      meta={booking.category}
    >
      <CardContent sx={{ px: { xs: 2, sm: 2.5 }, py: 2.5 }}>
        <FactGrid>
          <Fact label="Carrier">
            <CarrierMark name={booking.carrier.name} color={booking.carrier.color} dense />
            {staff && booking.erp && (booking.erp.carrierId || booking.erp.serviceId) && (
              <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                ERP {[booking.erp.carrierId, booking.erp.serviceId].filter(Boolean).join(' / ')}
              </Box>
            )}
          </Fact>
          <Fact label="Vessel and voyage">
            {booking.vessel ? (
              `${booking.vessel}${booking.voyage ? ` / ${booking.voyage}` : ''}`
            ) : (
              <Missing />
            )}
          </Fact>
          <Fact label="Status">
            <BookingStatus booking={booking} />
          </Fact>
          <Fact label="Place of receipt">
            <Place name={booking.placeOfReceipt} when="ETS" at={booking.placeOfReceiptEts} />
          </Fact>
          <Fact label="Port of loading">
            <Place name={booking.pol?.name ?? null} code={booking.pol?.id} when="ETS" at={booking.etd} />
          </Fact>
          <Fact label="Port of discharge">
            <Place name={booking.pod?.name ?? null} code={booking.pod?.id} when="ETA" at={booking.eta} />
          </Fact>
          <Fact label="Place of delivery">
            <Place name={booking.finalDestination} when="ETA" at={booking.finalDestinationEta} />
          </Fact>
          <Fact label="B/L number">{booking.blNumber || <Missing />}</Fact>
          <Fact label={referenceLabel}>{booking.customerReference || <Missing />}</Fact>
          <Fact label="Agreement No.">{booking.agreementNo || <Missing />}</Fact>
          <Fact label="AMS closing">{booking.amsClosing ? formatDay(booking.amsClosing) : <Missing />}</Fact>
          {booking.rebookedFromId && (
            <Fact label="Rebooked from">
              <BookingLink id={booking.rebookedFromId} />
            </Fact>
          )}
          {booking.rebookedToId && (
            <Fact label="Rebooked to">
              <BookingLink id={booking.rebookedToId} />
            </Fact>
          )}
          <Fact label="Booking request">
            {booking.requestId ? (
              <Link
                component={RouterLink}
                to={paths.bookingRequest.getHref(booking.requestId)}
                sx={{ fontWeight: 600 }}
              >
                {booking.requestId}
              </Link>
            ) : (
              <Missing />
            )}
          </Fact>
          <Fact label="Booking agent">{booking.agent ? personName(booking.agent) : <Missing />}</Fact>
          {booking.contact && <Fact label="Contact">{personName(booking.contact)}</Fact>}
          {booking.client && <Fact label="Client">{booking.client.name}</Fact>}
          {(staff || booking.statisticClient) && (
            <Fact label="Statistical client">{booking.statisticClient?.name ?? <Missing />}</Fact>
          )}
        </FactGrid>
      </CardContent>
    </CollapsibleSection>
  );
}
