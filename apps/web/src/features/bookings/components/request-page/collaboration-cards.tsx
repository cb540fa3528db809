import ChecklistIcon from '@mui/icons-material/Checklist';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { Box, Fab } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { ACTIVITY_TEXT, type TBookingRequestDetail } from '@portal/domain';
import { RecordActivityLog } from '../../../../components/activity-log/index.ts';
import { ChecklistPanel, useChecklist } from '../../../../components/checklist/index.ts';
import { CollapsibleSection } from '../collapsible-section.tsx';

/** The request page's Request Checklist card (spec 000 §2): the shared checklist panel with its documents. */
export function RequestChecklistCard({ detail, staff }: { detail: TBookingRequestDetail; staff: boolean }) {
  const progress = useChecklist('booking-requests', detail.id).data?.progress;
  const card = useRef<HTMLDivElement>(null);
  // The button steps aside while the panel is on the screen.
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const el = card.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const count = progress ? `${progress.checked} / ${progress.total}` : undefined;
  return (
    <Box ref={card} sx={{ scrollMarginTop: 88 }}>
      <CollapsibleSection title={ACTIVITY_TEXT.requestChecklist} icon={ChecklistIcon} meta={count}>
        <ChecklistPanel kind="booking-requests" id={detail.id} viewerIsStaff={staff} />
      </CollapsibleSection>
      {/* On a phone the side panel sits below the request: a button at hand takes the user there. */}
      <Fab
        variant="extended"
        size="small"
        color="primary"
        aria-label={`${ACTIVITY_TEXT.checklist}${count ? ` ${count}` : ''}`}
        onClick={() => card.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
        sx={{
          display: { xs: inView ? 'none' : 'inline-flex', md: 'none' },
          position: 'fixed',
          left: 16,
          bottom: 16,
          zIndex: 'speedDial',
          gap: 0.75,
        }}
      >
        <ChecklistIcon fontSize="small" />
        {ACTIVITY_TEXT.checklist}
        {count && ` ${count}`}
      </Fab>
    </Box>
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
