import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import {
  Avatar,
  AvatarGroup,
  IconButton,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import type { TCarrierOption, TQuoteGroupSummary } from '@portal/domain';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { CargoChips } from './cargo-chips.tsx';
import { CarrierMark } from './carrier-mark.tsx';
import { RouteSummary } from './route-summary.tsx';
import { formatDay, initialsOf } from '@portal/domain';

export interface QuoteGroupsTableProps {
  groups: readonly TQuoteGroupSummary[];
  carriers: readonly TCarrierOption[] | undefined;
  isStaff: boolean;
  /** Staff: archive or restore a row; the id being changed shows a spinner. */
  onArchive?: (group: TQuoteGroupSummary) => void;
  busyId?: number | null;
}

export function CarrierList({
  ids,
  carriers,
}: {
  ids: readonly string[];
  carriers: readonly TCarrierOption[] | undefined;
}) {
  return (
    <Stack spacing={0.5}>
      {ids.map((id) => {
        const carrier = carriers?.find((c) => c.id === id);
        return (
          <CarrierMark
            key={id}
            name={carrier?.displayName ?? id}
            color={carrier?.color ?? '#98a2b3'}
            size="small"
          />
        );
      })}
    </Stack>
  );
}

export function Assignees({ people }: { people: TQuoteGroupSummary['assignedTo'] }) {
  if (people.length === 0)
    return (
      <Typography variant="body2" color="text.disabled">
        Unassigned
      </Typography>
    );
  return (
    <AvatarGroup max={3} sx={{ justifyContent: 'flex-end', '& .MuiAvatar-root': { width: 28, height: 28 } }}>
      {people.map((person) => (
        <Tooltip key={person.id} title={person.name}>
          <Avatar sx={{ fontSize: '0.75rem', bgcolor: 'primary.light' }} aria-label={person.name}>
            {initialsOf(person.name)}
          </Avatar>
        </Tooltip>
      ))}
    </AvatarGroup>
  );
}

export function ArchiveButton({
  group,
  onArchive,
  busy,
}: {
  group: TQuoteGroupSummary;
  onArchive: (group: TQuoteGroupSummary) => void;
  busy: boolean;
}) {
  const label = group.archived ? 'Restore' : 'Archive';
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={`${label} quote group ${group.id}`}
        size="small"
        loading={busy}
        onClick={(event) => {
          event.stopPropagation();
          onArchive(group);
        }}
      >
        {group.archived ? (
          <UnarchiveOutlinedIcon fontSize="small" />
        ) : (
          <ArchiveOutlinedIcon fontSize="small" />
        )}
      </IconButton>
    </Tooltip>
  );
}

/** The quote groups as a table (wide screens); a row opens its group. */
export function QuoteGroupsTable({ groups, carriers, isStaff, onArchive, busyId }: QuoteGroupsTableProps) {
  const navigate = useNavigate();
  return (
    <Table aria-label="Quote groups" sx={{ '& td, & th': { px: 2 } }}>
      <TableHead
        sx={{
          bgcolor: 'background.default',
          '& th': { color: 'text.secondary', fontWeight: 600, fontSize: '0.8rem', py: 1.25 },
        }}
      >
        <TableRow>
          <TableCell>Number</TableCell>
          <TableCell>Issued</TableCell>
          <TableCell>Route</TableCell>
          <TableCell>Cargo</TableCell>
          <TableCell>Carriers</TableCell>
          <TableCell>{isStaff ? 'Client / requester' : 'Requested by'}</TableCell>
          {isStaff && <TableCell align="right">Assignees</TableCell>}
          {isStaff && onArchive && <TableCell align="right" aria-label="Actions" />}
        </TableRow>
      </TableHead>
      <TableBody>
        {groups.map((group) => {
          const href = paths.quoteGroup.getHref(String(group.id));
          return (
            <TableRow
              key={group.id}
              hover
              onClick={() => void navigate(href)}
              sx={{ cursor: 'pointer', '&:last-child td': { border: 0 } }}
            >
              <TableCell>
                <Link
                  component={RouterLink}
                  to={href}
                  underline="hover"
                  sx={{ fontWeight: 700 }}
                  onClick={(event) => event.stopPropagation()}
                >
                  #{group.id}
                </Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(group.dateIssued)}</TableCell>
              <TableCell sx={{ minWidth: 200 }}>
                <RouteSummary origin={group.origin} destination={group.destination} dense />
              </TableCell>
              <TableCell sx={{ maxWidth: 220 }}>
                <CargoChips containers={group.containers} />
              </TableCell>
              <TableCell>
                {group.carriers.length > 0 ? (
                  <CarrierList ids={group.carriers} carriers={carriers} />
                ) : (
                  <Typography variant="body2" color="text.disabled">
                    None
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ maxWidth: 200 }}>
                {isStaff && (
                  <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                    {group.client.name}
                  </Typography>
                )}
                <Typography variant="body2" color={isStaff ? 'text.secondary' : 'text.primary'} noWrap>
                  {group.user.name}
                </Typography>
              </TableCell>
              {isStaff && (
                <TableCell align="right">
                  <Assignees people={group.assignedTo} />
                </TableCell>
              )}
              {isStaff && onArchive && (
                <TableCell align="right" sx={{ width: 56 }}>
                  <ArchiveButton group={group} onArchive={onArchive} busy={busyId === group.id} />
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
