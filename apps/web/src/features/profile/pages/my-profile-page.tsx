import { Alert, AlertTitle, Box, Button, Grid, Stack, Typography } from '@mui/material';
import type { TSessionUser } from '@portal/domain';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useProfile } from '../api.ts';
import { CompanyCard } from '../components/company-card.tsx';
import { GuideCard } from '../components/guide-card.tsx';
import { IdentityCard } from '../components/identity-card.tsx';
import { ProfileSkeleton } from '../components/profile-skeleton.tsx';
import { RedirectionCard } from '../components/redirection-card.tsx';
import { TeamsCard } from '../components/teams-card.tsx';

const TITLE = 'My Profile';

function ProfileContent({ profile }: { profile: TSessionUser }) {
  return (
    <Stack spacing={3}>
      <Box data-tour="profile-identity">
        <IdentityCard profile={profile} />
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }} data-tour="profile-company">
          <Stack spacing={3}>
            <CompanyCard company={profile.company} />
            <TeamsCard teams={profile.teams} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={3}>
            <Box data-tour="profile-redirection">
              <RedirectionCard profile={profile} />
            </Box>
            <GuideCard profile={profile} />
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}

/** /my-profile: who I am, my company and teams, the vacation redirection of my notifications, the guided tour. */
export function MyProfilePage() {
  usePageTitle(TITLE);
  const profile = useProfile();

  return (
    <Box sx={{ width: '100%', maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 4 } }}>
      <Box component="header" sx={{ mb: { xs: 2.5, sm: 3.5 } }}>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 600, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
        >
          {TITLE}
        </Typography>
        <Typography variant="body1" color="text.secondary" sx={{ mt: 0.5 }}>
          Your account, company and teams, and where your notifications go while you are away.
        </Typography>
      </Box>
      {profile.data ? (
        <ProfileContent profile={profile.data} />
      ) : profile.isError ? (
        <Alert
          severity="error"
          variant="outlined"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => void profile.refetch()}
              loading={profile.isFetching}
            >
              Retry
            </Button>
          }
        >
          <AlertTitle>Your profile could not be loaded.</AlertTitle>
          {profile.error.message}
        </Alert>
      ) : (
        <ProfileSkeleton />
      )}
    </Box>
  );
}
