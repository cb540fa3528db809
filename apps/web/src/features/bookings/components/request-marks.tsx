import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import {
  Badge,
  Box,
  IconButton,
  LinearProgress,
  Popover,
  Skeleton,
  Tooltip,
  Typography,
} from '@mui/material';
import { checklistPercent, REQUEST_LIST_MARKS, type TBookingRequestRow } from '@portal/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PinnedCommentList, usePinnedComments } from '../../../components/activity-log/index.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * The marks of a requests-list row (spec 000 §2): the checklist's progress, the pinned-comments button and the
 * external booking reference's logo. Live like the row: a check, a pin or an import refetches the list.
 */

/** 'n/m' with a bar; the counts are the viewer's (staff every item, customers the public ones). */
export function ChecklistProgress({ row }: { row: TBookingRequestRow }) {
  const progress = row.checklistProgress;
  if (!progress || progress.total === 0)
    return (
      <Typography variant="caption" color="text.disabled">
        {REQUEST_LIST_MARKS.noChecklist}
      </Typography>
    );
  const label = REQUEST_LIST_MARKS.checklistProgress(progress.checked, progress.total);
  // The bar is a progressbar named by the whole sentence; the 'n/m' above it says the same, so it is not read twice.
  return (
    <Box title={label} sx={{ minWidth: 0, maxWidth: 120 }}>
      <Typography
        variant="caption"
        component="div"
        aria-hidden
        sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
      >
        {progress.checked}/{progress.total}
      </Typography>
      <LinearProgress
        variant="determinate"
        aria-label={label}
        value={checklistPercent(progress)}
        color={progress.checked >= progress.total ? 'success' : 'primary'}
        sx={{ height: 4, borderRadius: 2, mt: 0.25 }}
      />
    </Box>
  );
}

/**
 * The pinned-comments button (privileged staff, who receive the count): the count on a pin; a click shows the
 * pinned comments, and one of them opens the request at that comment.
 */
export function PinnedCommentsButton({ row }: { row: TBookingRequestRow }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const count = row.pinnedCommentsCount ?? 0;
  const pinned = usePinnedComments('booking-requests', row.id, anchor !== null);
  if (count === 0) return null;
  const label = REQUEST_LIST_MARKS.pinnedComments(count);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          aria-haspopup="dialog"
          onClick={(e) => setAnchor(e.currentTarget)}
          sx={{ p: 0.5 }}
        >
          <Badge
            badgeContent={count}
            color="primary"
            sx={{ '& .MuiBadge-badge': { fontSize: 10, height: 16, minWidth: 16 } }}
          >
            <PushPinOutlinedIcon fontSize="small" />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': REQUEST_LIST_MARKS.pinnedCommentsOf(row.id),
            sx: { p: 1.5, width: 340, maxWidth: '90vw' },
          },
        }}
      >
        <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
          {label}
        </Typography>
        {pinned.data ? (
          <PinnedCommentList
            items={pinned.data.items}
            onChoose={(commentId) =>
              void navigate(
                `${paths.bookingRequest.getHref(row.id)}?focusComment=${encodeURIComponent(commentId)}`,
              )
            }
          />
        ) : pinned.isError ? (
          <Typography variant="body2" color="error">
            {pinned.error.message}
          </Typography>
        ) : (
          <Skeleton variant="rounded" height={56} />
        )}
      </Popover>
    </>
  );
}

/** The external booking platform's mark when the request came with an external booking reference number. */
export function ExternalReferenceMark({ row }: { row: TBookingRequestRow }) {
  if (!row.externalBookingReference) return null;
  const label = REQUEST_LIST_MARKS.externalReference(row.externalBookingReference);
  return (
    <Tooltip title={label}>
      <Box
        role="img"
        aria-label={label}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 22,
          height: 22,
          borderRadius: '50%',
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          flexShrink: 0,
        }}
      >
        <SyncAltIcon sx={{ fontSize: 14 }} />
      </Box>
    </Tooltip>
  );
}
