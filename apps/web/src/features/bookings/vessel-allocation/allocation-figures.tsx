import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { describeAllocation, type TBookingSpace } from '@portal/domain';

/** Allocation, booked and percent of TEU and weight, by the domain's one display rule (001 §5). */
export function AllocationFigures({ space, caption }: { space: TBookingSpace; caption: string }) {
  const rows = [
    { label: 'TEU', figure: describeAllocation('teu', space.teuAllocation, space.teuBooked) },
    { label: 'Weight', figure: describeAllocation('weight', space.weightAllocation, space.weightBooked) },
  ];
  return (
    <Table size="small" aria-label={caption} sx={{ '& td, & th': { px: 1 } }}>
      <TableHead>
        <TableRow>
          <TableCell />
          <TableCell>Allocation</TableCell>
          <TableCell>Booked</TableCell>
          <TableCell align="right">Used</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ label, figure }) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {label}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{figure.allocation}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{figure.booked}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {figure.colour ? (
                <Box
                  component="span"
                  sx={{ color: `${figure.colour}.dark`, fontWeight: 700 }}
                  data-colour={figure.colour}
                >
                  {figure.percent}
                </Box>
              ) : (
                '–'
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
