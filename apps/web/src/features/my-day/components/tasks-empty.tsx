import { Button, Stack, Typography } from '@mui/material';
import { TASK_MESSAGES } from '@portal/domain';
import { EmptyIcon } from '../../../components/list-filters/index.ts';

/** The spec's empty state (000 §2 "My Day"), with the way back to the initial filter when one narrows the list. */
export function TasksEmpty({ action }: { action?: { label: string; onClick: () => void } }) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 8, px: 2 }}>
      <EmptyIcon />
      <Typography variant="body1" component="p" sx={{ fontWeight: 600, maxWidth: 560 }}>
        {TASK_MESSAGES.empty}
      </Typography>
      {action && (
        <Button variant="outlined" onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </Stack>
  );
}
