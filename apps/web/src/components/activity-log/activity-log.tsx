import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlined';
import { Alert, Box, Button, FormControlLabel, Skeleton, Stack, Switch, Typography } from '@mui/material';
import { ACTIVITY_TEXT } from '@portal/domain';
import { useState } from 'react';
import { CommentComposer, type ReferenceChoice } from './comment-composer.tsx';
import { LogEntry } from './log-entry.tsx';
import type { LogSource } from './log-source.ts';
import type { MentionChoice } from './mention-text.ts';
import { useLogPages, usePinComment, useSendComment } from './use-activity-log.ts';
import { useFocusComment } from './use-focus-comment.ts';

export interface ActivityLogProps {
  source: LogSource;
  isStaff: boolean;
  mentionChoices?: readonly MentionChoice[];
  referenceChoices?: readonly ReferenceChoice[];
  /** The empty state's second line, e.g. 'Questions and notes on these quotes appear here.' */
  emptyHint?: string;
}

const NO_CHOICES: readonly never[] = [];

/**
 * The activity log of a request, booking, quote or quote group (spec 000 §2 "Activity log and documents"):
 * the comment input on top, then comments and recorded activity newest first, page by page.
 */
export function ActivityLog({
  source,
  isStaff,
  mentionChoices = NO_CHOICES,
  referenceChoices = NO_CHOICES,
  emptyHint,
}: ActivityLogProps) {
  const [showActivity, setShowActivity] = useState(true);
  const log = useLogPages(source, showActivity);
  const send = useSendComment(source);
  const pin = usePinComment(source);

  const pages = log.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const pinnedCount = pages[0]?.pinnedCount ?? 0;
  const focused = useFocusComment({
    ids: items.map((i) => i.id),
    ready: log.isSuccess,
    pagesLoaded: pages.length,
    hasNextPage: log.hasNextPage,
    isFetchingNextPage: log.isFetchingNextPage,
    fetchNextPage: log.fetchNextPage,
  });

  const pins = source.pin
    ? {
        pinnedCount,
        busy: pin.isPending,
        onToggle: (item: { id: string; isPinned: boolean }) =>
          pin.mutate({ id: item.id, pinned: !item.isPinned }),
      }
    : null;

  return (
    <Stack spacing={2.5}>
      <CommentComposer
        isStaff={isStaff}
        mentionChoices={source.hasMentions ? mentionChoices : NO_CHOICES}
        referenceChoices={source.hasMentions ? referenceChoices : NO_CHOICES}
        onSend={(input) => send.mutateAsync(input)}
        sending={send.isPending}
      />
      {source.hasActivityToggle && isStaff && (
        <FormControlLabel
          sx={{ alignSelf: 'flex-start', mt: -1 }}
          control={<Switch size="small" checked={showActivity} onChange={(_e, on) => setShowActivity(on)} />}
          label={ACTIVITY_TEXT.showActivity}
        />
      )}
      {log.isPending ? (
        <Stack spacing={2} aria-busy="true" aria-label="Loading the activity">
          {[0, 1, 2].map((i) => (
            <Stack key={i} direction="row" spacing={1.5}>
              <Skeleton variant="circular" width={32} height={32} />
              <Skeleton variant="rounded" height={56} sx={{ flex: 1 }} />
            </Stack>
          ))}
        </Stack>
      ) : log.isError && items.length === 0 ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void log.refetch()}>
              Retry
            </Button>
          }
        >
          The activity could not be loaded: {log.error.message}
        </Alert>
      ) : items.length === 0 ? (
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 3, color: 'text.secondary' }}>
          <ChatBubbleOutlineIcon sx={{ fontSize: 36, color: 'text.disabled' }} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            No comments yet.
          </Typography>
          {emptyHint && <Typography variant="body2">{emptyHint}</Typography>}
        </Stack>
      ) : (
        <Box>
          <Stack spacing={2} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Activity">
            {items.map((item) => (
              <LogEntry key={item.id} item={item} pins={pins} focused={focused === item.id} />
            ))}
          </Stack>
          {log.hasNextPage && (
            <Button
              fullWidth
              sx={{ mt: 2 }}
              onClick={() => void log.fetchNextPage()}
              loading={log.isFetchingNextPage}
            >
              Show older entries
            </Button>
          )}
          {log.isFetchNextPageError && (
            <Typography variant="body2" color="error" sx={{ mt: 1 }}>
              The older entries could not be loaded.
            </Typography>
          )}
        </Box>
      )}
    </Stack>
  );
}
