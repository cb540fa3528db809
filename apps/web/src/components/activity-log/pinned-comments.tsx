import PushPinIcon from '@mui/icons-material/PushPin';
import { Alert, Box, ButtonBase, Paper, Stack, Typography } from '@mui/material';
import { formatDateTime, type CollabRecordKind, type TActivityPage } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api } from '../../lib/api.ts';
import { collabPath } from '../../lib/collab-api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { authorName } from './log-entry.tsx';

/**
 * The pinned comments above a request or booking (spec 000 §2 "pinned activities"); nothing shows while there are
 * none. A click scrolls the log to the comment (focusComment).
 */
export function PinnedComments({ kind, id }: { kind: CollabRecordKind; id: string }) {
  const [, setParams] = useSearchParams();
  const pinned = useQuery({
    queryKey: queryKeys.collab.pinned(kind, id),
    queryFn: ({ signal }) =>
      api.get<TActivityPage>(`${collabPath(kind, id, 'activity')}?pinned=true&showActivity=false`, signal),
  });
  if (pinned.isError)
    return <Alert severity="warning">The pinned comments could not be loaded: {pinned.error.message}</Alert>;
  const items = pinned.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Stack spacing={1} component="section" aria-label="Pinned comments">
      {items.map((item) => (
        <Paper
          key={item.id}
          variant="outlined"
          sx={{ borderLeft: 4, borderLeftColor: 'primary.main', overflow: 'hidden' }}
        >
          <ButtonBase
            sx={{
              display: 'flex',
              width: '100%',
              justifyContent: 'flex-start',
              textAlign: 'left',
              p: 1.5,
              gap: 1.5,
            }}
            onClick={() =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.set('focusComment', item.id);
                  return next;
                },
                { replace: true },
              )
            }
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
