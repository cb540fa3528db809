import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConfigType,
  TAutomaticMessageInput,
  TPaymentConfirmationConfig,
  TPaymentConfirmationConfigInput,
  TPaymentConfirmationConfigUpdate,
} from '@portal/domain';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const base = '/payment-confirmation-configs';

/** GET /api/payment-confirmation-configs?type=, newest first; live through 'payment-confirmation-config' events. */
export function useConfigs(type: ConfigType) {
  return useQuery({
    queryKey: queryKeys.paymentConfigs(type),
    queryFn: ({ signal }) => api.get<TPaymentConfirmationConfig[]>(`${base}?type=${type}`, signal),
  });
}

type Versioned = Pick<TPaymentConfirmationConfig, 'id' | 'version'>;

/** Add, save, switch, copy and remove settings of one type; each refetches the list when done. */
export function useConfigMutations(type: ConfigType) {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: queryKeys.paymentConfigs(type) });
  return {
    add: useMutation({
      mutationFn: (input: TPaymentConfirmationConfigInput) =>
        api.post<TPaymentConfirmationConfig>(base, input),
      onSettled,
    }),
    save: useMutation({
      mutationFn: ({ id, input }: { id: string; input: TPaymentConfirmationConfigUpdate }) =>
        api.put<TPaymentConfirmationConfig>(`${base}/${id}`, input),
      onSettled,
    }),
    setSwitch: useMutation({
      mutationFn: ({ id, ...input }: TAutomaticMessageInput & { id: string }) =>
        api.patch<TPaymentConfirmationConfig>(`${base}/${id}/automatic-message`, input),
      onSettled,
    }),
    copy: useMutation({
      mutationFn: (config: Versioned) =>
        api.post<TPaymentConfirmationConfig>(`${base}/${config.id}/copy`, { version: config.version }),
      onSettled,
    }),
    // The selected settings, one after another: each names the version it was read at.
    remove: useMutation({
      mutationFn: async (configs: readonly Versioned[]) => {
        for (const c of configs) await api.delete<void>(`${base}/${c.id}?version=${c.version}`);
      },
      onSettled,
    }),
  };
}
