import ChecklistIcon from '@mui/icons-material/Checklist';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { Box, Button, Fab, Tooltip } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { ACTIVITY_TEXT, type TBookingRequestDetail, type TCollabDocument } from '@portal/domain';
import { RecordActivityLog } from '../../../../components/activity-log/index.ts';
import { ChecklistPanel, useChecklist } from '../../../../components/checklist/index.ts';
import { DocumentCompareDialog } from '../../../../components/document-compare/index.ts';
import {
  canShowInViewer,
  DocumentViewerDialog,
  downloadFile,
} from '../../../../components/documents/document-viewer-dialog.tsx';
import {
  documentCountOfChecklist,
  documentsOfChecklist,
} from '../../../../components/documents/record-documents.ts';
import { documentDownloadHref } from '../../../../lib/collab-api.ts';
import { CollapsibleSection } from '../collapsible-section.tsx';

/** The request page's Request Checklist card (spec 000 §2): the shared checklist panel with its documents. */
export function RequestChecklistCard({ detail, staff }: { detail: TBookingRequestDetail; staff: boolean }) {
  const checklist = useChecklist('booking-requests', detail.id).data;
  const progress = checklist?.progress;
  const downloadUrlOf = (doc: TCollabDocument) => documentDownloadHref('booking-requests', detail.id, doc.id);
  const [viewing, setViewing] = useState<TCollabDocument | null>(null);
  const view = (doc: TCollabDocument) =>
    canShowInViewer(doc) ? setViewing(doc) : downloadFile(downloadUrlOf(doc), doc.name);
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
        <CompareDocumentsAction
          requestId={detail.id}
          staff={staff}
          documents={documentsOfChecklist(checklist)}
          count={documentCountOfChecklist(checklist)}
        />
        <ChecklistPanel kind="booking-requests" id={detail.id} viewerIsStaff={staff} onViewDocument={view} />
      </CollapsibleSection>
      <DocumentViewerDialog
        document={viewing}
        url={viewing ? downloadUrlOf(viewing) : null}
        onClose={() => setViewing(null)}
      />
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

// Ours: the spec names the action ('compare documents') but not why it is unavailable.
const COMPARE_NEEDS_TWO = 'Compare documents needs at least two documents on this request.';

/**
 * 'Compare documents' (spec 000 §2 "Activity log and documents"): every document of the request the viewer can
 * see, side by side, starting with those selected for comparison. A customer's checklist shows the latest document
 * per item, so the open dialog asks for all of them.
 */
function CompareDocumentsAction({
  requestId,
  staff,
  documents,
  count,
}: {
  requestId: string;
  staff: boolean;
  documents: TCollabDocument[];
  /** All the viewer may see, also those a customer's checklist leaves out. */
  count: number;
}) {
  const [open, setOpen] = useState(false);
  const all = useChecklist('booking-requests', requestId, !staff && open).data;
  const shown = open && all ? documentsOfChecklist(all) : documents;
  const enough = count >= 2;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: { xs: 2, sm: 2.5 }, pt: 1.5 }}>
      <Tooltip title={enough ? '' : COMPARE_NEEDS_TWO}>
        <span>
          <Button
            size="small"
            variant="outlined"
            startIcon={<CompareArrowsIcon />}
            disabled={!enough}
            onClick={() => setOpen(true)}
          >
            Compare documents
          </Button>
        </span>
      </Tooltip>
      <DocumentCompareDialog
        open={open}
        onClose={() => setOpen(false)}
        documents={shown}
        downloadUrlOf={(doc) => documentDownloadHref('booking-requests', requestId, doc.id)}
      />
    </Box>
  );
}

/** The request page's Activity card (spec 000 §2): the shared log of the request. */
export function RequestActivityCard({ detail, staff }: { detail: TBookingRequestDetail; staff: boolean }) {
  return (
    <CollapsibleSection title={ACTIVITY_TEXT.activity} icon={ForumOutlinedIcon}>
      <Box sx={{ p: { xs: 2, sm: 2.5 } }}>
        <RecordActivityLog kind="booking-requests" id={detail.id} isStaff={staff} />
      </Box>
    </CollapsibleSection>
  );
}
