import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { pinMessage, ACTIVITY_MESSAGES, type TCommentCreate } from '@portal/domain';
import { useNotify } from '../../lib/notify.ts';
import type { LogPage, LogSource } from './log-source.ts';

/** The log, newest first, one page at a time (`before` cursor); 'Show Activity' is part of the key. */
export function useLogPages(source: LogSource, showActivity: boolean) {
  return useInfiniteQuery({
    queryKey: [...source.key, { showActivity }],
    queryFn: ({ pageParam, signal }) => source.load({ showActivity, before: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
  });
}

function useRefreshLog(source: LogSource) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: source.key });
    for (const key of source.alsoInvalidates ?? []) void queryClient.invalidateQueries({ queryKey: key });
  };
}

/** Sends a comment; it shows at the top at once, and the log refetches behind it. */
export function useSendComment(source: LogSource) {
  const queryClient = useQueryClient();
  const refresh = useRefreshLog(source);
  return useMutation({
    mutationFn: (input: TCommentCreate) => source.send(input),
    onSuccess: (item) => {
      queryClient.setQueriesData<InfiniteData<LogPage, string | null>>({ queryKey: source.key }, (data) => {
        // The pinned list shares the prefix but is no page list: leave it to the refetch.
        if (!data || !Array.isArray(data.pages)) return data;
        const first = data.pages[0];
        if (!first || first.items.some((i) => i.id === item.id)) return data;
        return { ...data, pages: [{ ...first, items: [item, ...first.items] }, ...data.pages.slice(1)] };
      });
      refresh();
    },
  });
}

/** Pin or unpin with the spec's snackbars: 'The activity has been pinned.' or 'An error has occurred - {error}'. */
export function usePinComment(source: LogSource) {
  const refresh = useRefreshLog(source);
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ id, pinned }: { id: string; pinned: boolean }) => {
      if (!source.pin) throw new Error('This log has no pins.');
      return source.pin(id, pinned);
    },
    onSuccess: (_item, { pinned }) => {
      notify.success(pinMessage(pinned));
      refresh();
    },
    onError: (error: Error) => {
      notify.error(ACTIVITY_MESSAGES.pinFailed(error.message));
      // The log may be behind (someone else pinned): show the record as it is.
      refresh();
    },
  });
}
