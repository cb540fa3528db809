import ChecklistIcon from '@mui/icons-material/Checklist';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { Box, Card, Fab, Tab, Tabs, Typography } from '@mui/material';
import { ACTIVITY_TEXT, BOOKING_MESSAGES, type TBooking, type TCollabDocument } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { RecordActivityLog } from '../../../components/activity-log/index.ts';
import { ChecklistPanel, useChecklist } from '../../../components/checklist/index.ts';
import {
  canShowInViewer,
  DocumentViewerDialog,
  downloadFile,
} from '../../../components/documents/document-viewer-dialog.tsx';
import { documentDownloadHref } from '../../../lib/collab-api.ts';
import { usePaymentParts } from '../../../lib/payment-parts.tsx';
import { CollapsibleSection } from '../components/collapsible-section.tsx';
import { useRememberChecklistTab } from './api.ts';

type PanelTab = 'checklist' | 'accounting';

/** True while the element is on the screen (the phone's button steps aside then). */
function useInView(ref: React.RefObject<HTMLElement | null>) {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}

/**
 * The booking's side panel (spec 000 §2 "Booking detail"): tabs 'Checklist' and, for accounting staff,
 * 'Accounting'. The checklist is the shared panel with its documents and the drag hint; on a phone the panel sits
 * below the booking and a button at hand takes the user there.
 */
export function BookingSidePanel({
  booking,
  staff,
  accounting,
  initialTab = 'checklist',
  jumpButton = true,
}: {
  booking: TBooking;
  staff: boolean;
  accounting: boolean;
  initialTab?: PanelTab;
  /** The phone's button that takes the user to the panel (off where the panel is at hand, e.g. in a preview). */
  jumpButton?: boolean;
}) {
  const [tab, setTab] = useState<PanelTab>(initialTab);
  const remember = useRememberChecklistTab();
  const choose = (next: PanelTab) => {
    setTab(next);
    if (staff) remember.mutate(next === 'accounting' ? 'accounting' : 'operations');
  };
  const checklist = useChecklist('bookings', booking.id).data;
  const progress = checklist?.progress;
  const count = progress ? `${progress.checked} / ${progress.total}` : undefined;
  const [viewing, setViewing] = useState<TCollabDocument | null>(null);
  const downloadUrlOf = (doc: TCollabDocument) => documentDownloadHref('bookings', booking.id, doc.id);
  const view = (doc: TCollabDocument) =>
    canShowInViewer(doc) ? setViewing(doc) : downloadFile(downloadUrlOf(doc), doc.name);
  const card = useRef<HTMLDivElement>(null);
  const inView = useInView(card);
  const shownTab = accounting ? tab : 'checklist';
  const paymentParts = usePaymentParts();

  return (
    <Box ref={card} sx={{ scrollMarginTop: 88 }}>
      <Card component="section" aria-label="Booking checklist">
        <Tabs
          value={shownTab}
          onChange={(_e, next: PanelTab) => choose(next)}
          aria-label="Side panel"
          variant="fullWidth"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            value="checklist"
            label={count ? `${ACTIVITY_TEXT.checklist} (${count})` : ACTIVITY_TEXT.checklist}
          />
          {accounting && <Tab value="accounting" label="Accounting" />}
        </Tabs>
        {shownTab === 'checklist' ? (
          <ChecklistPanel kind="bookings" id={booking.id} viewerIsStaff={staff} onViewDocument={view} />
        ) : paymentParts ? (
          <paymentParts.BookingPayments bookingId={booking.id} variant="panel" />
        ) : (
          <Typography color="text.secondary" sx={{ px: 2.5, py: 3 }}>
            {BOOKING_MESSAGES.noWeeklyPayments}
          </Typography>
        )}
      </Card>
      <DocumentViewerDialog
        document={viewing}
        url={viewing ? downloadUrlOf(viewing) : null}
        onClose={() => setViewing(null)}
      />
      <Fab
        variant="extended"
        size="small"
        color="primary"
        aria-label={`${ACTIVITY_TEXT.checklist}${count ? ` ${count}` : ''}`}
        onClick={() => card.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
        sx={{
          display: { xs: inView || !jumpButton ? 'none' : 'inline-flex', md: 'none' },
          position: 'fixed',
          left: 16,
          bottom: 16,
          zIndex: 'speedDial',
          gap: 0.75,
        }}
        data-print="hide"
      >
        <ChecklistIcon fontSize="small" />
        {ACTIVITY_TEXT.checklist}
        {count && ` ${count}`}
      </Fab>
    </Box>
  );
}

/** The booking's Activity card: the shared log (comments, mentions, pins). */
export function BookingActivityCard({ booking, staff }: { booking: TBooking; staff: boolean }) {
  return (
    <CollapsibleSection title={ACTIVITY_TEXT.activity} icon={ForumOutlinedIcon}>
      <Box sx={{ p: { xs: 2, sm: 2.5 } }}>
        <RecordActivityLog kind="bookings" id={booking.id} isStaff={staff} />
      </Box>
    </CollapsibleSection>
  );
}
