import { Avatar, Box, Chip, Link, Tooltip, Typography } from '@mui/material';
import { BOOKING_MESSAGES, initialsOf, type TBookingRow } from '@portal/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/** A labelled value of the card; '–' stands for a value not known yet. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <Box sx={{ typography: 'body2', minWidth: 0, overflowWrap: 'anywhere' }}>
        {children === null || children === undefined || children === '' ? <Missing /> : children}
      </Box>
    </Box>
  );
}

export function Missing() {
  return (
    <Box component="span" sx={{ color: 'text.disabled' }}>
      –
    </Box>
  );
}

/** The file number, leading to the booking page. */
export function FileNumberLink({ id }: { id: string }) {
  return (
    <Link
      component={RouterLink}
      to={paths.booking.getHref(id)}
      underline="hover"
      sx={{ fontWeight: 700, fontSize: '1.05rem', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
    >
      {id}
    </Link>
  );
}

/** The IN DISPUTE marker (spec 000 §2): shown by the caller when showsInDispute says so. */
export function InDisputeMarker() {
  return (
    <Chip
      size="small"
      color="error"
      label={BOOKING_MESSAGES.inDispute.toUpperCase()}
      sx={{ fontWeight: 700, letterSpacing: '0.04em', height: 22 }}
    />
  );
}

/** The agreement number and the request the booking came from. */
export function References({ row }: { row: TBookingRow }) {
  if (!row.agreementNo && !row.requestId) return <Missing />;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}>
      {row.agreementNo && <span>Agreement {row.agreementNo}</span>}
      {row.requestId && (
        <Link component={RouterLink} to={paths.bookingRequest.getHref(row.requestId)} underline="hover">
          Request {row.requestId}
        </Link>
      )}
    </Box>
  );
}

export function VesselVoyageText({ vessel, voyage }: { vessel: string | null; voyage: string | null }) {
  if (!vessel) return <Missing />;
  return (
    <>
      {vessel}
      {voyage && (
        <Typography variant="caption" color="text.secondary" component="div" noWrap>
          Voyage {voyage}
        </Typography>
      )}
    </>
  );
}

/** The customer's contact person as initials; the name shows in a tooltip. */
export function ContactAvatar({ contact }: { contact: TBookingRow['contact'] }) {
  if (!contact) return null;
  const name = `${contact.firstName} ${contact.lastName}`.trim();
  return (
    <Tooltip title={`Contact: ${name}`}>
      <Avatar
        aria-label={`Contact: ${name}`}
        sx={{ width: 30, height: 30, fontSize: '0.75rem', fontWeight: 700, bgcolor: 'primary.light' }}
      >
        {initialsOf(name)}
      </Avatar>
    </Tooltip>
  );
}

/** The status as the ERP words it. */
export function StatusText({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={text}
      sx={{ maxWidth: { xs: 180, sm: 260 }, fontWeight: 600, borderColor: 'divider' }}
      title={text}
    />
  );
}
