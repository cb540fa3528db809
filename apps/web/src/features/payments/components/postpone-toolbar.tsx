import { Button, Stack, Typography } from '@mui/material';
import type { TWeeklyPayment } from '@portal/domain';
import { usePostpone } from '../hooks/use-postpone.ts';
import { PAYMENTS_TEXT } from '../texts.ts';
import { PostponeMenu } from './postpone-menu.tsx';

/** The table's toolbar: how many payments are ticked, and the postpone menu for them (spec 002 §2). */
export function PostponeToolbar({
  chosen,
  onDone,
  onClear,
}: {
  chosen: readonly TWeeklyPayment[];
  onDone: () => void;
  onClear: () => void;
}) {
  const { postpone, pending } = usePostpone();
  const count = chosen.length;
  return (
    <Stack
      direction="row"
      spacing={1.5}
      aria-label="Selected payments"
      sx={{
        alignItems: 'center',
        flexWrap: 'wrap',
        rowGap: 1,
        px: 2,
        py: 1.25,
        minHeight: 56,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: count > 0 ? 'action.selected' : 'transparent',
        transition: 'background-color 150ms',
      }}
    >
      <Typography
        variant="body2"
        sx={{ fontWeight: count > 0 ? 600 : 400 }}
        color={count > 0 ? 'text.primary' : 'text.secondary'}
      >
        {PAYMENTS_TEXT.selected(count)}
      </Typography>
      <PostponeMenu
        label={count === 1 ? '1 payment' : `${count} payments`}
        disabled={count === 0}
        loading={pending}
        onChoose={(days) =>
          void postpone(chosen, days).then((ok) => {
            if (ok) onDone();
          })
        }
      />
      {count > 0 && (
        <Button size="small" color="inherit" onClick={onClear} sx={{ color: 'text.secondary' }}>
          {PAYMENTS_TEXT.clearSelection}
        </Button>
      )}
    </Stack>
  );
}
