import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAccount,
  TAccountClient,
  TAccountClientInput,
  TAccountInput,
  TArchiveChange,
} from '@portal/domain';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * The Clients tab's data (issue 21 part 3). Keys start with 'client' and 'user', so a change another admin makes
 * (published as those entities) refetches them.
 */
export const accountKeys = {
  clients: ['client', 'accounts'] as const,
  accounts: (clientId: string) => ['user', 'accounts', clientId] as const,
};

export function useAccountClients() {
  return useQuery({
    queryKey: accountKeys.clients,
    queryFn: ({ signal }) => api.get<TAccountClient[]>('/accounts/clients', signal),
  });
}

/** One company's accounts, or the staff's ('staff'). */
export function useAccounts(clientId: string | null) {
  return useQuery({
    queryKey: accountKeys.accounts(clientId ?? ''),
    enabled: clientId !== null,
    queryFn: ({ signal }) =>
      api.get<TAccount[]>(`/accounts/users?clientId=${encodeURIComponent(clientId ?? '')}`, signal),
  });
}

export function useAccountMutations() {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['client'] });
    await queryClient.invalidateQueries({ queryKey: ['user'] });
    await queryClient.invalidateQueries({ queryKey: queryKeys.reference.clients });
    await queryClient.invalidateQueries({ queryKey: queryKeys.reference.users });
  };
  // A refused save (409: someone else saved first) also refetches, so the screen shows their change.
  const options = { onSettled: refresh };
  return {
    saveClient: useMutation({
      mutationFn: ({
        id,
        input,
        version,
      }: {
        id: string | null;
        input: TAccountClientInput;
        version?: number;
      }) =>
        id
          ? api.put<TAccountClient>(`/accounts/clients/${id}`, { ...input, version })
          : api.post<TAccountClient>('/accounts/clients', input),
      ...options,
    }),
    archiveClient: useMutation({
      mutationFn: ({ id, change }: { id: string; change: TArchiveChange }) =>
        api.put<TAccountClient>(`/accounts/clients/${id}/archived`, change),
      ...options,
    }),
    saveAccount: useMutation({
      mutationFn: ({ id, input, version }: { id: string | null; input: TAccountInput; version?: number }) =>
        id
          ? api.put<TAccount>(`/accounts/users/${id}`, { ...input, version })
          : api.post<TAccount>('/accounts/users', input),
      ...options,
    }),
    archiveAccount: useMutation({
      mutationFn: ({ id, change }: { id: string; change: TArchiveChange }) =>
        api.put<TAccount>(`/accounts/users/${id}/archived`, change),
      ...options,
    }),
    resendWelcome: useMutation({
      mutationFn: (id: string) => api.post<void>(`/accounts/users/${id}/welcome`),
    }),
  };
}
