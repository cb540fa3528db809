import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import {
  Box,
  Button,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  addSideChargeColumn,
  addSideChargeRow,
  canRemoveSideChargeColumn,
  removeSideChargeColumn,
  removeSideChargeRow,
  renameSideChargeColumn,
  setSideChargeCell,
  type TSideChargeTable,
} from '@portal/domain';
import { VisuallyHidden } from '../../../components/page/visually-hidden.tsx';

/** What a cell's field is called for a screen reader: its row and its column's header (or number). */
const columnName = (table: TSideChargeTable, column: number) =>
  table.columns[column]?.trim() || `column ${column + 1}`;

/**
 * One editable side-charge table (spec 002 §2): editable column headers, columns and rows added and removed (a
 * column's removal takes its cell out of every row, domain removeSideChargeColumn), free-text cells. Every control
 * is a field or a button in reading order, so the table is worked with the keyboard alone; a wide table scrolls
 * sideways inside its frame.
 */
export function ChargeTableEditor({
  table,
  name,
  onChange,
  onRemove,
}: {
  table: TSideChargeTable;
  /** "Import / Crosstrade table 1": the table's name for its controls. */
  name: string;
  onChange: (table: TSideChargeTable) => void;
  onRemove: () => void;
}) {
  const removable = canRemoveSideChargeColumn(table);
  return (
    <Paper variant="outlined" component="section" aria-label={name} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1.5 }}
      >
        <Typography variant="subtitle2" component="h3">
          {name}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" startIcon={<AddIcon />} onClick={() => onChange(addSideChargeColumn(table))}>
            Add column
          </Button>
          <Button size="small" startIcon={<AddIcon />} onClick={() => onChange(addSideChargeRow(table))}>
            Add row
          </Button>
          <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={onRemove}>
            Remove table
          </Button>
        </Stack>
      </Stack>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={name} sx={{ '& td, & th': { px: 0.75, verticalAlign: 'top' } }}>
          <TableHead>
            <TableRow>
              {table.columns.map((header, c) => (
                <TableCell key={c} sx={{ minWidth: 150 }}>
                  <Stack direction="row" sx={{ alignItems: 'center', gap: 0.25 }}>
                    <TextField
                      size="small"
                      fullWidth
                      value={header}
                      placeholder="Column header"
                      onChange={(e) => onChange(renameSideChargeColumn(table, c, e.target.value))}
                      slotProps={{
                        htmlInput: { 'aria-label': `Column ${c + 1} header`, maxLength: 200 },
                      }}
                      sx={{ '& input': { fontWeight: 600 } }}
                    />
                    <IconButton
                      size="small"
                      aria-label={`Remove column ${c + 1}`}
                      disabled={!removable}
                      onClick={() => onChange(removeSideChargeColumn(table, c))}
                    >
                      <RemoveCircleOutlineIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                </TableCell>
              ))}
              <TableCell sx={{ width: 48 }}>
                <VisuallyHidden>Row actions</VisuallyHidden>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.map((row, r) => (
              <TableRow key={r}>
                {row.values.map((value, c) => (
                  <TableCell key={c}>
                    <TextField
                      size="small"
                      fullWidth
                      multiline
                      maxRows={4}
                      value={value}
                      onChange={(e) => onChange(setSideChargeCell(table, r, c, e.target.value))}
                      slotProps={{
                        htmlInput: { 'aria-label': `Row ${r + 1}, ${columnName(table, c)}`, maxLength: 2000 },
                      }}
                    />
                  </TableCell>
                ))}
                <TableCell>
                  <IconButton
                    size="small"
                    aria-label={`Remove row ${r + 1}`}
                    onClick={() => onChange(removeSideChargeRow(table, r))}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
            {table.rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={table.columns.length + 1}>
                  <Box sx={{ color: 'text.secondary', py: 1 }}>No rows yet: add one with Add row.</Box>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
