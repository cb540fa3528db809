import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TReassignmentRule, TReassignmentRuleInput, TReassignmentTargetInput } from '@portal/domain';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/reassignment-rules (superadmin); live through the server's 'reassignment-rule' events. */
export function useReassignmentRules() {
  return useQuery({
    queryKey: queryKeys.reassignmentRules,
    queryFn: ({ signal }) => api.get<TReassignmentRule[]>('/reassignment-rules', signal),
  });
}

/** Add, change the target of, and remove a rule; each refetches the list when done. */
export function useRuleMutations() {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: queryKeys.reassignmentRules });
  return {
    add: useMutation({
      mutationFn: (input: TReassignmentRuleInput) =>
        api.post<TReassignmentRule>('/reassignment-rules', input),
      onSettled: settled,
    }),
    changeTarget: useMutation({
      mutationFn: ({ id, ...input }: TReassignmentTargetInput & { id: string }) =>
        api.patch<TReassignmentRule>(`/reassignment-rules/${id}`, input),
      onSettled: settled,
    }),
    remove: useMutation({
      mutationFn: (rule: Pick<TReassignmentRule, 'id' | 'version'>) =>
        api.delete<void>(`/reassignment-rules/${rule.id}?version=${rule.version}`),
      onSettled: settled,
    }),
  };
}
