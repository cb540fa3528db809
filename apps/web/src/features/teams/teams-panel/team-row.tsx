import { zodResolver } from '@hookform/resolvers/zod';
import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Checkbox, FormControlLabel, FormGroup, TextField } from '@mui/material';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  SAVE_MESSAGES,
  TEAM_CATEGORIES,
  TEAM_CHECKLIST_ITEMS,
  TEAM_TASK_TYPES,
  teamDraftOf,
  teamRowChanged,
  ZTeamInput,
  type TTeam,
  type TTeamDraft,
  type TTeamInput,
} from '@portal/domain';
import { useNotify } from '../../../lib/notify.ts';
import { ChoiceSelect, type Choice } from '../choice-select.tsx';
import { useSaveTeam } from './teams-api.ts';

export interface TeamRowProps {
  team: TTeam;
  users: readonly Choice[];
  carriers: readonly Choice[];
  selected: boolean;
  onSelect: (selected: boolean) => void;
}

/** Spec 002 §2 grid: select, name, users, carriers, categories, work, Save. On a phone the cells stack (a card). */
export const TEAM_ROW_COLUMNS = {
  xs: '1fr',
  md: '40px minmax(150px, 1.1fr) minmax(170px, 1.3fr) minmax(130px, 1fr) 100px minmax(190px, 1.6fr) 84px',
};

/**
 * One team of a panel, its own form (zodResolver on the domain's team schema). "Team rows show a Save button only
 * when edited" (spec 002 §2, domain teamRowChanged). When the stored team changes (this save, or another admin's
 * live), the row shows the stored values again.
 */
export function TeamRow({ team, users, carriers, selected, onSelect }: TeamRowProps) {
  const notify = useNotify();
  const save = useSaveTeam();
  const form = useForm<TTeamInput, unknown, TTeamDraft>({
    resolver: zodResolver(ZTeamInput),
    defaultValues: teamDraftOf(team),
  });
  const { control, handleSubmit, reset } = form;
  useEffect(() => reset(teamDraftOf(team)), [team, reset]);
  const draft = useWatch({ control }) as TTeamDraft;
  const changed = teamRowChanged(team, { ...teamDraftOf(team), ...draft });
  const isOperations = team.teamType === 'operations';
  const work = isOperations ? TEAM_CHECKLIST_ITEMS : TEAM_TASK_TYPES;
  const workField = isOperations ? 'checklistItems' : 'taskTypes';

  const submit = handleSubmit((values) =>
    save.mutate(
      { id: team.id, ...values, version: team.version },
      {
        onSuccess: () => notify.success(SAVE_MESSAGES.saved, 1500),
        onError: (error) => notify.error(`${error.message}!`),
      },
    ),
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={`Team ${team.name}`}
      data-testid="team-row"
      sx={{
        display: 'grid',
        gridTemplateColumns: TEAM_ROW_COLUMNS,
        gap: 1.5,
        alignItems: 'start',
        p: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Checkbox
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        slotProps={{ input: { 'aria-label': `Select team ${team.name}` } }}
        sx={{ justifySelf: 'start' }}
      />
      <Controller
        control={control}
        name="name"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            size="small"
            label="Name"
            required
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="userIds"
        render={({ field, fieldState }) => (
          <ChoiceSelect
            label="Users"
            limitTags={3}
            choices={users}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="carriers"
        render={({ field, fieldState }) => (
          <ChoiceSelect
            label="Carriers"
            placeholder="All carriers"
            choices={carriers}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="categories"
        render={({ field }) => {
          const value = field.value ?? [];
          return (
            <FormGroup aria-label="Categories" sx={{ flexDirection: { xs: 'row', md: 'column' } }}>
              {TEAM_CATEGORIES.map((category) => (
                <FormControlLabel
                  key={category}
                  sx={{ my: -0.5 }}
                  control={
                    <Checkbox
                      size="small"
                      checked={value.includes(category)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked ? [...value, category] : value.filter((c) => c !== category),
                        )
                      }
                    />
                  }
                  label={category}
                />
              ))}
            </FormGroup>
          );
        }}
      />
      <Controller
        control={control}
        name={workField}
        render={({ field, fieldState }) => (
          <ChoiceSelect
            label={isOperations ? 'Checklist items' : 'Task types'}
            limitTags={3}
            choices={work}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Box sx={{ minHeight: { md: 40 }, display: 'flex', alignItems: 'center' }}>
        {changed && (
          <Button
            type="submit"
            variant="contained"
            size="small"
            startIcon={<SaveIcon />}
            loading={save.isPending}
            aria-label={`Save team ${team.name}`}
          >
            Save
          </Button>
        )}
      </Box>
    </Box>
  );
}
