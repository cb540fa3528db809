import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import { Avatar, Box, CardContent, Stack, Typography } from '@mui/material';
import { initialsOf, type TBooking } from '@portal/domain';
import { CollapsibleSection } from '../components/collapsible-section.tsx';
import { BOOKING_PAGE_TEXT, personName } from './texts.ts';

/** Who watches the booking (spec 000 §4 "Watching"); the assigned agent gets assigning instead of watching. */
export function BookingWatchers({ booking }: { booking: TBooking }) {
  const watchers = booking.watchers;
  return (
    <CollapsibleSection
      title={BOOKING_PAGE_TEXT.watchers}
      icon={GroupsOutlinedIcon}
      meta={watchers.length === 1 ? '1 watcher' : `${watchers.length} watchers`}
    >
      <CardContent sx={{ px: { xs: 2, sm: 2.5 }, py: 2 }}>
        {watchers.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {BOOKING_PAGE_TEXT.noWatchers}
          </Typography>
        ) : (
          <Stack component="ul" spacing={1} aria-label="Watchers" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {watchers.map((person) => (
              <Box component="li" key={person.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
                <Avatar sx={{ width: 28, height: 28, fontSize: '0.75rem', bgcolor: 'primary.light' }}>
                  {initialsOf(personName(person))}
                </Avatar>
                <Typography variant="body2">{personName(person)}</Typography>
              </Box>
            ))}
          </Stack>
        )}
      </CardContent>
    </CollapsibleSection>
  );
}
