import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { TSideChargeTable } from '@portal/domain';

/** A side-charge table as customers read it (001 §2.13): headers and rows, read-only; wide tables scroll sideways. */
export function ChargeTableView({ table, name }: { table: TSideChargeTable; name: string }) {
  return (
    <TableContainer sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={name}>
        <TableHead>
          <TableRow>
            {table.columns.map((header, c) => (
              <TableCell key={c} sx={{ fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'grey.50' }}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row, r) => (
            <TableRow key={r}>
              {row.values.map((value, c) => (
                <TableCell key={c} sx={{ whiteSpace: 'pre-line', minWidth: 90 }}>
                  {value}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
