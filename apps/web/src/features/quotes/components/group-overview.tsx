import { Box, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import type { TQuoteGroup } from '@portal/domain';
import type { ReactNode } from 'react';
import { AssigneePicker } from './assignee-picker.tsx';
import { CargoChips } from './cargo-chips.tsx';
import { RouteSummary } from './route-summary.tsx';
import { formatDateTime, formatDay } from '@portal/domain';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box sx={{ mt: 0.5, typography: 'body2', fontWeight: 600 }}>{children}</Box>
    </Box>
  );
}

/** Client, requester, route, dates and cargo of a quote group; staff also assign it here. */
export function GroupOverview({ group, isStaff }: { group: TQuoteGroup; isStaff: boolean }) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Grid container spacing={{ xs: 2, sm: 3 }}>
          <Grid size={{ xs: 12, md: isStaff ? 8 : 12 }}>
            <Grid container spacing={{ xs: 2, sm: 3 }}>
              <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
                <Item label="Route">
                  <RouteSummary origin={group.origin} destination={group.destination} />
                </Item>
              </Grid>
              <Grid size={{ xs: 6, sm: 3, lg: 2 }}>
                <Item label="Client">{group.client.name}</Item>
              </Grid>
              <Grid size={{ xs: 6, sm: 3, lg: 2 }}>
                <Item label="Requested by">{group.user.name}</Item>
              </Grid>
              <Grid size={{ xs: 6, sm: 3, lg: 2 }}>
                <Item label="Earliest date">
                  {formatDay(group.requestedDate)}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {group.weeks === 1 ? '1 week' : `${group.weeks} weeks`} of sailings
                  </Typography>
                </Item>
              </Grid>
              <Grid size={{ xs: 6, sm: 3, lg: 2 }}>
                <Item label="Issued">{formatDateTime(group.dateIssued)}</Item>
              </Grid>
              <Grid size={12}>
                <Item label="Cargo">
                  <Stack spacing={1}>
                    <CargoChips containers={group.containers} size="medium" />
                    <Typography variant="caption" color="text.secondary" component="div">
                      {[...new Set(group.containers.map((c) => c.commodityType.name))].join(', ')}
                      {group.containers.some((c) => c.pickupLocation) &&
                        ` · Pickup: ${[
                          ...new Set(
                            group.containers.flatMap((c) =>
                              c.pickupLocation ? [`${c.pickupLocation.name}, ${c.pickupLocation.city}`] : [],
                            ),
                          ),
                        ].join('; ')}`}
                    </Typography>
                  </Stack>
                </Item>
              </Grid>
            </Grid>
          </Grid>
          {isStaff && (
            <Grid size={{ xs: 12, md: 4 }}>
              <AssigneePicker group={group} />
            </Grid>
          )}
        </Grid>
      </CardContent>
    </Card>
  );
}
