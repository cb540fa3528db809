import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import { Box, Button } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useRequestCounts } from '../api.ts';
import { BookingsTabs } from '../components/bookings-tabs.tsx';
import { PageHeader } from '../../../components/page/page-header.tsx';
import { RequestsPanel } from '../components/requests-panel.tsx';
import { useViewer } from '../hooks/use-viewer.ts';
import { tabFromParam, tabsFor, type BookingsTab } from '../request-tabs.ts';
import { BOOKINGS_TITLE } from '../texts.ts';

/**
 * /bookings: the tab set of the visitor's role, chosen by the `tab` query parameter, which follows every change
 * (spec 000 §2 "Bookings page tabs"). This issue fills the request tabs.
 */
export function BookingsPage() {
  usePageTitle(BOOKINGS_TITLE);
  const { staff } = useViewer();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = tabFromParam(asked, staff);
  const counts = useRequestCounts(staff);

  // An address without a usable tab is written out, so a link copied now still means this tab later.
  useEffect(() => {
    if (asked !== tab) setParams({ tab }, { replace: true });
  }, [asked, tab, setParams]);

  const choose = (next: BookingsTab) => setParams(next === 'active' ? {} : { tab: next });

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageHeader
        title={BOOKINGS_TITLE}
        subtitle={
          staff
            ? 'Booking requests of every client, the latest changes first.'
            : 'Your company’s booking requests and where they stand.'
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
        {/* One panel per tab: each tab keeps its own search, filters and selection. */}
        <RequestsPanel key={tab} tab={tab} />
      </Box>
    </Box>
  );
}
