import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ListAnswer,
  TQuote,
  TQuoteActivity,
  TQuoteCreateRequest,
  TQuoteGroup,
  TQuoteGroupSummary,
  TQuoteGroupsQuery,
  ZQuoteCreateAnswer,
} from '@portal/domain';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';

export type TQuoteCreateAnswer = z.infer<typeof ZQuoteCreateAnswer>;
export type GroupListQuery = Partial<Omit<TQuoteGroupsQuery, 'page' | 'perPage'>> &
  Pick<TQuoteGroupsQuery, 'page' | 'perPage'>;

/**
 * Query keys of this feature. Each starts with the entity the server publishes ('quote-group', 'quote',
 * 'quote-activity'), so a live change refetches every view of it (lib/live-updates.ts).
 */
export const quoteKeys = {
  groups: ['quote-group'] as const,
  groupList: (query: GroupListQuery) => ['quote-group', 'list', query] as const,
  group: (id: string) => ['quote-group', 'detail', id] as const,
  quotes: ['quote'] as const,
  quote: (id: string) => ['quote', 'detail', id] as const,
  groupComments: (groupId: string) => ['quote-activity', 'group', groupId] as const,
  quoteActivity: (quoteId: string) => ['quote-activity', 'quote', quoteId] as const,
};

/** Where a comment log reads and writes: a group's comments or a quote's activity. */
export type ActivityTarget = { kind: 'group'; id: string } | { kind: 'quote'; id: string };

const activityKey = (target: ActivityTarget) =>
  target.kind === 'group' ? quoteKeys.groupComments(target.id) : quoteKeys.quoteActivity(target.id);
const activityPath = (target: ActivityTarget) =>
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
    queryKey: quoteKeys.groupList(query),
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
    queryKey: quoteKeys.group(id),
    queryFn: ({ signal }) => api.get<TQuoteGroup>(`/quotes/groups/${encodeURIComponent(id)}`, signal),
    retry: retryUnlessClientError,
    enabled,
  });
}

export function useQuote(id: string, enabled: boolean) {
  return useQuery({
    queryKey: quoteKeys.quote(id),
    queryFn: ({ signal }) => api.get<TQuote>(`/quotes/${encodeURIComponent(id)}`, signal),
    retry: retryUnlessClientError,
    enabled,
  });
}

export function useActivity(target: ActivityTarget, enabled: boolean) {
  return useQuery({
    queryKey: activityKey(target),
    queryFn: ({ signal }) => api.get<TQuoteActivity[]>(activityPath(target), signal),
    enabled,
  });
}

export function useAddComment(target: ActivityTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { comment: string; isInternal: boolean }) =>
      api.post<TQuoteActivity>(activityPath(target), input),
    onSuccess: (comment) => {
      // Newest first, as the server lists them; the live event refetches the same list a moment later.
      queryClient.setQueryData<TQuoteActivity[]>(activityKey(target), (list) =>
        list?.some((item) => item.id === comment.id) ? list : [comment, ...(list ?? [])],
      );
    },
  });
}

export function useCreateQuotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TQuoteCreateRequest) => api.post<TQuoteCreateAnswer>('/quotes/create', body),
    onSuccess: (answer) => {
      if (answer.groupId !== null) void queryClient.invalidateQueries({ queryKey: quoteKeys.groups });
    },
  });
}

/** After a staff change of a group: the group, its lists and its activity (assignment and archive are logged). */
function useGroupChanged() {
  const queryClient = useQueryClient();
  return (group: TQuoteGroup) => {
    queryClient.setQueryData(quoteKeys.group(String(group.id)), group);
    void queryClient.invalidateQueries({ queryKey: quoteKeys.groups });
    void queryClient.invalidateQueries({ queryKey: quoteKeys.quotes });
    void queryClient.invalidateQueries({ queryKey: quoteKeys.groupComments(String(group.id)) });
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
      queryClient.setQueryData(quoteKeys.quote(String(quote.id)), quote);
      queryClient.setQueryData<TQuoteGroup>(quoteKeys.group(String(quote.groupId)), (group) =>
        group ? { ...group, quotes: group.quotes.map((q) => (q.id === quote.id ? quote : q)) } : group,
      );
      void queryClient.invalidateQueries({ queryKey: quoteKeys.quoteActivity(String(quote.id)) });
    },
  });
}
