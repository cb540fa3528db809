import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { TEAM_TYPES } from '@portal/domain';
import { AuditHistoryButton } from '../../../components/audit-history/audit-history.tsx';
import { useCarriers, useStaffUsers } from '../../../lib/reference-data.ts';
import type { Choice } from '../choice-select.tsx';
import { TeamTypePanel } from './team-type-panel.tsx';
import { useManagedTeams } from './teams-api.ts';

/**
 * Team Management's Teams tab (spec 002 §2: no `tab` parameter): the "Accounting teams" and "Operations teams"
 * panels. The members are chosen among active staff, the carriers among the portal's carriers.
 */
export default function TeamsPanel() {
  const teams = useManagedTeams();
  const staff = useStaffUsers(true);
  const carriers = useCarriers();

  if (teams.isPending)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={18} />
        <span>Loading teams…</span>
      </Stack>
    );
  if (teams.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void teams.refetch()}>
            Try again
          </Button>
        }
      >
        The teams could not be loaded: {teams.error.message}
      </Alert>
    );

  const users: Choice[] = (staff.data ?? []).map((u) => ({
    id: u.id,
    label: `${u.firstName} ${u.lastName}`,
  }));
  // A member the staff list does not have (yet) is still named as the team answer names them.
  for (const team of teams.data)
    for (const member of team.users)
      if (!users.some((u) => u.id === member.id)) users.push({ id: member.id, label: member.name });
  const carrierChoices: Choice[] = (carriers.data ?? []).map((c) => ({
    id: c.id,
    label: c.displayName,
  }));
  // Accounting first, as the spec names the panels.
  const types = [...TEAM_TYPES].sort();

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <AuditHistoryButton
          entity="team"
          title="History of the teams"
          describe={(entry) => {
            const values = (entry.after ?? entry.before) as { name?: string } | null;
            return values?.name ?? null;
          }}
        />
      </Stack>
      {types.map((teamType) => (
        <TeamTypePanel
          key={teamType}
          teamType={teamType}
          teams={teams.data.filter((t) => t.teamType === teamType)}
          users={users}
          carriers={carrierChoices}
        />
      ))}
    </Stack>
  );
}
