import { Box, Tab, Tabs } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { BookingsTab, BookingsTabDef } from '../request-tabs.ts';

interface Props {
  tabs: readonly BookingsTabDef[];
  value: BookingsTab;
  counts: { requests: number; onHold: number } | undefined;
  onChange: (tab: BookingsTab) => void;
}

function CountBadge({ count, active }: { count: number; active: boolean }) {
  return (
    <Box
      component="span"
      sx={(theme) => ({
        ml: 1,
        minWidth: 22,
        height: 20,
        px: 0.75,
        borderRadius: 10,
        display: 'inline-grid',
        placeItems: 'center',
        fontSize: '0.75rem',
        fontWeight: 700,
        fontVariantNumeric: 'tabular-nums',
        color: active ? 'primary.contrastText' : 'primary.main',
        bgcolor: active ? 'primary.main' : alpha(theme.palette.primary.main, 0.1),
      })}
    >
      {count}
    </Box>
  );
}

/** The tabs of /bookings with the staff badges (Requests and On Hold counts, spec 000 §2). */
export function BookingsTabs({ tabs, value, counts, onChange }: Props) {
  return (
    <Tabs
      value={value}
      onChange={(_event, next: BookingsTab) => onChange(next)}
      aria-label="Bookings"
      data-tour="bookings-tabs"
      variant="scrollable"
      scrollButtons="auto"
      // On a phone the tabs run off the screen: the arrows say there are more (MUI hides them on touch by default).
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 44 }}
    >
      {tabs.map((tab) => {
        const count = tab.badge && counts ? counts[tab.badge] : undefined;
        return (
          <Tab
            key={tab.value}
            value={tab.value}
            sx={{ minHeight: 44, px: { xs: 1.5, sm: 2 } }}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
                {tab.label}
                {count !== undefined && <CountBadge count={count} active={tab.value === value} />}
              </Box>
            }
          />
        );
      })}
    </Tabs>
  );
}
