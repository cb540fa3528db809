import AnchorOutlinedIcon from '@mui/icons-material/AnchorOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import { Box, CardContent, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import {
  formatDateTime,
  formatPortTime,
  VGM_SUBMITTER_LABELS,
  type TBookingRequestDetail,
  type TItinerary,
} from '@portal/domain';
import { REQUEST_PAGE_TEXT } from '../texts.ts';
import { CollapsibleSection } from './collapsible-section.tsx';
import { Fact, FactGrid } from './fact-grid.tsx';
import { EditFallback } from './request-page/edit-fallback.tsx';
import { loadSpecialRemarksEditor } from './request-page/edit-chunks.ts';
import { VgmField } from './request-page/vgm-field.tsx';
import type { RequestEditor } from './request-page/use-request-editor.ts';

const SpecialRemarksEditor = lazy(() =>
  loadSpecialRemarksEditor().then((m) => ({ default: m.SpecialRemarksEditor })),
);

type Stop = TItinerary['portOfLoading'];

const ROLES = { loading: 'Port of loading', transshipment: 'Transshipment', discharge: 'Port of discharge' };

/** A stop of the sailing; loading shows its ETS, discharge its ETA, a transshipment both. */
function StopRow({ stop, role, last }: { stop: Stop; role: string; last: boolean }) {
  const first = role === ROLES.loading;
  // Sailings are published in port time: with the port's offset known, show the port's clock.
  const at = (iso: string) =>
    stop.utcOffsetMinutes === null ? formatDateTime(iso) : formatPortTime(iso, stop.utcOffsetMinutes);
  const times = [
    stop.arrival && !first ? `ETA ${at(stop.arrival)}` : null,
    stop.departure && !last ? `ETS ${at(stop.departure)}` : null,
  ].filter((time): time is string => time !== null);
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.5 }} aria-hidden>
        <Box
          sx={{
            width: 12,
            height: 12,
            borderRadius: '50%',
            border: 2,
            borderColor: 'primary.main',
            bgcolor: 'background.paper',
          }}
        />
        {!last && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
      </Box>
      <Box sx={{ pb: last ? 0 : 2, minWidth: 0, flex: 1 }}>
        <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
          {role}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {stop.port.name}{' '}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
            {stop.port.id}
          </Box>
        </Typography>
        {stop.terminal && (
          <Typography variant="body2" color="text.secondary">
            {stop.terminal}
          </Typography>
        )}
        {stop.vessel ? (
          <Typography variant="body2">
            {stop.vessel}
            {stop.voyage ? ` / ${stop.voyage}` : ''}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.disabled">
            No sailing chosen yet
          </Typography>
        )}
        {times.map((time) => (
          <Typography key={time} variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {time}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** Port Terms (spec 000 §2): the sailing's ports with ETS and ETA, transshipments, and who submits the VGM. */
export function PortTerms({ request, editor }: { request: TBookingRequestDetail; editor?: RequestEditor }) {
  const { portOfLoading, transshipments, portOfDischarge } = request.itinerary;
  return (
    <CollapsibleSection title={REQUEST_PAGE_TEXT.portTerms} icon={AnchorOutlinedIcon}>
      <CardContent sx={{ px: { xs: 2, sm: 2.5 }, py: 2.5 }}>
        <Stack spacing={2.5}>
          <Box component="ol" sx={{ m: 0, p: 0 }} aria-label="Itinerary">
            <StopRow stop={portOfLoading} role={ROLES.loading} last={false} />
            {transshipments.map((stop, index) => (
              <StopRow key={`${stop.port.id}-${index}`} stop={stop} role={ROLES.transshipment} last={false} />
            ))}
            <StopRow stop={portOfDischarge} role={ROLES.discharge} last />
          </Box>
          {editor?.editing && editor.may('vgmSubmittedBy') ? (
            <VgmField hasAgent={request.agent !== null} />
          ) : (
            <FactGrid>
              <Fact label="VGM submitted by">{VGM_SUBMITTER_LABELS[request.vgmSubmittedBy]}</Fact>
            </FactGrid>
          )}
        </Stack>
      </CardContent>
    </CollapsibleSection>
  );
}

/**
 * Closings And Special Remarks: the closings of the chosen sailing and the special remarks staff add from the
 * templates (in edit mode, the remarks editor).
 */
export function ClosingsAndRemarks({
  request,
  editor,
}: {
  request: Pick<TBookingRequestDetail, 'itinerary' | 'specialRemarks'>;
  editor?: RequestEditor;
}) {
  const { itinerary, specialRemarks } = request;
  const offset = itinerary.portOfLoading.utcOffsetMinutes;
  return (
    <CollapsibleSection title={REQUEST_PAGE_TEXT.closings} icon={EventNoteOutlinedIcon}>
      <CardContent sx={{ px: { xs: 2, sm: 2.5 }, py: 2.5 }}>
        <Stack spacing={2.5}>
          {itinerary.closings.length > 0 ? (
            <FactGrid>
              {itinerary.closings.map((closing) => (
                <Fact key={closing.code} label={closing.label}>
                  {offset === null ? formatDateTime(closing.time) : formatPortTime(closing.time, offset)}
                </Fact>
              ))}
            </FactGrid>
          ) : (
            <Typography variant="body2" color="text.disabled">
              No closings: they come with the chosen sailing.
            </Typography>
          )}
          {editor?.editing && editor.may('specialRemarks') ? (
            <Suspense fallback={<EditFallback rows={2} />}>
              <SpecialRemarksEditor />
            </Suspense>
          ) : (
            <SpecialRemarksList remarks={specialRemarks} />
          )}
        </Stack>
      </CardContent>
    </CollapsibleSection>
  );
}

function SpecialRemarksList({ remarks }: { remarks: TBookingRequestDetail['specialRemarks'] }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }} component="h3">
        Special remarks
      </Typography>
      {remarks.length === 0 ? (
        <Typography variant="body2" color="text.disabled" sx={{ mt: 0.5 }}>
          No special remarks.
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {remarks.map((remark, i) => (
            <Typography
              key={`${remark.id}-${i}`}
              component="li"
              variant="body2"
              sx={{ whiteSpace: 'pre-line' }}
            >
              {remark.text}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
