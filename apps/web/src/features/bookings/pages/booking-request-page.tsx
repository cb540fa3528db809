import { Alert, Box, Grid, Stack } from '@mui/material';
import { REQUEST_SUBMITTED_TEXT } from '@portal/domain';
import { Navigate, useLocation, useParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useBookingRequest } from '../api.ts';
import { CargoDetails } from '../components/cargo-details.tsx';
import { FreightDetails } from '../components/freight-details.tsx';
import { LoadError } from '../../../components/page/load-error.tsx';
import { PageHeader } from '../../../components/page/page-header.tsx';
import { ClosingsAndRemarks, PortTerms } from '../components/port-terms.tsx';
import { RequestFiles } from '../components/request-files.tsx';
import { RequestPageSkeleton } from '../components/request-page-skeleton.tsx';
import { RequestStatusChip } from '../components/request-status-chip.tsx';
import { RequestSummary } from '../components/request-summary.tsx';
import { useViewer } from '../hooks/use-viewer.ts';
import { BACK_LABELS, bookingsTabHref, requestBackTab } from '../request-tabs.ts';
import { REQUEST_PAGE_TEXT } from '../texts.ts';

/** A missing request, another company's (404) or an id of the wrong shape (400) all lead to the 404 page. */
const isNotFound = (error: Error | null) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/** /booking-requests/:id, read-only for now (spec 000 §2 "Booking request detail"). */
export function BookingRequestPage() {
  const location = useLocation();
  const id = useParams().id ?? '';
  const { staff } = useViewer();
  // The wizard lands here with { submitted: true }; the thank-you text is the client's (spec 000 §6).
  const submitted = !staff && (location.state as { submitted?: boolean } | null)?.submitted === true;
  const request = useBookingRequest(id);
  const data = request.data;
  usePageTitle(data ? REQUEST_PAGE_TEXT.title(data.carrier.name) : 'Booking Request');

  if (isNotFound(request.error)) return <Navigate to={paths.notFound.getHref()} replace />;
  if (!data) {
    if (request.isError)
      return (
        <LoadError
          title="The booking request could not be loaded."
          error={request.error}
          onRetry={() => void request.refetch()}
          retrying={request.isFetching}
        />
      );
    return <RequestPageSkeleton />;
  }

  const backTab = requestBackTab(data, staff);
  return (
    <Stack spacing={3}>
      {submitted && (
        <Alert severity="info" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
          {REQUEST_SUBMITTED_TEXT}
        </Alert>
      )}
      <PageHeader
        back={{ to: bookingsTabHref(backTab), label: BACK_LABELS[backTab] }}
        title={REQUEST_PAGE_TEXT.title(data.carrier.name)}
        subtitle={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <span>{REQUEST_PAGE_TEXT.subtitle(data.id)}</span>
            <RequestStatusChip code={data.statusCode} hold={data.hold} />
          </Box>
        }
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <RequestSummary request={data} staff={staff} />
            <CargoDetails containers={data.containers} />
            <FreightDetails lines={data.freightDetails} staff={staff} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <PortTerms request={data} />
            <ClosingsAndRemarks additionalInfo={data.additionalInfo} itinerary={data.itinerary} />
            <RequestFiles requestId={data.id} files={data.files} />
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}
