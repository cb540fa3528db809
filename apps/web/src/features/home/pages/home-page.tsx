import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, Card, CardActions, CardContent, Grid, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useLoginDialog } from '../../../lib/login-dialog.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useCan } from '../../../lib/use-can.ts';
import { SpecialOffersSection } from '../../../components/special-offers/index.ts';
import { HeroIllustration } from '../components/hero-illustration.tsx';
import { HomeSearchCard } from '../components/home-search-card.tsx';

const ENTRY_POINTS = [
  {
    icon: CalendarMonthOutlinedIcon,
    title: 'Sailing schedules',
    text: 'Every departure of our carriers for the next weeks, direct and with transshipment, with closings.',
    action: 'Open schedule',
    href: paths.schedule.getHref(),
  },
  {
    icon: LocalOfferOutlinedIcon,
    title: 'Instant quotes',
    text: 'Prices of several carriers side by side for your port pair, containers and date.',
    action: 'Get Quote',
    href: paths.quotesGet.getHref(),
  },
  {
    icon: TaskAltOutlinedIcon,
    title: 'Online booking',
    text: 'Book in four steps and follow each booking through checklist, documents and comments.',
    action: 'Book Now',
    href: paths.onlineBooking.getHref(),
  },
];

/** The landing page for visitors and customers: the schedule search at its centre, then the ways to go on. */
export function HomePage() {
  usePageTitle('Home');
  const { session } = useSession();
  const can = useCan();
  const login = useLoginDialog();
  const greeting = session.user
    ? `Welcome back, ${session.user.firstName}`
    : 'Container shipping, planned and booked in one place';
  return (
    <Stack spacing={{ xs: 4, md: 5 }}>
      <Grid container spacing={4} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2.5}>
            <Typography variant="overline" sx={{ fontWeight: 700, color: 'secondary.main' }}>
              Ocean freight portal
            </Typography>
            <Typography variant="h1">{greeting}</Typography>
            <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
              Search sailings, compare carrier prices and book full container loads online, with our agents at
              your side from the depot to the final bill of lading.
            </Typography>
            {!can.signedIn && (
              <Box>
                <Button size="large" variant="contained" color="secondary" onClick={() => login.open()}>
                  Log in to get started
                </Button>
              </Box>
            )}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }} sx={{ display: { xs: 'none', sm: 'flex' }, justifyContent: 'center' }}>
          <HeroIllustration />
        </Grid>
      </Grid>
      <Box data-tour="home-search">
        <HomeSearchCard />
      </Box>
      <Box data-tour="home-offers">
        <SpecialOffersSection />
      </Box>
      <Grid container spacing={3} data-tour="home-entry">
        {ENTRY_POINTS.map(({ icon: Icon, title, text, action, href }) => (
          <Grid key={title} size={{ xs: 12, md: 4 }}>
            <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ p: 3, flex: 1 }}>
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
                <Typography variant="h6" component="h2" gutterBottom>
                  {title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {text}
                </Typography>
              </CardContent>
              <CardActions sx={{ px: 3, pb: 2.5, pt: 0 }}>
                <Button component={RouterLink} to={href} endIcon={<ArrowForwardIcon />} sx={{ ml: -1 }}>
                  {action}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
