import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SAVE_MESSAGES } from '@portal/domain';
import { ApiRequestError } from '../../../lib/api.ts';
import { useNotify } from '../../../lib/notify.ts';

/**
 * What a back-office save tells the person (spec 002 §8): "Saved changes!" on success, the error's text with "!"
 * otherwise. A 409 (someone else saved the row meanwhile) or 404 (removed meanwhile) also refetches the list, so
 * the other person's change shows and can be checked before saving again.
 */
export function useSaveFeedback(listKey: QueryKey) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      saved: (message: string = SAVE_MESSAGES.saved) => notify.success(message),
      failed: (error: Error) => {
        notify.error(`${error.message.replace(/[.!]$/, '')}!`);
        if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404))
          void queryClient.invalidateQueries({ queryKey: listKey });
      },
    }),
    [notify, queryClient, listKey],
  );
}
