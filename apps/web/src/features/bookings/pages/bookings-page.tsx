import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import { Box, Button } from '@mui/material';
import { BOOKING_MESSAGES, bookingTabHasDateRange } from '@portal/domain';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useRequestCounts } from '../api.ts';
import { BookingListPanel } from '../booking-list/booking-list-panel.tsx';
import { BookingsTabs } from '../components/bookings-tabs.tsx';
import { PageHeader } from '../../../components/page/page-header.tsx';
import { RequestsPanel } from '../components/requests-panel.tsx';
import { useViewer } from '../hooks/use-viewer.ts';
import { isRequestTab, tabFromParam, tabsFor, type BookingsTab } from '../request-tabs.ts';
import { BOOKINGS_TITLE } from '../texts.ts';

/**
 * /bookings: the tab set of the visitor's role, chosen by the `tab` query parameter, which follows every change
 * (spec 000 §2 "Bookings page tabs"). Active, the default, has no value. Booking tabs list bookings, request
 * tabs booking requests; each tab is mounted afresh, with its own search and filters.
 */
export function BookingsPage() {
  usePageTitle(BOOKINGS_TITLE);
  const { staff } = useViewer();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = tabFromParam(asked, staff);
  const counts = useRequestCounts(staff);
  const written = tab === 'active' ? null : tab;

  // An address with an unknown tab (or tab=active) is written out plainly, keeping its other parameters.
  useEffect(() => {
    if (asked === written) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (written) next.set('tab', written);
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );
  }, [asked, written, setParams]);

  // Another tab starts with its own defaults: the filters of the one left behind do not follow.
  const choose = (next: BookingsTab) => setParams(next === 'active' ? {} : { tab: next });
  const title =
    !isRequestTab(tab) && bookingTabHasDateRange(tab)
      ? BOOKING_MESSAGES.archiveTitle
      : BOOKING_MESSAGES.title;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageHeader
        title={title}
        subtitle={
          staff
            ? 'Bookings and booking requests of every client, the latest changes first.'
            : 'Your company’s bookings and booking requests, and where they stand.'
        }
        actions={
          <Button
            component={RouterLink}
            to={paths.schedule.getHref()}
            variant="outlined"
            startIcon={<CalendarMonthOutlinedIcon />}
          >
            Find a sailing
          </Button>
        }
      />
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <BookingsTabs tabs={tabsFor(staff)} value={tab} counts={counts.data} onChange={choose} />
        {isRequestTab(tab) ? <RequestsPanel key={tab} tab={tab} /> : <BookingListPanel key={tab} tab={tab} />}
      </Box>
    </Box>
  );
}
