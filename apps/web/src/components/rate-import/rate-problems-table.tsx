import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { TRateFileProblem } from '@portal/domain';

/** The file's problems as the server listed them: sheet row, column, what to do. */
export function RateProblemsTable({ problems }: { problems: TRateFileProblem[] }) {
  return (
    <TableContainer sx={{ maxHeight: 320 }}>
      <Table size="small" stickyHeader aria-label="Problems in the rate file">
        <TableHead>
          <TableRow>
            <TableCell>Row</TableCell>
            <TableCell>Column</TableCell>
            <TableCell>Problem</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {problems.map((p, i) => (
            <TableRow key={`${p.row}-${p.column}-${i}`}>
              <TableCell>{p.row}</TableCell>
              <TableCell>{p.column}</TableCell>
              <TableCell>{p.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
