import { Card, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { defaultScheduleSearch, scheduleSearchParams, toIsoDate } from '@portal/domain';
import { ScheduleSearchBar } from '../../../components/schedule-search-bar/index.ts';
import { paths } from '../../../lib/paths.ts';

/** The schedule search at the centre of the home page; searching opens /schedule with the parameters. */
export function HomeSearchCard() {
  const navigate = useNavigate();
  const [initial] = useState(() => {
    const defaults = defaultScheduleSearch(new Date());
    return { origin: null, destination: null, date: toIsoDate(defaults.date), weeks: defaults.weeks };
  });
  return (
    <Card
      component="section"
      aria-labelledby="home-search-title"
      sx={{ p: { xs: 2, sm: 3 }, boxShadow: '0 12px 32px rgba(11,61,107,0.08)' }}
    >
      <Typography id="home-search-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        Find a sailing
      </Typography>
      <ScheduleSearchBar
        initial={initial}
        onSearch={(search) =>
          void navigate(
            `${paths.schedule.getHref()}?${new URLSearchParams(scheduleSearchParams(search)).toString()}`,
          )
        }
      />
    </Card>
  );
}
