import PersonAddAltIcon from '@mui/icons-material/PersonAddAlt';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Toolbar, Typography } from '@mui/material';
import { useState } from 'react';
import {
  ADMIN_MESSAGES,
  byFirstName,
  mayBecomeAdmin,
  redirectTargetsFor,
  SAVE_MESSAGES,
} from '@portal/domain';
import { AuditHistoryButton } from '../../../components/audit-history/audit-history.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useNotify } from '../../../lib/notify.ts';
import { useCarriers } from '../../../lib/reference-data.ts';
import { useSession } from '../../../lib/session.ts';
import type { Choice } from '../choice-select.tsx';
import { AddAdminDialog } from './add-admin-dialog.tsx';
import { ADMIN_ROW_COLUMNS, AdminRow } from './admin-row.tsx';
import { useAdmins, useAllUsers, useRemoveAdmins } from './admins-api.ts';

/**
 * Team Management's Users tab (`tab=users`), "the admin table, labelled Admins" (spec 002 §2): the admins by first
 * name with their carriers, vacation switch, redirect target and last session; "Add admin" and removing the
 * selected users' admin rights after the spec's confirmation (§8).
 */
export default function UsersPanel() {
  const notify = useNotify();
  const { session } = useSession();
  const admins = useAdmins();
  const allUsers = useAllUsers(true);
  const carriers = useCarriers();
  const remove = useRemoveAdmins();
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const selfId = session.realUser?.id ?? session.user?.id ?? null;

  if (admins.isPending)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={18} />
        <span>Loading admins…</span>
      </Stack>
    );
  if (admins.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void admins.refetch()}>
            Try again
          </Button>
        }
      >
        The admins could not be loaded: {admins.error.message}
      </Alert>
    );

  const list = admins.data;
  const chosen = list.filter((a) => selected.has(a.id)).map((a) => a.id);
  const candidates = (allUsers.data ?? []).filter(mayBecomeAdmin).sort(byFirstName);
  const carrierChoices: Choice[] = (carriers.data ?? []).map((c) => ({ id: c.id, label: c.displayName }));

  const removeChosen = () =>
    remove.mutate(
      { ids: chosen },
      {
        onSuccess: () => {
          setSelected(new Set());
          setConfirming(false);
          notify.success(SAVE_MESSAGES.saved, 1500);
        },
        onError: (error) => {
          setConfirming(false);
          notify.error(`${error.message}!`);
        },
      },
    );

  return (
    <Paper variant="outlined">
      <Toolbar sx={{ gap: 1.5, flexWrap: 'wrap', py: 1.5 }}>
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          Admins
        </Typography>
        <Button variant="contained" startIcon={<PersonAddAltIcon />} onClick={() => setAdding(true)}>
          Add admin
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<PersonRemoveOutlinedIcon />}
          disabled={chosen.length === 0}
          onClick={() => setConfirming(true)}
        >
          Remove admin rights{chosen.length > 0 ? ` (${chosen.length})` : ''}
        </Button>
        <AuditHistoryButton
          entity="user"
          title="History of the users"
          describe={(entry) => {
            const values = (entry.after ?? entry.before) as { firstName?: string; lastName?: string } | null;
            return values?.firstName ? `${values.firstName} ${values.lastName ?? ''}`.trim() : null;
          }}
        />
      </Toolbar>
      {list.length === 0 ? (
        <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
          No admins yet. Add one above.
        </Typography>
      ) : (
        <Box role="list" aria-label="Admins">
          <Box
            aria-hidden
            sx={{
              display: { xs: 'none', md: 'grid' },
              gridTemplateColumns: ADMIN_ROW_COLUMNS,
              gap: 1.5,
              px: 1.5,
              py: 1,
              bgcolor: 'action.hover',
              typography: 'caption',
              fontWeight: 600,
            }}
          >
            <span />
            <span>Name</span>
            <span>Role</span>
            <span>Carriers</span>
            <span>Vacation</span>
            <span>Redirect to</span>
            <span>Last session</span>
            <span />
          </Box>
          {list.map((user) => (
            <Box role="listitem" key={user.id}>
              <AdminRow
                user={user}
                carriers={carrierChoices}
                redirectTargets={redirectTargetsFor(user.id, list)}
                isSelf={user.id === selfId}
                selected={selected.has(user.id)}
                onSelect={(on) =>
                  setSelected((prev) => {
                    const next = new Set(prev);
                    if (on) next.add(user.id);
                    else next.delete(user.id);
                    return next;
                  })
                }
              />
            </Box>
          ))}
        </Box>
      )}
      <AddAdminDialog open={adding} onClose={() => setAdding(false)} candidates={candidates} />
      <ConfirmDialog
        open={confirming}
        message={ADMIN_MESSAGES.confirmRemove}
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={removeChosen}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
