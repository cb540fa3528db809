import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import { Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useLoginDialog } from '../../../lib/login-dialog.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.ts';
import { HeroIllustration } from '../components/hero-illustration.tsx';

const FEATURES = [
  {
    icon: CalendarMonthOutlinedIcon,
    title: 'Sailing schedules',
    text: 'Every departure of our carriers for the next weeks, direct and with transshipment, with closings.',
  },
  {
    icon: LocalOfferOutlinedIcon,
    title: 'Instant quotes',
    text: 'Prices of several carriers side by side for your port pair, containers and date.',
  },
  {
    icon: TaskAltOutlinedIcon,
    title: 'Online booking',
    text: 'Book in four steps and follow each booking through checklist, documents and comments.',
  },
];

/** The landing page for visitors and customers. */
export function HomePage() {
  usePageTitle('Home');
  const { session } = useSession();
  const login = useLoginDialog();
  const greeting = session.user
    ? `Welcome back, ${session.user.firstName}`
    : 'Container shipping, planned and booked in one place';
  return (
    <Stack spacing={6}>
      <Grid container spacing={4} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2.5}>
            <Typography variant="overline" color="secondary.main" sx={{ fontWeight: 700 }}>
              Ocean freight portal
            </Typography>
            <Typography variant="h1">{greeting}</Typography>
            <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
              Search sailings, compare carrier prices and book full container loads online, with our agents at
              your side from the depot to the final bill of lading.
            </Typography>
            {session.visitor === 'anonymous' && (
              <Box>
                <Button size="large" variant="contained" color="secondary" onClick={() => login.open()}>
                  Log in to get started
                </Button>
              </Box>
            )}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', justifyContent: 'center' }}>
          <HeroIllustration />
        </Grid>
      </Grid>
      <Grid container spacing={3}>
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <Grid key={title} size={{ xs: 12, md: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent sx={{ p: 3 }}>
                <Box
                  sx={{
                    width: 44,
                    height: 44,
                    borderRadius: 2,
                    bgcolor: 'rgba(11,61,107,0.08)',
                    color: 'primary.main',
                    display: 'grid',
                    placeItems: 'center',
                    mb: 2,
                  }}
                >
                  <Icon />
                </Box>
                <Typography variant="h6" gutterBottom>
                  {title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {text}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
