import { Button, Typography } from '@mui/material';
import type { TWeeklyPayment } from '@portal/domain';
import type { ReactNode } from 'react';
import { usePostpone } from '../hooks/use-postpone.ts';
import { PAYMENTS_TEXT } from '../texts.ts';
import { ListBar } from './list-header.tsx';
import { PostponeMenu } from './postpone-menu.tsx';

/** The table's toolbar: how many payments are ticked, and the postpone menu for them (spec 002 §2). */
export function PostponeToolbar({
  chosen,
  onDone,
  onClear,
  end,
}: {
  chosen: readonly TWeeklyPayment[];
  onDone: () => void;
  onClear: () => void;
  /** The list's count at the bar's end. */
  end: ReactNode;
}) {
  const { postpone, pending } = usePostpone();
  const count = chosen.length;
  return (
    <ListBar label="Selected payments" active={count > 0} end={end}>
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
    </ListBar>
  );
}
