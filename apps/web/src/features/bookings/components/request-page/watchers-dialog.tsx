import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import {
  asksMarkUnreadOnUnassign,
  assignAgent,
  assignClient,
  lifecycleStateOf,
  mayBeAssigned,
  WORKBENCH_MESSAGES,
  type Actor,
  type TBookingRequestDetail,
} from '@portal/domain';
import { useState } from 'react';
import { useNotify } from '../../../../lib/notify.ts';
import { useClients, useSetWatchers, useStaffUsers, type UserOption } from '../../api.ts';
import { MarkUnreadDialog } from './mark-unread-dialog.tsx';

interface Party {
  id: string;
  name: string;
}

const nameOf = (user: UserOption): Party => ({ id: user.id, name: `${user.firstName} ${user.lastName}` });

interface Props {
  actor: Actor;
  detail: TBookingRequestDetail;
  onClose: () => void;
}

/**
 * Watchers (spec 000 §2): the request's agent and client. Assigning an agent moves Requested to In Progress
 * (the server applies the domain's transition); removing one asks whether to mark the request unread.
 */
export function WatchersDialog({ actor, detail, onClose }: Props) {
  const [agent, setAgent] = useState<Party | null>(detail.agent);
  const [client, setClient] = useState<Party>(detail.client);
  const [asking, setAsking] = useState(false);
  const users = useStaffUsers(true);
  // Only people who could open the request are offered (the server refuses the others).
  const record = { clientId: client.id, carrierId: detail.carrier.id };
  const clients = useClients(true);
  const save = useSetWatchers(detail.id);
  const notify = useNotify();

  const state = lifecycleStateOf(detail);
  const agentId = agent?.id ?? null;
  const agentChanged = agentId !== state.agentId;
  const clientChanged = client.id !== state.clientId;
  const agentMove = assignAgent(actor, state, agentId);
  const clientMove = assignClient(actor, state, client.id);

  const send = (markUnread: boolean | undefined) =>
    save.mutate(
      {
        version: detail.version,
        ...(agentChanged ? { agentId } : {}),
        ...(clientChanged ? { clientId: client.id } : {}),
        ...(markUnread !== undefined ? { markUnread } : {}),
      },
      {
        onSuccess: () => {
          notify.success(WORKBENCH_MESSAGES.savedUser);
          onClose();
        },
        onError: () => {
          notify.error(agentChanged ? WORKBENCH_MESSAGES.setAgentFailed : WORKBENCH_MESSAGES.setClientFailed);
          // The unread mark travels in the same save, so it failed with it (spec 000 §8).
          if (markUnread) notify.error(WORKBENCH_MESSAGES.markUnreadFailed);
        },
      },
    );

  const submit = () => {
    if (!agentChanged && !clientChanged) return onClose();
    if (agentChanged && asksMarkUnreadOnUnassign(state, agentId)) return setAsking(true);
    send(undefined);
  };

  return (
    <>
      <Dialog
        open
        onClose={onClose}
        fullWidth
        maxWidth="sm"

        aria-labelledby="watchers-title"
      >
        <DialogTitle id="watchers-title">Watchers</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Autocomplete<Party>
              options={(users.data ?? []).filter((u) => mayBeAssigned(u, record)).map(nameOf)}
              loading={users.isLoading}
              value={agent}
              onChange={(_e, next) => setAgent(next)}
              getOptionLabel={(o) => o.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Assigned agent"
                  error={!agentMove.ok}
                  helperText={
                    agentMove.ok ? 'The booking agent who works on this request.' : agentMove.refusal.message
                  }
                />
              )}
            />
            <Autocomplete<Party, false, true>
              options={(clients.data ?? []).map((c) => ({ id: c.id, name: c.name }))}
              loading={clients.isLoading}
              value={client}
              disableClearable
              onChange={(_e, next) => setClient(next)}
              getOptionLabel={(o) => o.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Client"
                  error={!clientMove.ok}
                  helperText={
                    clientMove.ok ? 'The company the request belongs to.' : clientMove.refusal.message
                  }
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            variant="contained"
            onClick={submit}
            loading={save.isPending}
            disabled={!agentMove.ok || !clientMove.ok}
          >
            Save
          </Button>
        </DialogActions>
      </Dialog>
      <MarkUnreadDialog
        open={asking}
        onAnswer={(markUnread) => {
          setAsking(false);
          if (markUnread !== null) send(markUnread);
        }}
      />
    </>
  );
}
