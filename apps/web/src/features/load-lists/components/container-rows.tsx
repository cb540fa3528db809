import {
  Box,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatLoadListDay, loadListProgress, type TContainerListItem } from '@portal/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';

const STATUS_COLOR = { 'ON WATER': 'info', ARRIVED: 'success', 'GATE OUT': 'default' } as const;

function StatusChip({ status }: { status: TContainerListItem['status'] }) {
  if (!status)
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  return <Chip size="small" label={status} color={STATUS_COLOR[status]} variant="outlined" />;
}

/** Spec 002 §2: checked over total checklist items, only when the total is above 0. */
function ChecklistBar({ row }: { row: TContainerListItem }) {
  const percent = loadListProgress(row.checklistCheckedCount, row.checklistItemCount);
  if (percent === null) return null;
  const label = `${row.checklistCheckedCount} of ${row.checklistItemCount} checklist items checked`;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 96 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={label}
        sx={{ flex: 1, height: 6, borderRadius: 3 }}
        color={percent === 100 ? 'success' : 'primary'}
      />
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {row.checklistCheckedCount}/{row.checklistItemCount}
      </Typography>
    </Stack>
  );
}

function BookingLink({ id }: { id: string }) {
  return (
    <Link component={RouterLink} to={paths.booking.getHref(id)}>
      {id}
    </Link>
  );
}

const pol = (row: TContainerListItem) =>
  row.pol ? (row.polName ? `${row.polName} (${row.pol})` : row.pol) : '';

/** The containers as a table (tablet and wider), in the server's order: ETS, then booking. */
export function ContainersTable({ rows }: { rows: TContainerListItem[] }) {
  return (
    // Twelve columns fit the page at 1440 px with narrow cell padding; the two-line cells (port, vessel) keep rows even.
    <Table
      size="small"
      aria-label="Containers"
      sx={{
        '& th, & td': { px: 1 },
        '& th:first-of-type, & td:first-of-type': { pl: 2 },
        '& th:last-of-type, & td:last-of-type': { pr: 2 },
      }}
    >
      <TableHead>
        <TableRow>
          {[
            'Container number',
            'Seal number',
            'Status',
            'Delivery reference',
            'Booking',
            'ETS',
            'POL',
            'Vessel / Voyage',
            'Gate-in',
            'Pick-up',
            'Checklist',
          ].map((h) => (
            <TableCell key={h} sx={{ whiteSpace: 'nowrap' }}>
              {h}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.container} hover>
            <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{row.container}</TableCell>
            <TableCell>{row.sealNum ?? ''}</TableCell>
            <TableCell>
              <StatusChip status={row.status} />
            </TableCell>
            <TableCell>{row.deliveryRef ?? ''}</TableCell>
            <TableCell>
              <BookingLink id={row.bookingId} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatLoadListDay(row.ets)}</TableCell>
            <TableCell>
              <TwoLines first={row.polName ?? row.pol ?? ''} second={row.polName ? (row.pol ?? '') : ''} />
            </TableCell>
            <TableCell>
              <TwoLines first={row.vessel ?? ''} second={row.voyage ?? ''} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatLoadListDay(row.gateIn)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatLoadListDay(row.pickUp)}</TableCell>
            <TableCell>
              <ChecklistBar row={row} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A cell of a name and its code (port, vessel and voyage): the code below in small print. */
function TwoLines({ first, second }: { first: string; second: string }) {
  return (
    <>
      <Typography variant="body2" component="div">
        {first}
      </Typography>
      {second && (
        <Typography variant="caption" color="text.secondary" component="div">
          {second}
        </Typography>
      )}
    </>
  );
}

/**
 * One fact of a card. An empty one shows a dash, so every card keeps the same places for the same facts; long
 * references wrap rather than widen the card past a phone's width.
 */
function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {value === '' || value === null ? '—' : value}
      </Typography>
    </Box>
  );
}

/** The containers as cards on a phone: number and status first, then the booking and the dates. */
export function ContainerCards({ rows }: { rows: TContainerListItem[] }) {
  return (
    <Stack
      spacing={1.5}
      sx={{ p: 1.5 }}
      component="ul"
      aria-label="Containers"
      style={{ listStyle: 'none', margin: 0 }}
    >
      {rows.map((row) => (
        <Card key={row.container} variant="outlined" component="li">
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
              <Typography sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{row.container}</Typography>
              <StatusChip status={row.status} />
            </Stack>
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
              <Fact label="Booking" value={<BookingLink id={row.bookingId} />} />
              <Fact label="Seal number" value={row.sealNum ?? ''} />
              <Fact label="ETS" value={formatLoadListDay(row.ets)} />
              <Fact label="POL" value={pol(row)} />
              <Fact label="Vessel" value={[row.vessel, row.voyage].filter(Boolean).join(' / ')} />
              <Fact label="Delivery reference" value={row.deliveryRef ?? ''} />
              <Fact label="Gate-in" value={formatLoadListDay(row.gateIn)} />
              <Fact label="Pick-up" value={formatLoadListDay(row.pickUp)} />
            </Box>
            {row.checklistItemCount > 0 && (
              <Box sx={{ mt: 1 }}>
                <Typography variant="caption" color="text.secondary" component="div">
                  Checklist
                </Typography>
                <ChecklistBar row={row} />
              </Box>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
