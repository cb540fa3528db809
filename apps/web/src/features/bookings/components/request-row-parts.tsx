import { Avatar, Box, Link, Stack, Tooltip, Typography } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { type TBookingRequestRow, formatDay, initialsOf } from '@portal/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { RowTagChips } from './tags/tag-chip.tsx';
import { AllocationButton } from '../vessel-allocation/allocation-button.tsx';

/** The pieces a request row shows in the table and on a card, so both views read the same. */

export function RequestLink({ row }: { row: TBookingRequestRow }) {
  return (
    <Link
      component={RouterLink}
      to={paths.bookingRequest.getHref(row.id)}
      underline="hover"
      sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
    >
      {row.id}
    </Link>
  );
}

/** The row's tag chips (staff), shown when the list answer carries them. */
export function RowTags({ row, staff }: { row: TBookingRequestRow; staff: boolean }) {
  return <RowTagChips tagIds={row.tagIds} staff={staff} />;
}

/** Port name and code with its date: 'Hamburg DEHAM' / 'ETS 01.12.2026'. */
export function PortWithDate({
  port,
  label,
  date,
}: {
  port: TBookingRequestRow['origin'];
  label: 'ETS' | 'ETA';
  date: string | null;
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" noWrap title={`${port.name} (${port.id})`} sx={{ fontWeight: 'inherit' }}>
        {port.name}{' '}
        <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.75rem', fontWeight: 500 }}>
          {port.id}
        </Box>
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap component="div">
        {label} {date ? formatDay(date) : '–'}
      </Typography>
    </Box>
  );
}

export function VesselVoyage({ row }: { row: TBookingRequestRow }) {
  if (!row.vessel)
    return (
      <Typography variant="body2" color="text.disabled">
        No vessel yet
      </Typography>
    );
  return (
    <Stack direction="row" spacing={0.5} sx={{ minWidth: 0, alignItems: 'flex-start' }}>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography
          variant="body2"
          title={row.vessel}
          sx={{ fontWeight: 'inherit', overflowWrap: 'anywhere' }}
        >
          {row.vessel}
        </Typography>
        {row.voyage && (
          <Typography variant="caption" color="text.secondary" component="div" noWrap>
            Voyage {row.voyage}
          </Typography>
        )}
      </Box>
      {/* Staff with the privilege: the voyage's allocation (001 §2.14). */}
      <AllocationButton row={row} />
    </Stack>
  );
}

/** The quote number, or the agreement number when there is no quote. */
export function QuoteOrAgreement({ row }: { row: TBookingRequestRow }) {
  if (row.quoteNumber !== null)
    return (
      <Link component={RouterLink} to={paths.quote.getHref(String(row.quoteNumber))} underline="hover">
        Quote {row.quoteNumber}
      </Link>
    );
  if (row.agreementNo) return <>Agreement {row.agreementNo}</>;
  return (
    <Box component="span" sx={{ color: 'text.disabled' }}>
      –
    </Box>
  );
}

export function AgentAvatar({
  agent,
  compact = false,
}: {
  agent: TBookingRequestRow['agent'];
  /** The table shows the initials only, the name in a tooltip. */
  compact?: boolean;
}) {
  if (!agent)
    return (
      <Typography
        variant={compact ? 'caption' : 'body2'}
        color="info.main"
        sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
      >
        Unassigned
      </Typography>
    );
  const avatar = (
    <Avatar
      aria-label={compact ? agent.name : undefined}
      sx={{ width: 26, height: 26, fontSize: '0.7rem', fontWeight: 700, bgcolor: 'primary.light' }}
    >
      {initialsOf(agent.name)}
    </Avatar>
  );
  if (compact) return <Tooltip title={agent.name}>{avatar}</Tooltip>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      {avatar}
      <Typography variant="body2" noWrap sx={{ fontWeight: 'inherit' }}>
        {agent.name}
      </Typography>
    </Stack>
  );
}

/** Unread rows are tinted and bold; unassigned ones carry a blue left edge (spec 000 §2). Staff only. */
export function rowMarks(theme: Theme, row: TBookingRequestRow, staff: boolean) {
  const unread = staff && row.isUnread;
  const unassigned = staff && row.agent === null;
  return {
    background: unread ? alpha(theme.palette.primary.main, 0.045) : undefined,
    fontWeight: unread ? 600 : 400,
    edge: unassigned ? theme.palette.info.main : 'transparent',
  };
}
