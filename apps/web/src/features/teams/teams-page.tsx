import { Box, CircularProgress, Paper, Stack, Tab, Tabs } from '@mui/material';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page/page-header.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { TEAM_TABS, teamTabOf } from './team-tabs.ts';

const WIDE = {
  width: { lg: 'min(calc(100vw - 64px), 1480px)' },
  ml: { lg: '50%' },
  transform: { lg: 'translateX(-50%)' },
} as const;

/**
 * /teams, Team Management (spec 002 §2, superadmin only): vertical tabs chosen by the `tab` query parameter, the
 * URL following the tab (replace, so Back leaves the screen). On a phone the tabs run across the top and scroll.
 */
export function TeamsPage() {
  usePageTitle('Team Management');
  const [search, setSearch] = useSearchParams();
  const current = teamTabOf(search.get('tab'));
  const select = (value: string | null) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  if (!current) return null;
  const Panel = current.panel;
  return (
    // Wider than the frame's container on a large screen: the teams and settings tables have many columns.
    <Stack spacing={3} sx={WIDE}>
      <PageHeader
        title="Team Management"
        subtitle="Teams, admins, reassignment rules, payment-confirmation contacts and customer companies."
      />
      <Box
        sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, alignItems: 'flex-start' }}
      >
        <Paper
          variant="outlined"
          data-tour="team-tabs"
          sx={{ flexShrink: 0, width: { xs: '100%', md: 200 } }}
        >
          <Tabs
            orientation="vertical"
            value={current.value ?? ''}
            onChange={(_, value: string) => select(value === '' ? null : value)}
            aria-label="Team Management"
            variant="scrollable"
            sx={{ display: { xs: 'none', md: 'flex' } }}
          >
            {TEAM_TABS.map((t) => (
              <Tab
                key={t.value ?? ''}
                value={t.value ?? ''}
                label={t.label}
                id={`team-tab-${t.value ?? 'teams'}`}
                aria-controls="team-tab-panel"
                sx={{ alignItems: 'flex-start', textAlign: 'left' }}
              />
            ))}
          </Tabs>
          <Tabs
            value={current.value ?? ''}
            onChange={(_, value: string) => select(value === '' ? null : value)}
            aria-label="Team Management"
            variant="scrollable"
            allowScrollButtonsMobile
            scrollButtons="auto"
            sx={{ display: { xs: 'flex', md: 'none' } }}
          >
            {TEAM_TABS.map((t) => (
              <Tab key={t.value ?? ''} value={t.value ?? ''} label={t.label} />
            ))}
          </Tabs>
        </Paper>
        <Box
          id="team-tab-panel"
          data-tour="team-tab-panel"
          role="tabpanel"
          aria-label={current.label}
          sx={{ flex: 1, minWidth: 0, width: '100%' }}
        >
          <Suspense
            fallback={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
                <CircularProgress size={18} />
                <span>Loading…</span>
              </Stack>
            }
          >
            <Panel />
          </Suspense>
        </Box>
      </Box>
    </Stack>
  );
}
