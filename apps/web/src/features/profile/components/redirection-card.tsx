import { zodResolver } from '@hookform/resolvers/zod';
import BeachAccessOutlined from '@mui/icons-material/BeachAccessOutlined';
import { Alert, Button, FormControlLabel, Stack, Switch } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  SAVE_MESSAGES,
  SNACKBAR,
  ZProfileUpdate,
  type TProfileUpdate,
  type TSessionUser,
  type TUserSummary,
} from '@portal/domain';
import { useNotify } from '../../../lib/notify.ts';
import { useRedirectCandidates, useUpdateProfile } from '../api.ts';
import { fullName } from '../format.ts';
import { RedirectAdminField } from './redirect-admin-field.tsx';
import { SectionCard } from './section-card.tsx';

export const REDIRECTION_SWITCH_LABEL = 'Redirect my notifications while I am away (vacation)';

function formValues(profile: TSessionUser): TProfileUpdate {
  return {
    isRedirectionActive: profile.isRedirectionActive,
    redirectedAdminId: profile.redirectedAdmin?.id ?? null,
  };
}

/** The vacation switch and the admin who gets my notifications meanwhile (spec 002 §4 Notification redirection). */
export function RedirectionCard({ profile }: { profile: TSessionUser }) {
  const candidates = useRedirectCandidates();
  const update = useUpdateProfile();
  const notify = useNotify();
  const { control, handleSubmit, reset, clearErrors, formState } = useForm<TProfileUpdate>({
    resolver: zodResolver(ZProfileUpdate),
    defaultValues: formValues(profile),
  });
  const { isDirty } = formState;
  const isActive = useWatch({ control, name: 'isRedirectionActive' });

  // Live updates: new server values replace the form's unless the user is in the middle of a change.
  useEffect(() => {
    if (!isDirty) reset(formValues(profile));
  }, [profile, isDirty, reset]);

  const options = useMemo(() => {
    const list: TUserSummary[] = (candidates.data ?? []).filter((user) => user.id !== profile.id);
    const current = profile.redirectedAdmin;
    // The saved admin stays choosable even if the candidate list no longer holds them.
    if (current && !list.some((user) => user.id === current.id)) list.unshift(current);
    return list;
  }, [candidates.data, profile.id, profile.redirectedAdmin]);

  const save = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        reset(formValues(saved));
        notify.success(SAVE_MESSAGES.saved, SNACKBAR.saveSuccessMs);
      },
      onError: (error) => notify.error(`${error.message}!`, SNACKBAR.errorMs),
    }),
  );

  const saved = profile.isRedirectionActive && profile.redirectedAdmin;
  return (
    <SectionCard
      title="Notification redirection"
      subheader="While you are away, your notifications go to the admin you choose."
      icon={BeachAccessOutlined}
    >
      <Stack component="form" noValidate onSubmit={save} spacing={2.5}>
        {saved && (
          <Alert severity="info" variant="outlined">
            Your notifications are currently redirected to <strong>{fullName(saved)}</strong>.
          </Alert>
        )}
        <Controller
          control={control}
          name="isRedirectionActive"
          render={({ field }) => (
            <FormControlLabel
              label={REDIRECTION_SWITCH_LABEL}
              control={
                <Switch
                  checked={field.value}
                  onChange={(_event, checked) => {
                    field.onChange(checked);
                    if (!checked) clearErrors('redirectedAdminId');
                  }}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
              sx={{ alignItems: 'center', mr: 0 }}
            />
          )}
        />
        <Controller
          control={control}
          name="redirectedAdminId"
          render={({ field, fieldState }) => (
            <RedirectAdminField
              options={options}
              value={options.find((user) => user.id === field.value) ?? null}
              onChange={(user) => field.onChange(user?.id ?? null)}
              onBlur={field.onBlur}
              loading={candidates.isLoading}
              required={isActive}
              error={fieldState.error?.message}
            />
          )}
        />
        {candidates.isError && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={() => void candidates.refetch()}>
                Retry
              </Button>
            }
          >
            The list of admins could not be loaded.
          </Alert>
        )}
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          {isDirty && (
            <Button onClick={() => reset(formValues(profile))} disabled={update.isPending}>
              Discard
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={!isDirty} loading={update.isPending}>
            Save
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
