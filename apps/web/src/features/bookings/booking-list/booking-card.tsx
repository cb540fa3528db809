import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { Box, Button, ButtonBase, Card, Divider, Stack, Typography } from '@mui/material';
import {
  BOOKING_CATEGORIES,
  BOOKING_MESSAGES,
  formatDateTime,
  formatDay,
  showsInDispute,
  type TBookingRow,
} from '@portal/domain';
import { lazy, Suspense, useState } from 'react';
import { ChecklistProgress } from '../../../components/checklist/checklist-progress.tsx';
import { CarrierMark } from '../components/carrier-mark.tsx';
import { PortWithDate } from '../components/request-row-parts.tsx';
import { RowTagChips } from '../components/tags/tag-chip.tsx';

const BookingTagsDialog = lazy(() => import('./booking-tags-dialog.tsx'));
import {
  ContactAvatar,
  Fact,
  FileNumberLink,
  InDisputeMarker,
  Missing,
  References,
  StatusText,
  VesselVoyageText,
} from './booking-card-parts.tsx';

// The checklist (its panel, documents, viewer and comments) downloads when a card's progress is first pressed.
const BookingChecklistDialog = lazy(() =>
  import('./checklist-dialog.tsx').then((m) => ({ default: m.BookingChecklistDialog })),
);

function Port({
  port,
  label,
  date,
}: {
  port: TBookingRow['pol'];
  label: 'ETS' | 'ETA';
  date: string | null;
}) {
  if (port) return <PortWithDate port={port} label={label} date={date} />;
  return (
    <Box>
      <Missing />
      <Typography variant="caption" color="text.secondary" component="div">
        {label} {date ? formatDay(date) : '–'}
      </Typography>
    </Box>
  );
}

/** Checklist progress opens the checklist (spec 000 §2: Export and Import bookings only). */
function ChecklistButton({ row, staff }: { row: TBookingRow; staff: boolean }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const progress = row.checklistProgress;
  if (!progress || !(BOOKING_CATEGORIES as readonly string[]).includes(row.category)) return null;
  return (
    <>
      <ButtonBase
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
        sx={{
          display: 'block',
          textAlign: 'left',
          width: { xs: '100%', sm: 200 },
          borderRadius: 1,
          px: 1,
          py: 0.5,
          mx: -1,
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <Typography variant="caption" color="text.secondary" component="div" sx={{ fontWeight: 500 }}>
          Checklist
        </Typography>
        {/* Named by its text, 'Checklist 5 / 9' (WCAG 2.5.3 label in name); the bar adds nothing to it. */}
        <ChecklistProgress checked={progress.checked} total={progress.total} decorative />
      </ButtonBase>
      {/* Mounted from the first press on, so it closes with its transition. */}
      {(open || opened) && (
        <Suspense fallback={null}>
          <BookingChecklistDialog
            bookingId={row.id}
            staff={staff}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

/** One booking of a list (spec 000 §2 "Booking card"); on a phone its parts stack. */
export function BookingCard({ row, staff }: { row: TBookingRow; staff: boolean }) {
  const reference = staff
    ? BOOKING_MESSAGES.customerReferenceStaff
    : BOOKING_MESSAGES.customerReferenceClient;
  const disputed = showsInDispute(row);
  return (
    <Card
      component="article"
      aria-label={`Booking ${row.id}`}
      sx={(theme) => ({ boxShadow: disputed ? `inset 4px 0 0 ${theme.palette.error.main}` : undefined })}
    >
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          flexWrap: 'wrap',
          columnGap: 1.5,
          rowGap: 0.75,
          px: 2,
          pt: 1.5,
          pb: 1.25,
        }}
      >
        <FileNumberLink id={row.id} />
        {disputed && <InDisputeMarker />}
        <CarrierMark name={row.carrier.name} color={row.carrier.color} dense />
        {staff && row.client && (
          <Typography variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0, maxWidth: 280 }}>
            {row.client.name}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <StatusText text={row.statusText} />
        <ContactAvatar contact={row.contact} />
      </Stack>
      <Divider />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 2fr) minmax(0, 5fr)' },
          columnGap: 3,
          rowGap: 1.5,
          px: 2,
          py: 1.5,
        }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" component="div" sx={{ fontWeight: 500 }}>
              Departure
            </Typography>
            <Port port={row.pol} label="ETS" date={row.etd} />
          </Box>
          <ArrowForwardIcon fontSize="small" color="action" aria-label="to" sx={{ mt: 2.25 }} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" component="div" sx={{ fontWeight: 500 }}>
              Arrival
            </Typography>
            <Port port={row.pod} label="ETA" date={row.eta} />
          </Box>
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
            columnGap: 2,
            rowGap: 1.25,
          }}
        >
          <Fact label="Vessel / voyage">
            <VesselVoyageText vessel={row.vessel} voyage={row.voyage} />
          </Fact>
          <Fact label="BL number">{row.blNumber}</Fact>
          <Fact label={reference}>{row.customerReference}</Fact>
          <Fact label="References">
            <References row={row} />
          </Fact>
          <Fact label="AMS closing">{row.amsClosing ? formatDateTime(row.amsClosing) : null}</Fact>
          {staff && row.erp && (
            <Fact label="ERP carrier / service">
              {row.erp.carrierId || row.erp.serviceId
                ? `${row.erp.carrierId ?? '–'} / ${row.erp.serviceId ?? '–'}`
                : null}
            </Fact>
          )}
          <Fact label="Created on">{formatDateTime(row.createdAt)}</Fact>
          <Fact label="Last updated">{formatDateTime(row.updatedAt)}</Fact>
        </Box>
      </Box>
      {(row.checklistProgress || staff) && (
        <>
          <Divider />
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ alignItems: { xs: 'stretch', sm: 'center' }, columnGap: 3, rowGap: 1, px: 2, py: 1 }}
          >
            <ChecklistButton row={row} staff={staff} />
            <RowTagChips tagIds={row.tagIds} staff={staff} category="booking" />
            {staff && <TagsButton bookingId={row.id} tagIds={row.tagIds ?? []} />}
          </Stack>
        </>
      )}
    </Card>
  );
}

/** Staff choose the booking's tags from its card (issue 21 part 5); the dialog's code loads on first opening. */
function TagsButton({ bookingId, tagIds }: { bookingId: string; tagIds: readonly string[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<LocalOfferOutlinedIcon />}
        onClick={() => setOpen(true)}
        sx={{ ml: { sm: 'auto' }, alignSelf: { xs: 'flex-start', sm: 'center' }, color: 'text.secondary' }}
      >
        {tagIds.length > 0 ? 'Change tags' : 'Add tags'}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <BookingTagsDialog bookingId={bookingId} tagIds={tagIds} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
