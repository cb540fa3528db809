import { zodResolver } from '@hookform/resolvers/zod';
import {
  canActorEditRequest,
  editableFields,
  patchHasChanges,
  requestFormValues,
  requestPatch,
  SNACKBAR,
  WORKBENCH_MESSAGES,
  zRequestForm,
  type Actor,
  type RequestFormValues,
  type TBookingRequestDetail,
} from '@portal/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiRequestError } from '../../../../lib/api.ts';
import { useNotify } from '../../../../lib/notify.ts';
import { useShortcut } from '../../../../lib/shortcuts.ts';
import { useSaveRequest } from '../../api.ts';
import { preloadEditMode } from './edit-chunks.ts';
import { editLineOf, type EditLine } from './edit-line.ts';

export type RequestForm = RequestFormValues<EditLine>;

const TOGGLE_KEYS = ['$mod+Shift+E'];
const SAVE_KEYS = ['$mod+Shift+S'];

/**
 * The edit mode of the request page (spec 000 §2, §4): one react-hook-form on the domain's form schema, opened on
 * the request as it is, saved as one PATCH of the changed fields with the version it started from. A stale
 * version (someone else saved meanwhile) is not overwritten: the page offers to reload.
 */
export function useRequestEditor(
  detail: TBookingRequestDetail,
  actor: Actor,
  refetch: () => Promise<unknown>,
) {
  const fields = editableFields(actor);
  const canEdit = canActorEditRequest(actor, detail);
  const resolver = useMemo(() => zodResolver(zRequestForm<EditLine>(fields)), [fields]);
  const form = useForm<RequestForm>({ resolver, mode: 'onChange' });
  const [opened, setOpened] = useState<{ version: number; values: RequestForm } | null>(null);
  const [conflict, setConflict] = useState(false);
  const save = useSaveRequest(detail.id);
  const notify = useNotify();
  const editing = opened !== null;

  const start = useCallback(
    (from: TBookingRequestDetail) => {
      const values = requestFormValues(from, editLineOf);
      form.reset(values);
      setOpened({ version: from.version, values });
      setConflict(false);
    },
    [form],
  );
  const stop = useCallback(() => {
    setOpened(null);
    setConflict(false);
  }, []);

  const submit = useCallback(() => {
    if (!opened || save.isPending) return;
    void form.handleSubmit(
      (values) => {
        const patch = requestPatch(opened.values, values, fields, opened.version);
        if (!patchHasChanges(patch)) return stop();
        save.mutate(patch, {
          onSuccess: () => {
            notify.success(WORKBENCH_MESSAGES.saved, SNACKBAR.saveSuccessMs);
            stop();
          },
          onError: (error) => {
            if (error instanceof ApiRequestError && error.status === 409) setConflict(true);
            else notify.error(`${error.message}!`);
          },
        });
      },
      () => notify.error('Please check the marked fields!'),
    )();
  }, [opened, save, form, fields, stop, notify]);

  // Who may edit gets the edit mode's code while reading, so Edit opens without a wait.
  useEffect(() => {
    if (!canEdit) return;
    const timer = setTimeout(preloadEditMode, 1000);
    return () => clearTimeout(timer);
  }, [canEdit]);

  const toggle = useCallback(() => (editing ? stop() : start(detail)), [editing, stop, start, detail]);
  useShortcut(TOGGLE_KEYS, toggle, canEdit);
  useShortcut(SAVE_KEYS, submit, editing);

  return {
    form,
    fields,
    canEdit,
    editing,
    saving: save.isPending,
    /** Someone else saved after this edit began: a save would be refused (409). */
    stale: opened !== null && (conflict || detail.version !== opened.version),
    start: () => start(detail),
    cancel: stop,
    save: submit,
    /** Loads the request as it is now and starts the edit again on it. */
    reload: async () => {
      const fresh = (await refetch()) as { data?: TBookingRequestDetail };
      start(fresh.data ?? detail);
    },
    may: (field: (typeof fields)[number]) => fields.includes(field),
  };
}

export type RequestEditor = ReturnType<typeof useRequestEditor>;
