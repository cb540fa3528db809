import { Box, Checkbox, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { type TBookingRequestRow, formatDateTime } from '@portal/domain';
import { CarrierMark } from './carrier-mark.tsx';
import {
  AgentAvatar,
  PortWithDate,
  QuoteOrAgreement,
  RequestLink,
  RowTags,
  rowMarks,
  VesselVoyage,
} from './request-row-parts.tsx';
import { ChecklistProgress, ExternalReferenceMark, PinnedCommentsButton } from './request-marks.tsx';
import { RequestStatusChip } from './request-status-chip.tsx';

export interface RequestListProps {
  rows: readonly TBookingRequestRow[];
  staff: boolean;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (ids: string[], select: boolean) => void;
}

/** Long names take a second line, then end in an ellipsis. */
const twoLines = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;

const small = { variant: 'caption', color: 'text.secondary', component: 'div', noWrap: true } as const;

/** The requests as a table (spec 000 §2 "Booking requests list"); the columns pair related facts. */
export function RequestsTable({ rows, staff, selected, onToggle, onToggleAll }: RequestListProps) {
  const ids = rows.map((row) => row.id);
  const chosen = ids.filter((id) => selected.has(id)).length;
  return (
    <Table
      size="small"
      aria-label="Booking requests"
      sx={{
        tableLayout: 'fixed',
        minWidth: staff ? 1160 : 1060,
        '& td, & th': { px: 1, py: 1.25, verticalAlign: 'top', fontSize: '0.8125rem' },
        '& th': {
          py: 1,
          whiteSpace: 'nowrap',
          color: 'text.secondary',
          fontWeight: 600,
          fontSize: '0.75rem',
        },
        '& .MuiTypography-body2': { fontSize: '0.8125rem' },
      }}
    >
      {/* Fixed widths keep eleven facts readable within the page; long names end in an ellipsis. */}
      <colgroup>
        {staff && <col style={{ width: 44 }} />}
        <col style={{ width: 196 }} />
        <col />
        <col style={{ width: 124 }} />
        <col style={{ width: 128 }} />
        <col style={{ width: 128 }} />
        <col style={{ width: 120 }} />
        <col style={{ width: 116 }} />
        {staff && <col style={{ width: 84 }} />}
        <col style={{ width: 118 }} />
      </colgroup>
      <TableHead>
        <TableRow>
          {staff && (
            <TableCell padding="checkbox" sx={{ pl: 1 }}>
              <Checkbox
                size="small"
                indeterminate={chosen > 0 && chosen < ids.length}
                checked={ids.length > 0 && chosen === ids.length}
                onChange={(event) => onToggleAll(ids, event.target.checked)}
                slotProps={{ input: { 'aria-label': 'Select all requests on this page' } }}
              />
            </TableCell>
          )}
          <TableCell>Request / carrier</TableCell>
          <TableCell>{staff ? 'Client / created by' : 'Created by'}</TableCell>
          <TableCell>Vessel / voyage</TableCell>
          <TableCell>Origin / ETS</TableCell>
          <TableCell>Destination / ETA</TableCell>
          <TableCell>Quote / reference</TableCell>
          <TableCell>Status / progress</TableCell>
          {staff && <TableCell>Agent</TableCell>}
          <TableCell>Created / updated</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={row.id}
            hover
            selected={selected.has(row.id)}
            data-unread={staff && row.isUnread ? 'true' : undefined}
            data-unassigned={staff && !row.agent ? 'true' : undefined}
            sx={(theme) => {
              const marks = rowMarks(theme, row, staff);
              return {
                bgcolor: marks.background,
                '& td': { fontWeight: marks.fontWeight },
                '& td:first-of-type': { boxShadow: `inset 4px 0 0 ${marks.edge}` },
                '&:last-child td': { borderBottom: 0 },
              };
            }}
          >
            {staff && (
              <TableCell padding="checkbox" sx={{ pl: 1 }}>
                <Checkbox
                  size="small"
                  checked={selected.has(row.id)}
                  onChange={() => onToggle(row.id)}
                  slotProps={{ input: { 'aria-label': `Select ${row.id}` } }}
                />
              </TableCell>
            )}
            <TableCell>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
                <RequestLink row={row} />
                <ExternalReferenceMark row={row} />
                <PinnedCommentsButton row={row} />
              </Box>
              <Box sx={{ mt: 0.25, display: 'flex' }}>
                <CarrierMark name={row.carrier.name} color={row.carrier.color} dense />
              </Box>
              {staff && row.tagIds?.length ? (
                <Box sx={{ mt: 0.5, maxWidth: 200 }}>
                  <RowTags row={row} staff={staff} />
                </Box>
              ) : null}
            </TableCell>
            <TableCell>
              {staff ? (
                <>
                  <Typography
                    variant="body2"
                    title={row.client.name}
                    sx={{ fontWeight: 'inherit', ...twoLines }}
                  >
                    {row.client.name}
                  </Typography>
                  <Typography {...small}>{row.createdBy.name}</Typography>
                </>
              ) : (
                <Typography variant="body2" noWrap>
                  {row.createdBy.name}
                </Typography>
              )}
            </TableCell>
            <TableCell>
              <VesselVoyage row={row} />
            </TableCell>
            <TableCell>
              <PortWithDate port={row.origin} label="ETS" date={row.etd} />
            </TableCell>
            <TableCell>
              <PortWithDate port={row.destination} label="ETA" date={row.eta} />
            </TableCell>
            <TableCell>
              <Typography variant="body2" noWrap sx={{ fontWeight: 'inherit' }}>
                <QuoteOrAgreement row={row} />
              </Typography>
              <Typography {...small}>{row.customerReference || '–'}</Typography>
            </TableCell>
            <TableCell>
              <RequestStatusChip code={row.statusCode} />
              <Box sx={{ mt: 0.75 }}>
                <ChecklistProgress row={row} />
              </Box>
            </TableCell>
            {staff && (
              <TableCell>
                <AgentAvatar agent={row.agent} compact />
              </TableCell>
            )}
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Typography
                variant="body2"
                noWrap
                sx={{ fontSize: 'inherit', fontWeight: 'inherit', fontVariantNumeric: 'tabular-nums' }}
              >
                {formatDateTime(row.createdAt)}
              </Typography>
              <Typography {...small} sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatDateTime(row.updatedAt)}
              </Typography>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
