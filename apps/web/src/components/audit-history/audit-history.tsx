import HistoryIcon from '@mui/icons-material/History';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import {
  AUDIT_ACTION_LABEL,
  auditChanges,
  formatDateTime,
  type AuditEntity,
  type TAuditEntry,
} from '@portal/domain';
import { useCan } from '../../lib/use-can.ts';
import { useAuditEntries } from './audit-api.ts';

export interface AuditHistoryProps {
  entity: AuditEntity;
  /** One record's history; without it, every record of the entity. */
  entityId?: string;
  /** The dialog's title, e.g. "History of the teams". */
  title: string;
  /** Names a record of an entry (e.g. the team's name from its values), shown before the changes. */
  describe?: (entry: TAuditEntry) => string | null;
}

/**
 * The "History" button of a back-office screen (issue 21 part 6), for whoever may read the audit trail: who changed
 * what and when, with each changed value before and after. Shown to superadmins only, as the server answers.
 */
export function AuditHistoryButton(props: AuditHistoryProps) {
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (!can('read:audit:any')) return null;
  return (
    <>
      <Button startIcon={<HistoryIcon />} onClick={() => setOpen(true)} color="inherit" variant="outlined">
        History
      </Button>
      {open && <AuditHistoryDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}

function AuditHistoryDialog({
  entity,
  entityId,
  title,
  describe,
  onClose,
}: AuditHistoryProps & { onClose: () => void }) {
  const titleId = useId();
  const history = useAuditEntries(entity, entityId, true);
  const entries = history.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId} scroll="paper">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {history.isPending && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={18} />
            <Typography color="text.secondary">Loading the history…</Typography>
          </Stack>
        )}
        {history.isError && <Typography color="error">{history.error.message}</Typography>}
        {history.isSuccess && entries.length === 0 && (
          <Typography color="text.secondary">No changes have been recorded yet.</Typography>
        )}
        {entries.length > 0 && (
          <List disablePadding aria-label={title}>
            {entries.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} name={describe?.(entry) ?? null} />
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        {history.hasNextPage && (
          <Button onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
            Show older changes
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function AuditEntryItem({ entry, name }: { entry: TAuditEntry; name: string | null }) {
  const changes = auditChanges(entry.before, entry.after);
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {formatDateTime(entry.at)} · {entry.actorLabel}
        {entry.via ? ` (${entry.via})` : ''}
      </Typography>
      <Typography variant="subtitle2" component="p">
        {AUDIT_ACTION_LABEL[entry.action]}
        {name ? `: ${name}` : ''}
      </Typography>
      {changes.length > 0 && (
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 0.5,
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 0.25,
          }}
        >
          {changes.map((c) => (
            <Box key={c.field} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 500 }}>
                {c.field}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {entry.action === 'update'
                  ? `${c.before} → ${c.after}`
                  : entry.action === 'create'
                    ? c.after
                    : c.before}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </ListItem>
  );
}
