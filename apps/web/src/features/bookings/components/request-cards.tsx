import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Card, Checkbox, Divider, Stack, Typography } from '@mui/material';
import { REQUEST_LIST_MARKS, type TBookingRequestRow, formatDateTime } from '@portal/domain';
import type { ReactNode } from 'react';
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
import type { RequestListProps } from './requests-table.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <Box sx={{ typography: 'body2', fontWeight: 'inherit', minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

function RequestCard({
  row,
  staff,
  selected,
  onToggle,
}: {
  row: TBookingRequestRow;
  staff: boolean;
  selected: boolean;
  onToggle: (id: string) => void;
}) {
  return (
    <Card
      component="article"
      aria-label={`Request ${row.id}`}
      data-unread={staff && row.isUnread ? 'true' : undefined}
      data-unassigned={staff && !row.agent ? 'true' : undefined}
      sx={(theme) => {
        const marks = rowMarks(theme, row, staff);
        return {
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          fontWeight: marks.fontWeight,
          boxShadow: `inset 4px 0 0 ${marks.edge}`,
          outline: selected ? `2px solid ${theme.palette.primary.main}` : 'none',
        };
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, pt: 1.5, pb: 1 }}>
        {staff && (
          <Checkbox
            size="small"
            checked={selected}
            onChange={() => onToggle(row.id)}
            slotProps={{ input: { 'aria-label': `Select ${row.id}` } }}
            sx={{ ml: -1 }}
          />
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
          <RequestLink row={row} />
          {/* On cards an unread request carries a dot rather than a tint, which reads as greyed out. */}
          {staff && row.isUnread && (
            <Box
              role="img"
              aria-label="Unread"
              sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }}
            />
          )}
          <ExternalReferenceMark row={row} />
          <PinnedCommentsButton row={row} />
        </Box>
        <RequestStatusChip code={row.statusCode} hold={row.hold} />
      </Stack>
      <Box sx={{ px: 2, pb: 1.5 }}>
        <CarrierMark name={row.carrier.name} color={row.carrier.color} dense />
        <Typography variant="body2" color="text.secondary" noWrap sx={{ mt: 0.25 }}>
          {staff ? `${row.client.name} · ${row.createdBy.name}` : `Created by ${row.createdBy.name}`}
        </Typography>
        {staff && row.tagIds?.length ? (
          <Box sx={{ mt: 0.75 }}>
            <RowTags row={row} staff={staff} />
          </Box>
        ) : null}
      </Box>
      <Divider />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, py: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PortWithDate port={row.origin} label="ETS" date={row.etd} />
        </Box>
        <ArrowForwardIcon fontSize="small" color="action" aria-label="to" />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PortWithDate port={row.destination} label="ETA" date={row.eta} />
        </Box>
      </Stack>
      <Divider />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr 1fr',
          columnGap: 2,
          rowGap: 1.25,
          px: 2,
          py: 1.5,
          flex: 1,
        }}
      >
        <Fact label="Vessel / voyage">
          <VesselVoyage row={row} />
        </Fact>
        <Fact label={staff ? 'Customer reference' : 'Reference'}>
          <Box sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {row.customerReference || '–'}
          </Box>
        </Fact>
        <Fact label="Quote / agreement">
          <QuoteOrAgreement row={row} />
        </Fact>
        {staff && (
          <Fact label="Agent">
            <AgentAvatar agent={row.agent} />
          </Fact>
        )}
        <Fact label={REQUEST_LIST_MARKS.progress}>
          <ChecklistProgress row={row} />
        </Fact>
        <Fact label="Created on">{formatDateTime(row.createdAt)}</Fact>
        <Fact label="Last updated">{formatDateTime(row.updatedAt)}</Fact>
      </Box>
    </Card>
  );
}

/** The requests as cards: the phone view, and a choice on wide screens. */
export function RequestCards({ rows, staff, selected, onToggle }: RequestListProps) {
  return (
    <Box
      component="section"
      aria-label="Booking requests"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {rows.map((row) => (
        <RequestCard
          key={row.id}
          row={row}
          staff={staff}
          selected={selected.has(row.id)}
          onToggle={onToggle}
        />
      ))}
    </Box>
  );
}
