import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import {
  ALLOCATION_TEXT,
  describeAllocation,
  hasNoSpaceLeft,
  type TBookingRequestRow,
  type TBookingSpace,
} from '@portal/domain';
import { useCan } from '../../../lib/use-can.ts';
import { fetchAllocationSchedule, scheduleQueryOf } from './api.ts';

/**
 * Before Book Now (issue 22 part 3): the voyage's space as privileged staff see it, or null when there is nothing to
 * warn about (space left, no voyage named, or the allocation cannot be read: Book Now then proceeds as before).
 */
export function useSpaceCheck() {
  const can = useCan();
  return async (request: TBookingRequestRow): Promise<TBookingSpace | null> => {
    if (!can('manage:vessel-allocation:any') || !request.vessel || !request.voyage) return null;
    try {
      const list = await fetchAllocationSchedule(
        scheduleQueryOf({
          carrierId: request.carrier.id,
          polId: request.origin.id,
          vessel: request.vessel,
          voyage: request.voyage,
          etd: request.etd,
        }),
      );
      const current = list.find((s) => s.position === 'current');
      return current && hasNoSpaceLeft(current) ? current : null;
    } catch {
      return null;
    }
  };
}

/** The confirm step: the agent sees why and books anyway or stops; it never blocks. */
export function BookNowSpaceWarning({
  space,
  onCancel,
  onConfirm,
}: {
  space: TBookingSpace | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const teu = space && describeAllocation('teu', space.teuAllocation, space.teuBooked);
  const weight = space && describeAllocation('weight', space.weightAllocation, space.weightBooked);
  return (
    <Dialog open={space !== null} onClose={onCancel} aria-labelledby="book-now-space-title">
      <DialogTitle id="book-now-space-title">{ALLOCATION_TEXT.bookNowWarningTitle}</DialogTitle>
      {space && (
        <DialogContent>
          {space.isFullyBooked && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {ALLOCATION_TEXT.fullyBookedBanner}
            </Alert>
          )}
          <DialogContentText>
            {space.vesselName} {space.voyageNumber}: TEU {teu!.booked} of {teu!.allocation}
            {teu!.percent && ` (${teu!.percent})`}, weight {weight!.booked} of {weight!.allocation}
            {weight!.percent && ` (${weight!.percent})`}. Book it anyway?
          </DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" color="warning" onClick={onConfirm}>
          Book Now anyway
        </Button>
      </DialogActions>
    </Dialog>
  );
}
