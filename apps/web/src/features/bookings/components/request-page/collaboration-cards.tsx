import ChecklistIcon from '@mui/icons-material/Checklist';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { Box } from '@mui/material';
import { ACTIVITY_TEXT, type TBookingRequestDetail } from '@portal/domain';
import { RecordActivityLog } from '../../../../components/activity-log/index.ts';
import { ChecklistPanel, useChecklist } from '../../../../components/checklist/index.ts';
import { CollapsibleSection } from '../collapsible-section.tsx';

/** The request page's Request Checklist card (spec 000 §2): the shared checklist panel with its documents. */
export function RequestChecklistCard({ detail, staff }: { detail: TBookingRequestDetail; staff: boolean }) {
  const progress = useChecklist('booking-requests', detail.id).data?.progress;
  return (
    <CollapsibleSection
      title={ACTIVITY_TEXT.requestChecklist}
      icon={ChecklistIcon}
      meta={progress ? `${progress.checked} / ${progress.total}` : undefined}
    >
      <ChecklistPanel kind="booking-requests" id={detail.id} viewerIsStaff={staff} />
    </CollapsibleSection>
  );
}

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
