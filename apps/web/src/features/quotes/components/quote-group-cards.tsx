import { Box, CardActionArea, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { CargoChips } from './cargo-chips.tsx';
import { RouteSummary } from './route-summary.tsx';
import { ArchiveButton, Assignees, CarrierList, type QuoteGroupsTableProps } from './quote-groups-table.tsx';
import { formatDay } from '@portal/domain';

/** The quote groups as stacked cards (phones): the same facts as the table, one group per card. */
export function QuoteGroupCards({ groups, carriers, isStaff, onArchive, busyId }: QuoteGroupsTableProps) {
  return (
    // Lines between the cards are the items' borders: an <hr> between <li>s is not allowed in a list (axe 'list').
    <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Quote groups">
      {groups.map((group) => (
        <Box
          component="li"
          key={group.id}
          sx={{ position: 'relative', '& + &': { borderTop: 1, borderColor: 'divider' } }}
        >
          <CardActionArea
            component={RouterLink}
            to={paths.quoteGroup.getHref(String(group.id))}
            sx={{ p: 2, pr: isStaff && onArchive ? 7 : 2 }}
          >
            <Stack spacing={1.25}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>#{group.id}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDay(group.dateIssued)}
                </Typography>
              </Stack>
              <RouteSummary origin={group.origin} destination={group.destination} dense />
              <CargoChips containers={group.containers} />
              <Stack
                direction="row"
                spacing={2}
                sx={{ justifyContent: 'space-between', alignItems: 'flex-end' }}
              >
                <CarrierList ids={group.carriers} carriers={carriers} />
                <Box sx={{ textAlign: 'right', minWidth: 0 }}>
                  {isStaff && (
                    <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                      {group.client.name}
                    </Typography>
                  )}
                  <Typography variant="caption" color="text.secondary" noWrap component="div">
                    {group.user.name}
                  </Typography>
                </Box>
              </Stack>
              {isStaff && (
                <Box sx={{ display: 'flex', justifyContent: 'flex-start' }}>
                  <Assignees people={group.assignedTo} />
                </Box>
              )}
            </Stack>
          </CardActionArea>
          {isStaff && onArchive && (
            <Box sx={{ position: 'absolute', top: 12, right: 12 }}>
              <ArchiveButton group={group} onArchive={onArchive} busy={busyId === group.id} />
            </Box>
          )}
        </Box>
      ))}
    </Stack>
  );
}
