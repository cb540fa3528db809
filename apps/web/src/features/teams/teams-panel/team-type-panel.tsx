import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  TextField,
  Toolbar,
  Typography,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import {
  SAVE_MESSAGES,
  TEAM_MESSAGES,
  TEAM_PANEL_TITLES,
  ZTeamInput,
  type TeamType,
  type TTeam,
} from '@portal/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useNotify } from '../../../lib/notify.ts';
import type { Choice } from '../choice-select.tsx';
import { TEAM_ROW_COLUMNS, TeamRow } from './team-row.tsx';
import { useCreateTeam, useDeleteTeams } from './teams-api.ts';

export interface TeamTypePanelProps {
  teamType: TeamType;
  teams: readonly TTeam[];
  users: readonly Choice[];
  carriers: readonly Choice[];
}

/**
 * "Accounting teams" or "Operations teams" (spec 002 §2): a collapsible panel with an add/delete bar above the
 * editable rows. Adding needs a name (the domain's team schema); deleting the selected teams asks first (§8).
 */
export function TeamTypePanel({ teamType, teams, users, carriers }: TeamTypePanelProps) {
  const notify = useNotify();
  const create = useCreateTeam();
  const remove = useDeleteTeams();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const title = TEAM_PANEL_TITLES[teamType];
  // Selections of teams another admin deleted meanwhile are dropped.
  const chosen = teams.filter((t) => selected.has(t.id)).map((t) => t.id);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZTeamInput.safeParse({ name, teamType });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? TEAM_MESSAGES.nameRequired);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: () => {
        setName('');
        setNameError(null);
        notify.success(SAVE_MESSAGES.saved, 1500);
      },
      onError: (error) => notify.error(`${error.message}!`),
    });
  };

  const deleteChosen = () =>
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
    <Accordion defaultExpanded disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${headingId}-content`} id={headingId}>
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${headingId}-content`} sx={{ p: 0 }}>
        <Toolbar
          component="form"
          onSubmit={add}
          aria-label={`Add or delete ${title.toLowerCase()}`}
          sx={{ gap: 1.5, flexWrap: 'wrap', py: 1.5, alignItems: 'flex-start' }}
        >
          <TextField
            size="small"
            label="New team name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(nameError)}
            helperText={nameError}
            sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 280px' } }}
          />
          <Button type="submit" variant="contained" startIcon={<AddIcon />} loading={create.isPending}>
            Add
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            disabled={chosen.length === 0}
            onClick={() => setConfirming(true)}
          >
            Delete{chosen.length > 0 ? ` (${chosen.length})` : ''}
          </Button>
        </Toolbar>
        {teams.length === 0 ? (
          <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
            No {title.toLowerCase()} yet. Add one above.
          </Typography>
        ) : (
          <Box role="list" aria-label={title}>
            <Box
              aria-hidden
              sx={{
                display: { xs: 'none', md: 'grid' },
                gridTemplateColumns: TEAM_ROW_COLUMNS,
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
              <span>Users</span>
              <span>Carriers</span>
              <span>Categories</span>
              <span>{teamType === 'operations' ? 'Checklist items' : 'Task types'}</span>
              <span />
            </Box>
            {teams.map((team) => (
              <Box role="listitem" key={team.id}>
                <TeamRow
                  team={team}
                  users={users}
                  carriers={carriers}
                  selected={selected.has(team.id)}
                  onSelect={(on) =>
                    setSelected((prev) => {
                      const next = new Set(prev);
                      if (on) next.add(team.id);
                      else next.delete(team.id);
                      return next;
                    })
                  }
                />
              </Box>
            ))}
          </Box>
        )}
      </AccordionDetails>
      <ConfirmDialog
        open={confirming}
        message={TEAM_MESSAGES.confirmDelete}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={deleteChosen}
        onClose={() => setConfirming(false)}
      />
    </Accordion>
  );
}
