import AttachFileIcon from '@mui/icons-material/AttachFile';
import ChecklistIcon from '@mui/icons-material/Checklist';
import HistoryIcon from '@mui/icons-material/History';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import { Avatar, Box, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import {
  ACTIVITY_MESSAGES,
  activityDescription,
  formatDateTime,
  initialsOf,
  isPinnable,
  pinDisabled,
  type TActivityItem,
} from '@portal/domain';
import { authorName } from './author-name.ts';
import { splitMentions } from './mention-text.ts';

/** 'ASSIGNED_AGENT' reads 'assigned agent' where the domain has no sentence of its own. */
const humanise = (changeType: string) => changeType.toLowerCase().replace(/_/g, ' ');

/** The words of a plain entry: the domain's sentence, the entry's own text (quote logs), or its change type. */
export function entryText(item: TActivityItem): string {
  const described = activityDescription(item);
  if (described) return described;
  if (item.changedFields.length > 0) {
    return `edited ${item.changedFields.map((f) => `${f.fieldName}: ${f.oldVal || '—'} → ${f.newVal || '—'}`).join('; ')}`;
  }
  if (item.addedUsers.length > 0 || item.removedUsers.length > 0) {
    const added = item.addedUsers.map((u) => u.name).join(', ');
    const removed = item.removedUsers.map((u) => u.name).join(', ');
    const what = item.changeType ? humanise(item.changeType) : 'changed people';
    return [what, added && `+ ${added}`, removed && `− ${removed}`].filter(Boolean).join(' ');
  }
  if (item.comment && item.type === 'ACTIVITY') return item.comment;
  return item.changeType ? humanise(item.changeType) : 'changed the record';
}

function CommentText({ item }: { item: TActivityItem }) {
  const parts = splitMentions(
    item.comment ?? '',
    item.mentions.map((m) => m.label),
  );
  return (
    <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parts.map((part, i) =>
        part.mention ? (
          <Box key={i} component="span" sx={{ color: 'primary.main', fontWeight: 600 }}>
            {part.text}
          </Box>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </Typography>
  );
}

/** What a comment refers to: a checklist item or documents. */
function References({ item }: { item: TActivityItem }) {
  if (!item.checklistItem && item.documents.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.75} sx={{ mt: 0.75, flexWrap: 'wrap', rowGap: 0.5 }}>
      {item.checklistItem && (
        <Chip size="small" icon={<ChecklistIcon />} label={item.checklistItem.label} variant="outlined" />
      )}
      {item.documents.map((d) => (
        <Chip key={d.id} size="small" icon={<AttachFileIcon />} label={d.name} variant="outlined" />
      ))}
    </Stack>
  );
}

export interface LogEntryProps {
  item: TActivityItem;
  /** Null when the log has no pins (quote logs). */
  pins: { pinnedCount: number; onToggle: (item: TActivityItem) => void; busy: boolean } | null;
  focused: boolean;
}

/** One entry: a speech bubble for comments, a quiet line for what the platform recorded. */
export function LogEntry({ item, pins, focused }: LogEntryProps) {
  const name = authorName(item.by);
  if (item.type === 'ACTIVITY') {
    return (
      <Stack
        direction="row"
        spacing={1.5}
        component="li"
        id={`activity-${item.id}`}
        sx={{ alignItems: 'flex-start', pl: 0.5 }}
      >
        <HistoryIcon fontSize="small" sx={{ color: 'text.disabled', mt: 0.25 }} />
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          <strong>{name}</strong> {entryText(item)} · {formatDateTime(item.at)}
          {item.isInternal && (
            <LockOutlinedIcon sx={{ fontSize: 14, ml: 0.5, verticalAlign: 'middle' }} aria-label="Internal" />
          )}
        </Typography>
      </Stack>
    );
  }
  const canToggle = pins !== null && isPinnable(item.type);
  const disabled = canToggle && pinDisabled(item.isPinned, pins.pinnedCount);
  const pinTitle = disabled ? ACTIVITY_MESSAGES.pinLimit : item.isPinned ? 'Unpin' : 'Pin';
  return (
    <Stack
      direction="row"
      spacing={1.5}
      component="li"
      id={`activity-${item.id}`}
      aria-label={item.isInternal ? 'Internal comment' : 'Comment'}
      data-focused={focused || undefined}
    >
      <Avatar sx={{ width: 32, height: 32, fontSize: '0.8rem', bgcolor: 'primary.main' }}>
        {initialsOf(name)}
      </Avatar>
      <Box
        sx={(theme) => ({
          flex: 1,
          minWidth: 0,
          borderRadius: 2,
          pl: 1.75,
          pr: 1,
          py: 1.25,
          border: 1,
          borderColor: focused
            ? theme.palette.primary.main
            : item.isInternal
              ? alpha(theme.palette.warning.main, 0.5)
              : 'divider',
          bgcolor: focused
            ? alpha(theme.palette.primary.main, 0.1)
            : item.isInternal
              ? alpha(theme.palette.warning.light, 0.12)
              : 'background.default',
          boxShadow: focused ? `0 0 0 3px ${alpha(theme.palette.primary.main, 0.25)}` : 'none',
          transition: 'background-color 600ms, box-shadow 600ms, border-color 600ms',
        })}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {name}
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
          <Box sx={{ flex: 1 }} />
          {canToggle ? (
            <Tooltip title={pinTitle}>
              {/* The span keeps the tooltip on a disabled button (the limit's words). */}
              <span>
                <IconButton
                  size="small"
                  aria-label={item.isPinned ? 'Unpin comment' : 'Pin comment'}
                  aria-pressed={item.isPinned}
                  disabled={disabled || pins.busy}
                  onClick={() => pins.onToggle(item)}
                  color={item.isPinned ? 'primary' : 'default'}
                >
                  {item.isPinned ? (
                    <PushPinIcon fontSize="small" />
                  ) : (
                    <PushPinOutlinedIcon fontSize="small" />
                  )}
                </IconButton>
              </span>
            </Tooltip>
          ) : (
            item.isPinned && <PushPinIcon fontSize="small" color="primary" aria-label="Pinned" />
          )}
        </Stack>
        {item.type === 'ACTIVITY_WITH_COMMENT' && (
          <Typography variant="caption" color="text.secondary" component="div">
            {entryText(item)}
          </Typography>
        )}
        <CommentText item={item} />
        <References item={item} />
      </Box>
    </Stack>
  );
}
