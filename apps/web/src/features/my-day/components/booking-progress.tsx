import TimelineOutlinedIcon from '@mui/icons-material/TimelineOutlined';
import { Alert, Box, Button, Divider, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import { ACTIVITY_TEXT, TASK_MESSAGES, type TBookingTasks, type TTaskRow } from '@portal/domain';
import { useState } from 'react';
import { LoadError } from '../../../components/page/load-error.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { useBookingTasks } from '../api.ts';
import { useBookingParts } from '../booking-parts.tsx';
import { MY_DAY_TEXT } from '../texts.ts';
import { ProgressTiles, resolvedCount } from './progress-tiles.tsx';

export const isMissing = (error: Error | null) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

function ProgressBar({ entries }: { entries: TBookingTasks['entries'] }) {
  const resolved = resolvedCount(entries);
  const total = entries.length;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flex: 1, minWidth: 200 }}>
      <LinearProgress
        variant="determinate"
        value={total ? (resolved / total) * 100 : 0}
        aria-label={MY_DAY_TEXT.resolvedOf(resolved, total)}
        sx={{ flex: 1, maxWidth: 260, height: 6, borderRadius: 3 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {MY_DAY_TEXT.resolvedOf(resolved, total)}
      </Typography>
    </Stack>
  );
}

/**
 * An operations row's expansion (spec 000 §2 "My Day"): the booking's progress (GET /api/bookings/{id}/tasks), and
 * the Export or Import progress dialog with the booking's checklist below the same tiles.
 */
export function BookingProgress({ task }: { task: TTaskRow }) {
  const progress = useBookingTasks(task.bookingId);
  const { BookingChecklistDialog } = useBookingParts();
  const [open, setOpen] = useState(false);
  const data = progress.data;
  const category = data?.category ?? task.bookingCategory;
  // The operations milestones of the booking; its accounting tasks are the accounting preview's.
  const entries = data?.entries.filter((entry) => entry.department === 'operations') ?? [];

  if (isMissing(progress.error)) return <Alert severity="warning">{TASK_MESSAGES.missingBooking}</Alert>;
  if (!data) {
    if (progress.isError)
      return (
        <LoadError
          title={MY_DAY_TEXT.progressFailed}
          error={progress.error}
          onRetry={() => void progress.refetch()}
          retrying={progress.isFetching}
        />
      );
    return (
      <Box
        aria-busy="true"
        aria-label="Loading the booking’s progress"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 1 }}
      >
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={58} />
        ))}
      </Box>
    );
  }
  return (
    <Stack spacing={1.5} role="region" aria-label={MY_DAY_TEXT.progress(category)}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Typography variant="subtitle2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {MY_DAY_TEXT.progress(category)}
        </Typography>
        <ProgressBar entries={entries} />
        <Button
          size="small"
          variant="outlined"
          startIcon={<TimelineOutlinedIcon />}
          onClick={() => setOpen(true)}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, whiteSpace: 'nowrap' }}
        >
          {MY_DAY_TEXT.openProgress(category)}
        </Button>
      </Stack>
      <ProgressTiles entries={entries} highlight={task.id} />
      {open && (
        <BookingChecklistDialog
          bookingId={task.bookingId}
          staff
          open={open}
          onClose={() => setOpen(false)}
          title={`${MY_DAY_TEXT.progress(category)} · ${MY_DAY_TEXT.previewTitle(task.bookingId)}`}
        >
          <Stack spacing={1.5} sx={{ mb: 2 }}>
            <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
              {MY_DAY_TEXT.tasks}
            </Typography>
            <ProgressBar entries={entries} />
            <ProgressTiles entries={entries} highlight={task.id} />
            <Divider sx={{ pt: 1 }} />
            <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
              {ACTIVITY_TEXT.checklist}
            </Typography>
          </Stack>
        </BookingChecklistDialog>
      )}
    </Stack>
  );
}
