import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatPortDate, type TCarrierOption, formatCount } from '@portal/domain';
import { usePort } from '../../../components/schedule-search-bar/index.ts';
import { carrierLook, teuOfLines } from '../format.ts';
import type { BookingDraft } from '../wizard/draft.ts';
import { CarrierMark } from './carrier-mark.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

function PortCode({ code }: { code: string | null }) {
  const port = usePort(code);
  if (!code) return <Typography color="text.disabled">–</Typography>;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 800, letterSpacing: '0.04em', color: 'primary.main' }}>{code}</Typography>
      <Typography variant="caption" color="text.secondary" noWrap component="div">
        {port.data?.name ?? ' '}
      </Typography>
    </Box>
  );
}

/** What the booking holds so far, beside the steps on wide screens. */
export function BookingOverview({
  draft,
  carriers,
}: {
  draft: BookingDraft;
  carriers: readonly TCarrierOption[];
}) {
  const carrier = draft.carrierId ? carrierLook(draft.carrierId, carriers) : null;
  const typed = draft.lines.filter((l) => l.containerType);
  const teu = teuOfLines(draft.lines);
  const files = draft.files.additional.length + draft.files.imo.length + draft.files.certificate.length;
  const sailing = draft.schedule;
  return (
    <Card aria-label="Your booking">
      <CardContent sx={{ p: 2.5 }}>
        <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 700 }}>
          Your booking
        </Typography>
        {draft.origin || draft.destination ? (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 1, mb: 2 }}>
            <PortCode code={draft.origin} />
            <ArrowForwardIcon fontSize="small" color="action" />
            <PortCode code={draft.destination} />
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            Route, carrier and cargo show here as you fill in the steps.
          </Typography>
        )}
        <Stack spacing={1.5} divider={<Divider flexItem />}>
          <Row label="Carrier">
            {carrier ? <CarrierMark name={carrier.name} color={carrier.color} /> : '–'}
          </Row>
          {sailing && (
            <Row label="Sailing">
              {sailing.origin.vessel.name} · {sailing.origin.voyageNumber}
              <Typography variant="caption" color="text.secondary" component="div">
                ETS {formatPortDate(sailing.origin.departure, sailing.origin.utcOffsetMinutes)} · ETA{' '}
                {formatPortDate(sailing.destination.arrival, sailing.destination.utcOffsetMinutes)}
              </Typography>
            </Row>
          )}
          {draft.quote && <Row label="Quote">{draft.quote.id}</Row>}
          <Row label="Cargo">
            {typed.length ? typed.map((l) => `${l.quantity} × ${l.containerType?.label}`).join(', ') : '–'}
            {teu > 0 && (
              <Typography variant="caption" color="text.secondary" component="div">
                {formatCount(teu)} TEU
              </Typography>
            )}
          </Row>
          {files > 0 && <Row label="Documents">{files}</Row>}
        </Stack>
      </CardContent>
    </Card>
  );
}
