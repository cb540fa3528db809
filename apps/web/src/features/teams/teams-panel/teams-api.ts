import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TTeam, TTeamDeletion, TTeamInput, TTeamUpdate } from '@portal/domain';
import { api, ApiRequestError } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Team Management's Teams tab: GET /api/teams/manage and the superadmin's writes (spec 002 §2). */

const key = queryKeys.teamManagement.teams;

export function useManagedTeams() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<TTeam[]>('/teams/manage', signal) });
}

/** After a write, or a 409 (another admin saved first: their version is shown), the list is read again. */
function useRefetchAfter() {
  const queryClient = useQueryClient();
  return {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
    onError: (error: Error) => {
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404))
        void queryClient.invalidateQueries({ queryKey: key });
    },
  };
}

export function useCreateTeam() {
  return useMutation({
    mutationFn: (input: TTeamInput) => api.post<TTeam>('/teams', input),
    ...useRefetchAfter(),
  });
}

export function useSaveTeam() {
  return useMutation({
    mutationFn: ({ id, ...input }: TTeamUpdate & { id: string }) => api.put<TTeam>(`/teams/${id}`, input),
    ...useRefetchAfter(),
  });
}

export function useDeleteTeams() {
  return useMutation({
    mutationFn: (input: TTeamDeletion) => api.delete<void>('/teams', input),
    ...useRefetchAfter(),
  });
}
