import { Box, Grid, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/page/load-error.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useViewer } from '../hooks/use-viewer.ts';
import { useBooking } from './api.ts';
import { SectionSkeleton } from './booking-page-skeleton.tsx';
import { BookingActivityCard, BookingSidePanel } from './booking-side-panel.tsx';
import { BookingSummary } from './booking-summary.tsx';

/** A missing booking, another company's (404) or a file number of the wrong shape (400). */
const isNotFound = (error: Error | null) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/**
 * The booking's content in My Day's accounting task preview (spec 000 §2 "My Day"): the booking page's summary,
 * its side panel opened on the Accounting tab, and its activity log; `lead` (the booking's accounting tasks) comes
 * first. `missing` takes the place of all of it when the booking is gone.
 */
export function BookingPreview({
  bookingId,
  lead,
  missing,
}: {
  bookingId: string;
  lead: ReactNode;
  missing: ReactNode;
}) {
  const booking = useBooking(bookingId);
  const can = useCan();
  const { staff } = useViewer();
  const data = booking.data;
  if (isNotFound(booking.error)) return missing;
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
    return (
      <Layout
        main={
          <>
            {lead}
            <SectionSkeleton lines={12} />
          </>
        }
        side={
          <Box aria-busy="true" aria-label="Loading booking" sx={{ display: 'grid', gap: 3 }}>
            <SectionSkeleton lines={5} />
            <SectionSkeleton lines={2} />
          </Box>
        }
      />
    );
  }
  const accounting = can('read:accounting:any');
  return (
    <Layout
      main={
        <>
          {lead}
          <BookingSummary booking={data} staff={staff} />
        </>
      }
      side={
        <>
          <BookingSidePanel
            booking={data}
            staff={staff}
            accounting={accounting}
            initialTab={accounting ? 'accounting' : 'checklist'}
            jumpButton={false}
          />
          <BookingActivityCard booking={data} staff={staff} />
        </>
      }
    />
  );
}

function Layout({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7, lg: 8 }}>
        <Stack spacing={3}>{main}</Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5, lg: 4 }}>
        <Stack spacing={3}>{side}</Stack>
      </Grid>
    </Grid>
  );
}
