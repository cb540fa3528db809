import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminGrant, TAdminRemoval, TAdminUpdate, TAdminUser, TDirectoryUser } from '@portal/domain';
import { api, ApiRequestError } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Team Management's Users tab: the admin table (GET /api/admins) and the superadmin's writes (spec 002 §4). */

const key = queryKeys.teamManagement.admins;

export function useAdmins() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<TAdminUser[]>('/admins', signal) });
}

/** Everyone active (GET /api/users): whom "Add admin" may offer, chosen by the domain's mayBecomeAdmin. */
export function useAllUsers(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.reference.users,
    queryFn: ({ signal }) => api.get<TDirectoryUser[]>('/users', signal),
    staleTime: 5 * 60_000,
    enabled,
  });
}

function useRefetchAfter() {
  const queryClient = useQueryClient();
  const refetch = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: queryKeys.reference.users });
  };
  return {
    onSuccess: refetch,
    onError: (error: Error) => {
      // Another admin saved first (409) or the user is gone (404): show what is stored now.
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) refetch();
    },
  };
}

export function useGrantAdmin() {
  return useMutation({
    mutationFn: (input: TAdminGrant) => api.post<TAdminUser>('/admins', input),
    ...useRefetchAfter(),
  });
}

export function useSaveAdmin() {
  return useMutation({
    mutationFn: ({ id, ...input }: TAdminUpdate & { id: string }) =>
      api.put<TAdminUser>(`/admins/${id}`, input),
    ...useRefetchAfter(),
  });
}

export function useRemoveAdmins() {
  return useMutation({
    mutationFn: (input: TAdminRemoval) => api.post<void>('/admins/removal', input),
    ...useRefetchAfter(),
  });
}
