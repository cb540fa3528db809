import { LinearProgress, Stack, Typography } from '@mui/material';

/** The checklist's progress: 'checked of total' with a bar (staff count all items, customers the public ones). */
export function ChecklistProgress({
  checked,
  total,
  decorative = false,
}: {
  checked: number;
  total: number;
  /** Inside a control named by its text ('Checklist 5 / 9'), the bar is decoration: its own label would join the name. */
  decorative?: boolean;
}) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <LinearProgress
        variant="determinate"
        value={total === 0 ? 0 : (checked / total) * 100}
        sx={{ flex: 1, height: 6, borderRadius: 3 }}
        aria-label={decorative ? undefined : 'Checklist progress'}
        aria-hidden={decorative || undefined}
      />
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {checked} / {total}
      </Typography>
    </Stack>
  );
}
