import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlined';
import HistoryIcon from '@mui/icons-material/History';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import SendIcon from '@mui/icons-material/Send';
import {
  Avatar,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import {
  QUOTE_ACTIVITY_TYPES,
  ZCommentInput,
  type TQuoteActivity,
  formatDateTime,
  initialsOf,
} from '@portal/domain';
import { useState } from 'react';
import { useNotify } from '../../../lib/notify.ts';
import { useActivity, useAddComment, type ActivityTarget } from '../api.ts';
import { EmptyState } from './empty-state.tsx';

const isComment = (item: TQuoteActivity) =>
  item.type === QUOTE_ACTIVITY_TYPES.comment || item.type === QUOTE_ACTIVITY_TYPES.activityWithComment;

function LogItem({ item }: { item: TQuoteActivity }) {
  if (!isComment(item)) {
    // Assignments, status changes and archiving: a quiet line, not a speech bubble.
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', pl: 0.5 }} component="li">
        <HistoryIcon fontSize="small" sx={{ color: 'text.disabled' }} />
        <Typography variant="body2" color="text.secondary">
          <strong>{item.by.name}</strong> · {item.comment} · {formatDateTime(item.at)}
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack
      direction="row"
      spacing={1.5}
      component="li"
      aria-label={item.isInternal ? 'Internal comment' : 'Comment'}
    >
      <Avatar sx={{ width: 32, height: 32, fontSize: '0.8rem', bgcolor: 'primary.main' }}>
        {initialsOf(item.by.name)}
      </Avatar>
      <Box
        sx={(theme) => ({
          flex: 1,
          minWidth: 0,
          borderRadius: 2,
          px: 1.75,
          py: 1.25,
          border: 1,
          borderColor: item.isInternal ? alpha(theme.palette.warning.main, 0.5) : 'divider',
          bgcolor: item.isInternal ? alpha(theme.palette.warning.light, 0.12) : 'background.default',
        })}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {item.by.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(item.at)}
          </Typography>
          {item.isInternal && (
            <Chip
              icon={<LockOutlinedIcon />}
              label="Internal"
              size="small"
              color="warning"
              variant="outlined"
              sx={{ height: 20, fontSize: '0.7rem', '& .MuiChip-icon': { fontSize: 12 } }}
            />
          )}
        </Stack>
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {item.comment}
        </Typography>
      </Box>
    </Stack>
  );
}

export interface CommentLogProps {
  target: ActivityTarget;
  /** Staff may mark a comment internal (customers never see those). */
  isStaff: boolean;
}

/** The comment and activity log of a quote group or a quote, newest first, with the input on top. */
export function CommentLog({ target, isStaff }: CommentLogProps) {
  const activity = useActivity(target, true);
  const add = useAddComment(target);
  const notify = useNotify();
  const [text, setText] = useState('');
  const [internal, setInternal] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = () => {
    const input = ZCommentInput.safeParse({ comment: text, isInternal: isStaff && internal });
    if (!input.success) {
      setError(input.error.issues[0]?.message ?? null);
      return;
    }
    add.mutate(input.data, {
      onSuccess: () => {
        setText('');
        setError(null);
      },
      onError: (failure) => notify.error(failure.message),
    });
  };

  const items = activity.data ?? [];
  return (
    <Stack spacing={2.5}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <TextField
          label="Write a comment"
          multiline
          minRows={2}
          maxRows={8}
          fullWidth
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={(event) => {
            // Ctrl+Enter (Cmd+Enter on a Mac) sends; Enter alone starts a new line.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              send();
            }
          }}
          error={Boolean(error)}
          helperText={error ?? 'Ctrl+Enter to send'}
        />
        <Stack direction="row" sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          {isStaff ? (
            <FormControlLabel
              control={
                <Checkbox checked={internal} onChange={(_e, checked) => setInternal(checked)} size="small" />
              }
              label={
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <span>Internal</span>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: { xs: 'none', sm: 'inline' } }}
                  >
                    (only staff see it)
                  </Typography>
                </Stack>
              }
            />
          ) : (
            <span />
          )}
          <Button type="submit" variant="contained" endIcon={<SendIcon />} loading={add.isPending}>
            Send
          </Button>
        </Stack>
      </Box>
      {activity.isPending ? (
        <Stack spacing={2} aria-busy="true" aria-label="Loading comments">
          {[0, 1].map((i) => (
            <Stack key={i} direction="row" spacing={1.5}>
              <Skeleton variant="circular" width={32} height={32} />
              <Skeleton variant="rounded" height={56} sx={{ flex: 1 }} />
            </Stack>
          ))}
        </Stack>
      ) : activity.isError ? (
        <Typography variant="body2" color="error">
          The comments could not be loaded: {activity.error.message}
        </Typography>
      ) : items.length === 0 ? (
        <EmptyState
          dense
          icon={ChatBubbleOutlineIcon}
          title="No comments yet."
          text="Questions and notes on these quotes appear here."
        />
      ) : (
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Comments">
          {items.map((item) => (
            <LogItem key={item.id} item={item} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
