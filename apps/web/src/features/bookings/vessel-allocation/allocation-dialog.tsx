import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import {
  Alert,
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  IconButton,
  Skeleton,
  Stack,
  Switch,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  ALLOCATION_MESSAGES,
  ALLOCATION_TEXT,
  formatDay,
  SNACKBAR,
  type TBookingSpace,
} from '@portal/domain';
import { showSnackbar } from '../../../lib/snackbars.tsx';
import { useAllocationSchedule, useSetFullyBooked, type SailingOf } from './api.ts';
import { AllocationFigures } from './allocation-figures.tsx';
import { AllocationForm } from './allocation-form.tsx';
import { AllocationImport } from './allocation-import.tsx';
import { AllocationItems } from './allocation-items.tsx';
import { DragArea, DraggablePaper, useDragHandle } from './draggable-paper.tsx';

const TITLE_ID = 'vessel-allocation-title';

/**
 * The vessel allocation dialog (spec 001 §2.14), opened from a request row by privileged staff: the fully-booked
 * banner and toggle, the figures and their edit, the "Allocation" section and "Previous & Next Vessel". Live: the
 * queries sit under 'vessel-allocation', which allocation saves, bookings and requests refresh.
 */
export default function AllocationDialog({ sailing, onClose }: { sailing: SailingOf; onClose: () => void }) {
  // On a phone the window fills the screen: there is no room to move it aside, and a dragged window could leave it.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <DragArea>
      <Dialog
        open
        onClose={onClose}
        aria-labelledby={TITLE_ID}
        maxWidth="sm"
        fullWidth
        fullScreen={phone}
        hideBackdrop={!phone}
        disableScrollLock={!phone}
        {...(phone ? {} : { slots: { paper: DraggablePaper } })}
        slotProps={{ paper: { elevation: 12 } }}
      >
        <Title sailing={sailing} onClose={onClose} draggable={!phone} />
        <DialogContent dividers>
          <Body sailing={sailing} />
        </DialogContent>
      </Dialog>
    </DragArea>
  );
}

function Title({
  sailing,
  onClose,
  draggable,
}: {
  sailing: SailingOf;
  onClose: () => void;
  draggable: boolean;
}) {
  const handle = useDragHandle();
  return (
    <DialogTitle
      // Its own id: without one it takes the dialog's aria-labelledby, and the grip's and Close's labels with it.
      id={`${TITLE_ID}-bar`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        pr: 1,
        ...(draggable ? { cursor: 'move', userSelect: 'none' } : {}),
      }}
    >
      {draggable && (
        <Box {...handle} aria-label="Move the dialog" sx={{ display: 'flex', color: 'text.secondary' }}>
          <DragIndicatorIcon fontSize="small" />
        </Box>
      )}
      {/* The dialog is named by this, not by the grip's or the close button's labels. */}
      <Box id={TITLE_ID} sx={{ flex: 1, minWidth: 0 }}>
        {ALLOCATION_TEXT.title}
        <Typography variant="body2" color="text.secondary" noWrap>
          {sailing.vessel} · {sailing.voyage} · {sailing.polId}
        </Typography>
      </Box>
      <IconButton aria-label="Close" onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </DialogTitle>
  );
}

function Body({ sailing }: { sailing: SailingOf }) {
  const schedule = useAllocationSchedule(sailing);
  if (schedule.isPending)
    return (
      <Stack spacing={1} aria-busy="true" aria-label="Loading the allocation">
        <Skeleton variant="rounded" height={40} />
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={48} />
      </Stack>
    );
  if (schedule.isError) return <Alert severity="error">{schedule.error.message}</Alert>;
  const current = schedule.data.find((s) => s.position === 'current')!;
  const others = schedule.data.filter((s) => s.position !== 'current');
  return (
    <Stack spacing={2}>
      <FullyBooked space={current} />
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          Service {current.service} · ETS {formatDay(current.ets)}
        </Typography>
        <AllocationFigures
          space={current}
          caption={`Allocation of ${current.vesselName} ${current.voyageNumber}`}
        />
      </Box>
      <AllocationForm space={current} />
      <AllocationItems space={current} />
      <Box>
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
          {ALLOCATION_TEXT.previousNext}
        </Typography>
        {others.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No other voyage of this service calls here.
          </Typography>
        ) : (
          <Stack spacing={1.5} divider={<Divider flexItem />}>
            {others.map((s) => (
              <Box key={s.voyageId}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {s.position === 'previous' ? 'Previous' : 'Next'}: {s.vesselName} {s.voyageNumber} · ETS{' '}
                  {formatDay(s.ets)}
                  {s.isFullyBooked && ' · fully booked'}
                </Typography>
                <AllocationFigures space={s} caption={`Allocation of ${s.vesselName} ${s.voyageNumber}`} />
              </Box>
            ))}
          </Stack>
        )}
      </Box>
      <AllocationImport pol={current.polId} />
    </Stack>
  );
}

/** The banner while set and the staff toggle (001 §4); a failure shows in an error snackbar for 3 s (§8). */
function FullyBooked({ space }: { space: TBookingSpace }) {
  const toggle = useSetFullyBooked(space.voyageId);
  const on = toggle.isPending ? !!toggle.variables?.fullyBooked : space.isFullyBooked;
  return (
    <Stack spacing={1}>
      {on && <Alert severity="warning">{ALLOCATION_TEXT.fullyBookedBanner}</Alert>}
      <FormControlLabel
        control={
          <Switch
            checked={on}
            disabled={toggle.isPending}
            slotProps={{ input: { role: 'switch' } }}
            onChange={(_e, checked) =>
              toggle.mutate(
                { fullyBooked: checked, version: space.flagVersion },
                {
                  onSuccess: () =>
                    void showSnackbar(ALLOCATION_MESSAGES.fullyBookedSaved(checked), {
                      variant: 'success',
                      autoHideDuration: SNACKBAR.saveSuccessMs,
                    }),
                  onError: (error) =>
                    void showSnackbar(error.message, {
                      variant: 'error',
                      autoHideDuration: SNACKBAR.errorMs,
                    }),
                },
              )
            }
          />
        }
        label={ALLOCATION_TEXT.fullyBookedToggle}
      />
    </Stack>
  );
}
