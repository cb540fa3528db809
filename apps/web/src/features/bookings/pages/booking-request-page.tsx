import { Box, Grid, Stack } from '@mui/material';
import { requestWarnings, showsFreightApproximation, type TBookingRequestDetail } from '@portal/domain';
import { FormProvider } from 'react-hook-form';
import { Navigate, useLocation, useParams } from 'react-router';
import { LoadError } from '../../../components/page/load-error.tsx';
import { PageHeader } from '../../../components/page/page-header.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { useBookingRequest } from '../api.ts';
import { CargoDetails } from '../components/cargo-details.tsx';
import { ClosingsAndRemarks, PortTerms } from '../components/port-terms.tsx';
import { PinnedComments } from '../../../components/activity-log/index.ts';
import {
  RequestActivityCard,
  RequestChecklistCard,
} from '../components/request-page/collaboration-cards.tsx';
import { FreightSection } from '../components/request-page/freight-section.tsx';
import { RequestNotices } from '../components/request-page/request-notices.tsx';
import { SpecialRequestsBox } from '../components/request-page/special-requests-box.tsx';
import { useRequestActor } from '../components/request-page/use-request-actor.ts';
import { useRequestEditor } from '../components/request-page/use-request-editor.ts';
import { WarningPanel } from '../components/request-page/warning-panel.tsx';
import { WorkbenchActions } from '../components/request-page/workbench-actions.tsx';
import { RequestActions } from '../components/request-actions.tsx';
import { RequestTags } from '../components/request-tags.tsx';
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

/**
 * /booking-requests/:id (spec 000 §2 "Booking request detail"): the request in view and edit mode. It stays live:
 * a change anyone saves arrives as an event and refetches it (lib/live-updates.ts); an edit in progress keeps
 * its values and is told when it has gone stale.
 */
export function BookingRequestPage() {
  const id = useParams().id ?? '';
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
  return <RequestWorkbench detail={data} refetch={request.refetch} />;
}

function RequestWorkbench({
  detail,
  refetch,
}: {
  detail: TBookingRequestDetail;
  refetch: () => Promise<unknown>;
}) {
  const location = useLocation();
  const { staff } = useViewer();
  const actor = useRequestActor();
  const editor = useRequestEditor(detail, actor, refetch);
  const config = usePublicConfig();
  // The wizard lands here with { submitted: true }; the thank-you text is the client's (spec 000 §6).
  const submitted = !staff && (location.state as { submitted?: boolean } | null)?.submitted === true;
  const backTab = requestBackTab(detail, staff);
  const internalFiles = detail.files.filter((f) => f.isInternal === true);
  const storageFiles = detail.files.filter((f) => f.isInternal !== true);

  return (
    <FormProvider {...editor.form}>
      <Stack spacing={3} component="article" aria-label={`Booking request ${detail.id}`}>
        <PageHeader
          back={{ to: bookingsTabHref(backTab), label: BACK_LABELS[backTab] }}
          title={REQUEST_PAGE_TEXT.title(detail.carrier.name)}
          subtitle={
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <span>{REQUEST_PAGE_TEXT.subtitle(detail.id)}</span>
              <RequestStatusChip code={detail.statusCode} hold={detail.hold} />
            </Box>
          }
          actions={
            <>
              {!editor.editing && <RequestActions request={detail} />}
              <WorkbenchActions actor={actor} detail={detail} editor={editor} staff={staff} />
            </>
          }
        />
        <RequestNotices detail={detail} editor={editor} staff={staff} submitted={submitted} />
        {staff && <WarningPanel warnings={requestWarnings(detail, config?.depotCountries ?? [])} />}
        {/* Pinned activities (spec 000 §2); nothing shows while there are none. */}
        <PinnedComments kind="booking-requests" id={detail.id} />
        {staff && <RequestTags request={detail} />}
        <SpecialRequestsBox text={detail.additionalInfo} editor={editor} />
        <Grid container spacing={3}>
          {/* While editing, the sections take the whole width (the freight rows need it); the cards go below. */}
          <Grid size={{ xs: 12, md: editor.editing ? 12 : 8 }} data-tour="record-main">
            <Stack spacing={3}>
              <RequestSummary request={detail} staff={staff} editor={editor} />
              <CargoDetails
                containers={detail.containers}
                originCountry={detail.origin.countryCode}
                editor={editor}
              />
              <PortTerms request={detail} editor={editor} />
              <ClosingsAndRemarks request={detail} editor={editor} />
              <FreightSection
                lines={detail.freightDetails}
                leadingCurrency={detail.leadingCurrency}
                staff={staff}
                editor={editor}
                approximation={showsFreightApproximation(detail)}
              />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: editor.editing ? 12 : 4 }} data-tour="record-side">
            {/* The Request Checklist card leads this column and the Activity card closes it (spec 000 §2). */}
            <Stack spacing={3}>
              <RequestChecklistCard detail={detail} staff={staff} />
              <RequestFiles requestId={detail.id} files={storageFiles} />
              {staff && <RequestFiles requestId={detail.id} files={internalFiles} internal />}
              <RequestActivityCard detail={detail} staff={staff} />
            </Stack>
          </Grid>
        </Grid>
      </Stack>
    </FormProvider>
  );
}
