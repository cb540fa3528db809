import ArrowRightAltIcon from '@mui/icons-material/ArrowRightAlt';
import SummarizeOutlinedIcon from '@mui/icons-material/SummarizeOutlined';
import { Box, CardContent, Link } from '@mui/material';
import {
  bookingPath,
  formatDateTime,
  hasInternalBl,
  type TBookingRequest,
  type TBookingRequestDetail,
} from '@portal/domain';
import { Fragment, lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { REQUEST_PAGE_TEXT } from '../texts.ts';
import { CarrierMark } from './carrier-mark.tsx';
import { CollapsibleSection } from './collapsible-section.tsx';
import { Fact, FactGrid, Missing } from './fact-grid.tsx';
import { RequestStatusChip } from './request-status-chip.tsx';
import { EditFallback } from './request-page/edit-fallback.tsx';
import { loadSummaryEdit } from './request-page/edit-chunks.ts';
import type { RequestEditor } from './request-page/use-request-editor.ts';

// The edit mode's fields (pickers, autocompletes, dialogs) load when editing starts.
const SummaryEdit = lazy(() => loadSummaryEdit().then((m) => ({ default: m.SummaryEdit })));

function Itinerary({ itinerary }: { itinerary: TBookingRequest['itinerary'] }) {
  const stops = [itinerary.portOfLoading, ...itinerary.transshipments, itinerary.portOfDischarge];
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 0.5 }}
    >
      {stops.map((stop, index) => (
        <Fragment key={`${stop.port.id}-${index}`}>
          {index > 0 && <ArrowRightAltIcon fontSize="small" color="action" aria-label="then" />}
          <span>
            {stop.port.name}{' '}
            <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.75rem' }}>
              {stop.port.id}
            </Box>
          </span>
        </Fragment>
      ))}
    </Box>
  );
}

/**
 * Booking Request Summary (spec 000 §2): carrier, vessel and voyage, itinerary, status, linked booking, BL number,
 * internal reference, customer reference ('Customer reference' for staff, 'Reference' for clients), quote link,
 * booking agent, client and statistic client. In edit mode its fields.
 */
export function RequestSummary({
  request,
  staff,
  editor,
}: {
  request: TBookingRequestDetail;
  staff: boolean;
  editor?: RequestEditor;
}) {
  const transshipments = request.itinerary.transshipments.length;
  return (
    <CollapsibleSection
      title={REQUEST_PAGE_TEXT.summary}
      icon={SummarizeOutlinedIcon}
      meta={
        transshipments === 0 ? 'Direct' : `${transshipments} transshipment${transshipments > 1 ? 's' : ''}`
      }
    >
      {editor?.editing ? (
        <Suspense fallback={<EditFallback rows={4} />}>
          <SummaryEdit detail={request} editor={editor} />
        </Suspense>
      ) : (
        <CardContent sx={{ px: { xs: 2, sm: 2.5 }, py: 2.5 }}>
          <FactGrid>
            <Fact label="Carrier">
              <CarrierMark name={request.carrier.name} color={request.carrier.color} dense />
            </Fact>
            <Fact label="Vessel and voyage">
              {request.vessel ? (
                `${request.vessel}${request.voyage ? ` / ${request.voyage}` : ''}`
              ) : (
                <Missing>Not chosen yet</Missing>
              )}
            </Fact>
            <Fact label="Status">
              <RequestStatusChip code={request.statusCode} hold={request.hold} />
            </Fact>
            <Fact label="Itinerary" wide>
              <Itinerary itinerary={request.itinerary} />
            </Fact>
            <Fact label="Booking">
              {request.bookingId ? (
                <Link component={RouterLink} to={bookingPath(request.bookingId)}>
                  {request.bookingId}
                </Link>
              ) : (
                <Missing>Not booked yet</Missing>
              )}
            </Fact>
            <Fact label="B/L number">{request.blNumber || <Missing />}</Fact>
            {staff && hasInternalBl(request.carrier.id) && (
              <Fact label="Internal reference">{request.intBlNumber || <Missing />}</Fact>
            )}
            {staff && <Fact label="INTTRA reference">{request.intraRefNumber || <Missing />}</Fact>}
            <Fact label={staff ? 'Customer reference' : 'Reference'}>
              {request.customerReference || <Missing />}
            </Fact>
            <Fact label="Quote">
              {request.quoteNumber !== null ? (
                <Link component={RouterLink} to={paths.quote.getHref(String(request.quoteNumber))}>
                  {request.quoteNumber}
                </Link>
              ) : (
                <Missing>No quote</Missing>
              )}
            </Fact>
            <Fact label="Agreement No.">{request.agreementNo || <Missing>To be assigned</Missing>}</Fact>
            <Fact label="Booking agent">
              {request.agent ? request.agent.name : <Missing>Not assigned yet</Missing>}
            </Fact>
            <Fact label="Client">{request.client.name}</Fact>
            {staff && <Fact label="Statistic client">{request.statisticClient?.name ?? <Missing />}</Fact>}
            <Fact label="Created by">
              {request.createdBy.name}
              <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}>
                {formatDateTime(request.createdAt)}
              </Box>
            </Fact>
            <Fact label="Last updated">{formatDateTime(request.updatedAt)}</Fact>
          </FactGrid>
        </CardContent>
      )}
    </CollapsibleSection>
  );
}
