import { Alert, Button } from '@mui/material';
import {
  expiredQuoteWarning,
  REQUEST_SUBMITTED_TEXT,
  sailingDayOf,
  WORKBENCH_MESSAGES,
  type TBookingRequestDetail,
} from '@portal/domain';
import type { RequestEditor } from './use-request-editor.ts';

/**
 * The notices above the request: the client's thank-you after submitting, the stale-edit warning with its
 * Reload, and for staff the expired-quotation warning (spec 000 §5).
 */
export function RequestNotices({
  detail,
  editor,
  staff,
  submitted,
}: {
  detail: TBookingRequestDetail;
  editor: RequestEditor;
  staff: boolean;
  submitted: boolean;
}) {
  const sailingDay = sailingDayOf(detail.etd, detail.itinerary.portOfLoading.utcOffsetMinutes);
  const expired = staff ? expiredQuoteWarning(sailingDay, detail.quoteValidity?.to ?? null) : null;
  return (
    <>
      {submitted && (
        <Alert severity="info" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
          {REQUEST_SUBMITTED_TEXT}
        </Alert>
      )}
      {editor.stale && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" variant="outlined" onClick={() => void editor.reload()}>
              Reload
            </Button>
          }
        >
          {WORKBENCH_MESSAGES.staleVersion}
        </Alert>
      )}
      {expired && (
        <Alert severity="warning" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
          {expired}
        </Alert>
      )}
    </>
  );
}
