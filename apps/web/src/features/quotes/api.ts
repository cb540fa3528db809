import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ListAnswer,
  TQuote,
  TQuoteCreateRequest,
  TQuoteGroup,
  TQuoteGroupSummary,
  ZQuoteCreateAnswer,
} from '@portal/domain';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import { queryKeys, type GroupListQuery } from '../../lib/query-keys.ts';

export type { GroupListQuery };
export type TQuoteCreateAnswer = z.infer<typeof ZQuoteCreateAnswer>;

/** Where a comment log reads and writes: a group's comments or a quote's activity. */
export type ActivityTarget = { kind: 'group'; id: string } | { kind: 'quote'; id: string };

export const activityKey = (target: ActivityTarget) =>
  target.kind === 'group'
    ? queryKeys.quoteActivity.ofGroup(target.id)
    : queryKeys.quoteActivity.ofQuote(target.id);
export const activityPath = (target: ActivityTarget) =>
  target.kind === 'group'
    ? `/quotes/groups/${encodeURIComponent(target.id)}/comments`
    : `/quotes/${encodeURIComponent(target.id)}/activity`;

function groupListPath(query: GroupListQuery): string {
  const params = new URLSearchParams({ page: String(query.page), perPage: String(query.perPage) });
  if (query.tab) params.set('tab', query.tab);
  if (query.clientId) params.set('clientId', query.clientId);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return `/quotes/groups?${params.toString()}`;
}

export function useQuoteGroups(query: GroupListQuery, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.quoteGroups.list(query),
    queryFn: ({ signal }) => api.get<ListAnswer<TQuoteGroupSummary>>(groupListPath(query), signal),
    // Paging keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
    enabled,
  });
}

// A missing or foreign record answers 404 (or 400 for a non-numeric id): asking again cannot help.
const retryUnlessClientError = (count: number, error: Error) =>
  count < 1 && !('status' in error && Number(error.status) >= 400 && Number(error.status) < 500);

export function useQuoteGroup(id: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.quoteGroups.detail(id),
    queryFn: ({ signal }) => api.get<TQuoteGroup>(`/quotes/groups/${encodeURIComponent(id)}`, signal),
    retry: retryUnlessClientError,
    enabled,
  });
}

export function useQuote(id: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.quotes.detail(id),
    queryFn: ({ signal }) => api.get<TQuote>(`/quotes/${encodeURIComponent(id)}`, signal),
    retry: retryUnlessClientError,
    enabled,
  });
}

export function useCreateQuotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TQuoteCreateRequest) => api.post<TQuoteCreateAnswer>('/quotes/create', body),
    onSuccess: (answer) => {
      if (answer.groupId !== null)
        void queryClient.invalidateQueries({ queryKey: queryKeys.quoteGroups.all });
    },
  });
}

/** After a staff change of a group: the group, its lists and its activity (assignment and archive are logged). */
function useGroupChanged() {
  const queryClient = useQueryClient();
  return (group: TQuoteGroup) => {
    queryClient.setQueryData(queryKeys.quoteGroups.detail(group.id), group);
    void queryClient.invalidateQueries({ queryKey: queryKeys.quoteGroups.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.quotes.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.quoteActivity.ofGroup(group.id) });
  };
}

export function useSetGroupArchived() {
  const changed = useGroupChanged();
  return useMutation({
    mutationFn: ({ id, archived }: { id: number; archived: boolean }) =>
      api.post<TQuoteGroup>(`/quotes/groups/${id}/${archived ? 'archive' : 'restore'}`),
    onSuccess: changed,
  });
}

export function useAssignGroup(groupId: number) {
  const changed = useGroupChanged();
  return useMutation({
    mutationFn: (userId: string | null) =>
      api.put<TQuoteGroup>(`/quotes/groups/${groupId}/assignee`, { userId }),
    onSuccess: changed,
  });
}

export function useSetQuoteStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: number }) =>
      api.patch<TQuote>(`/quotes/${id}`, { status }),
    onSuccess: (quote) => {
      queryClient.setQueryData(queryKeys.quotes.detail(quote.id), quote);
      queryClient.setQueryData<TQuoteGroup>(queryKeys.quoteGroups.detail(quote.groupId), (group) =>
        group ? { ...group, quotes: group.quotes.map((q) => (q.id === quote.id ? quote : q)) } : group,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.quoteActivity.ofQuote(quote.id) });
    },
  });
}
