import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import {
  Alert,
  AppBar,
  Box,
  Button,
  Card,
  Container,
  Dialog,
  IconButton,
  Skeleton,
  Stack,
  Toolbar,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { formatDay, TASK_MESSAGES } from '@portal/domain';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../components/page/load-error.tsx';
import { paths } from '../../../lib/paths.ts';
import { useBookingTasks } from '../api.ts';
import { useBookingParts } from '../booking-parts.tsx';
import { MY_DAY_TEXT } from '../texts.ts';
import { isMissing } from './booking-progress.tsx';
import { TaskAction } from './task-action.tsx';
import { TaskStatusChip } from './task-status-chip.tsx';

const missing = (
  <Alert severity="warning" variant="outlined">
    {TASK_MESSAGES.missingBooking}
  </Alert>
);

/** The booking's accounting tasks in due order: each with its instruction, due day, status and action. */
function AccountingTasks({ bookingId, taskId }: { bookingId: string; taskId: string }) {
  const progress = useBookingTasks(bookingId);
  const entries = progress.data?.entries.filter((entry) => entry.department === 'accounting') ?? [];
  return (
    <Card component="section" aria-label={MY_DAY_TEXT.accountingTasks}>
      <Stack direction="row" spacing={1.5} sx={{ px: 2.5, py: 1.75, alignItems: 'center' }}>
        <ReceiptLongOutlinedIcon color="primary" />
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {MY_DAY_TEXT.accountingTasks}
        </Typography>
      </Stack>
      <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
        {progress.isError ? (
          <Box sx={{ p: 2 }}>
            <LoadError
              title={MY_DAY_TEXT.progressFailed}
              error={progress.error}
              onRetry={() => void progress.refetch()}
              retrying={progress.isFetching}
            />
          </Box>
        ) : !progress.data ? (
          <Stack spacing={1} sx={{ p: 2 }}>
            <Skeleton variant="rounded" height={44} />
            <Skeleton variant="rounded" height={44} />
          </Stack>
        ) : entries.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2.5, py: 2 }}>
            {MY_DAY_TEXT.noAccountingTasks}
          </Typography>
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {entries.map((entry) => {
              const open =
                entry.task && !entry.task.resolved && entry.status !== 'Future' ? entry.task : null;
              return (
                <Box
                  component="li"
                  key={entry.type}
                  aria-current={entry.task?.id === taskId ? 'true' : undefined}
                  sx={(theme) => ({
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 1fr) 96px 116px 170px' },
                    alignItems: 'center',
                    columnGap: 2,
                    rowGap: 1,
                    px: 2.5,
                    py: 1.25,
                    borderBottom: 1,
                    borderColor: 'divider',
                    '&:last-child': { borderBottom: 0 },
                    bgcolor: entry.task?.id === taskId ? alpha(theme.palette.primary.main, 0.06) : undefined,
                    boxShadow:
                      entry.task?.id === taskId ? `inset 3px 0 0 ${theme.palette.primary.main}` : undefined,
                  })}
                >
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {entry.label}
                    </Typography>
                    {entry.task && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {entry.task.instruction}
                      </Typography>
                    )}
                  </Box>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ fontVariantNumeric: 'tabular-nums', display: { xs: 'none', sm: 'block' } }}
                  >
                    {entry.dueDate ? formatDay(entry.dueDate) : '–'}
                  </Typography>
                  <Box>
                    <TaskStatusChip status={entry.status} />
                  </Box>
                  <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
                    {open && <TaskAction task={open} />}
                  </Box>
                </Box>
              );
            })}
          </Box>
        )}
      </Box>
    </Card>
  );
}

/**
 * The accounting task preview (spec 000 §2 "My Day"): full screen, titled 'File No {id}', with 'View Booking', the
 * booking's accounting tasks, its summary, its accounting tab and its activity log; the spec's message when the
 * booking no longer exists.
 */
export function TaskPreviewDialog({
  bookingId,
  taskId,
  onClose,
}: {
  bookingId: string;
  taskId: string;
  onClose: () => void;
}) {
  const { BookingPreview } = useBookingParts();
  const progress = useBookingTasks(bookingId);
  const titleId = `task-preview-${bookingId}`;
  return (
    <Dialog fullScreen open onClose={onClose} aria-labelledby={titleId}>
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton edge="start" aria-label={MY_DAY_TEXT.close} onClick={onClose}>
            <CloseIcon />
          </IconButton>
          <Typography id={titleId} variant="h6" component="h2" noWrap sx={{ flex: 1, fontWeight: 700 }}>
            {MY_DAY_TEXT.previewTitle(bookingId)}
          </Typography>
          {!isMissing(progress.error) && (
            <Button
              component={RouterLink}
              to={paths.booking.getHref(bookingId)}
              target="_blank"
              rel="noopener"
              variant="contained"
              endIcon={<OpenInNewIcon />}
            >
              {MY_DAY_TEXT.viewBooking}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Box sx={{ bgcolor: 'background.default', flex: 1 }}>
        <Container maxWidth="xl" sx={{ py: { xs: 2, sm: 3 } }}>
          {isMissing(progress.error) ? (
            missing
          ) : (
            <BookingPreview
              bookingId={bookingId}
              lead={<AccountingTasks bookingId={bookingId} taskId={taskId} />}
              missing={missing}
            />
          )}
        </Container>
      </Box>
    </Dialog>
  );
}
