import { Checkbox, TableCell } from '@mui/material';

/** The payments lists' table look: fixed columns, compact cells, quiet headings. */
export function listTableSx(minWidth: number) {
  return {
    tableLayout: 'fixed',
    minWidth,
    '& td, & th': { px: 1, py: 1.1, fontSize: '0.8125rem' },
    '& th': {
      py: 1,
      whiteSpace: 'nowrap',
      color: 'text.secondary',
      fontWeight: 600,
      fontSize: '0.75rem',
    },
  } as const;
}

/** The heading cell that ticks or unticks every row of the page that can be ticked (`ids`). */
export function SelectAllCell({
  ids,
  selected,
  onToggleAll,
  label,
}: {
  ids: string[];
  selected: ReadonlySet<string>;
  onToggleAll: (ids: string[], select: boolean) => void;
  label: string;
}) {
  const chosen = ids.filter((id) => selected.has(id)).length;
  return (
    <TableCell padding="checkbox" sx={{ pl: 1 }}>
      <Checkbox
        size="small"
        disabled={ids.length === 0}
        indeterminate={chosen > 0 && chosen < ids.length}
        checked={ids.length > 0 && chosen === ids.length}
        onChange={(event) => onToggleAll(ids, event.target.checked)}
        slotProps={{ input: { 'aria-label': label } }}
      />
    </TableCell>
  );
}
