import PushPinIcon from '@mui/icons-material/PushPin';
import { Alert, AlertTitle, Box, ButtonBase, Paper, Stack, Typography } from '@mui/material';
import {
  formatDateTime,
  pinnedCommentsBannerText,
  type CollabRecordKind,
  type TActivityItem,
  type TActivityPage,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api } from '../../lib/api.ts';
import { collabPath } from '../../lib/collab-api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { authorName } from './author-name.ts';

/** The pinned comments of a record (live: a pin or unpin publishes the record's event). */
export function usePinnedComments(kind: CollabRecordKind, id: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.collab.pinned(kind, id),
    queryFn: ({ signal }) =>
      api.get<TActivityPage>(`${collabPath(kind, id, 'activity')}?pinned=true&showActivity=false`, signal),
    enabled,
  });
}

/** The pinned comments, each a button that leads to the comment in the log. */
export function PinnedCommentList({
  items,
  onChoose,
}: {
  items: readonly TActivityItem[];
  onChoose: (commentId: string) => void;
}) {
  return (
    <Stack spacing={1}>
      {items.map((item) => (
        <Paper key={item.id} variant="outlined" sx={{ overflow: 'hidden' }}>
          <ButtonBase
            sx={{
              display: 'flex',
              width: '100%',
              justifyContent: 'flex-start',
              textAlign: 'left',
              p: 1.5,
              gap: 1.5,
            }}
            onClick={() => onChoose(item.id)}
          >
            <PushPinIcon fontSize="small" color="primary" />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary">
                {authorName(item.by)} · {formatDateTime(item.at)}
              </Typography>
              <Typography
                variant="body2"
                sx={{
                  overflowWrap: 'anywhere',
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                {item.comment}
              </Typography>
            </Box>
          </ButtonBase>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * The BOOKING_HAS_PINNED_COMMENTS banner above a request or booking (spec 000 §2 "pinned activities", §3 banner
 * types): its sentence and the pinned comments; nothing shows while there are none. A click scrolls the log to
 * the comment (focusComment).
 */
export function PinnedComments({ kind, id }: { kind: CollabRecordKind; id: string }) {
  const [, setParams] = useSearchParams();
  const pinned = usePinnedComments(kind, id);
  if (pinned.isError)
    return <Alert severity="warning">The pinned comments could not be loaded: {pinned.error.message}</Alert>;
  const items = pinned.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Alert
      component="section"
      role="region"
      aria-label="Pinned comments"
      severity="info"
      icon={<PushPinIcon fontSize="inherit" />}
      sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}
    >
      <AlertTitle sx={{ fontWeight: 700 }}>{pinnedCommentsBannerText(kind)}</AlertTitle>
      <PinnedCommentList
        items={items}
        onChoose={(commentId) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('focusComment', commentId);
              return next;
            },
            { replace: true },
          )
        }
      />
    </Alert>
  );
}
