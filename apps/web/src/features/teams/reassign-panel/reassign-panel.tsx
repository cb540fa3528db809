import { Alert, Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { REASSIGNMENT_MESSAGES, type TReassignmentRule } from '@portal/domain';
import { AuditHistoryButton } from '../../../components/audit-history/audit-history.tsx';
import { LoadError } from '../../../components/page/load-error.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useCarriers, useStaffUsers } from '../../../lib/reference-data.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useReassignmentRules, useRuleMutations } from './reassign-api.ts';
import { RuleAddForm } from './rule-add-form.tsx';
import { RulesTable } from './rules-table.tsx';
import { useSaveFeedback } from './save-feedback.ts';

/**
 * Team Management's "Reassign users" tab (spec 002 §2, §5, §8): a user's tasks of a carrier go to the reassign-to
 * user. Task generation reads the rules for the next task it makes. Live: another admin's change shows at once.
 */
export default function ReassignPanel() {
  const rules = useReassignmentRules();
  const users = useStaffUsers(true);
  const carriers = useCarriers();
  const { add, changeTarget, remove } = useRuleMutations();
  const feedback = useSaveFeedback(queryKeys.reassignmentRules);
  const [removing, setRemoving] = useState<TReassignmentRule | null>(null);

  const failed = rules.error ?? users.error ?? carriers.error;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2.5}>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Box>
            <Typography variant="h6" component="h2">
              Reassign users
            </Typography>
            <Typography variant="body2" color="text.secondary">
              A user&apos;s tasks of a carrier go to the reassign-to user, from the next task on.
            </Typography>
          </Box>
          <AuditHistoryButton entity="reassignment-rule" title="History of the reassignment rules" />
        </Stack>
        {failed ? (
          <LoadError
            title="The reassignment rules could not be loaded."
            error={failed}
            retrying={rules.isFetching || users.isFetching || carriers.isFetching}
            onRetry={() => {
              void rules.refetch();
              void users.refetch();
              void carriers.refetch();
            }}
          />
        ) : !rules.data || !users.data || !carriers.data ? (
          <Stack spacing={1} role="status" aria-label="Loading the reassignment rules">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={40} />
            ))}
          </Stack>
        ) : (
          <>
            <RuleAddForm
              users={users.data}
              carriers={carriers.data}
              adding={add.isPending}
              onAdd={(rule) =>
                add.mutateAsync(rule, { onSuccess: () => feedback.saved(), onError: feedback.failed })
              }
            />
            {rules.data.length === 0 ? (
              <Alert severity="info" variant="outlined">
                No reassignment rules yet: every task goes to its booking&apos;s agent. Add a rule above.
              </Alert>
            ) : (
              <RulesTable
                rules={rules.data}
                users={users.data}
                carriers={carriers.data}
                busyId={changeTarget.isPending ? (changeTarget.variables?.id ?? null) : null}
                onChangeTarget={(rule, toUserId) =>
                  changeTarget.mutate(
                    { id: rule.id, toUserId, version: rule.version },
                    { onSuccess: () => feedback.saved(), onError: feedback.failed },
                  )
                }
                onRemove={setRemoving}
              />
            )}
          </>
        )}
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title="Remove rule"
        confirmLabel="Remove"
        message={REASSIGNMENT_MESSAGES.removeConfirm}
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing, {
            onSuccess: () => feedback.saved(),
            onError: feedback.failed,
            onSettled: () => setRemoving(null),
          })
        }
      />
    </Paper>
  );
}
