import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { Box } from '@mui/material';
import { ACTIVITY_TEXT, type TBookingRequestDetail } from '@portal/domain';
import { RecordActivityLog } from '../../../../components/activity-log/index.ts';
import { CollapsibleSection } from '../collapsible-section.tsx';

/** The request page's Activity card (spec 000 §2): the shared log of the request. */
export function RequestActivityCard({ detail, staff }: { detail: TBookingRequestDetail; staff: boolean }) {
  return (
    <CollapsibleSection title={ACTIVITY_TEXT.activity} icon={ForumOutlinedIcon}>
      <Box sx={{ p: { xs: 2, sm: 2.5 } }}>
        <RecordActivityLog kind="booking-requests" id={detail.id} isStaff={staff} agent={detail.agent} />
      </Box>
    </CollapsibleSection>
  );
}
