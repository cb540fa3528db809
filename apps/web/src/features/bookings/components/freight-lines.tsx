import {
  Box,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { type TBookingRequest, formatAmount, formatQuantity } from '@portal/domain';
import { totalsByCurrency } from '../format.ts';

export type FreightLine = TBookingRequest['freightDetails'][number];

/** Lines the client never sees: the Internal 1 and 2 groups and lines flagged Internal 1. */
export const isInternal = (line: FreightLine) => line.group !== 'EXTERNAL' || line.internal1;
const internalLabel = (line: FreightLine) => (line.group === 'INTERNAL2' ? 'Internal 2' : 'Internal 1');

interface Props {
  lines: readonly FreightLine[];
  staff: boolean;
}

function InternalChip({ line }: { line: FreightLine }) {
  return (
    <Chip
      size="small"
      label={internalLabel(line)}
      color="warning"
      variant="outlined"
      sx={{ height: 20, fontSize: '0.7rem', fontWeight: 700 }}
    />
  );
}

/** Totals per currency: of the client's lines, and for staff of the internal ones apart. */
function totalsOf(lines: readonly FreightLine[], staff: boolean) {
  const groups = [{ label: 'Total', totals: totalsByCurrency(lines.filter((l) => !isInternal(l))) }];
  const internal = staff ? lines.filter(isInternal) : [];
  if (internal.length > 0) groups.push({ label: 'Internal', totals: totalsByCurrency(internal) });
  return groups.filter((group) => group.totals.length > 0);
}

const tint = (marked: boolean) => (theme: { palette: { warning: { main: string } } }) => ({
  bgcolor: marked ? alpha(theme.palette.warning.main, 0.07) : undefined,
});

/** The freight lines as a table (wide screens). */
export function FreightTable({ lines, staff }: Props) {
  return (
    <Table
      size="small"
      aria-label="Freight details"
      sx={{
        '& td, & th': { px: 2.5, py: 1.1 },
        '& th': { color: 'text.secondary', fontWeight: 600, fontSize: '0.75rem' },
        '& td.num': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
      }}
    >
      <TableHead>
        <TableRow>
          <TableCell>Text</TableCell>
          <TableCell align="right">Quantity</TableCell>
          <TableCell>Unit</TableCell>
          <TableCell align="right">Unit value</TableCell>
          <TableCell>Currency</TableCell>
          <TableCell align="right">Total</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => {
          const marked = staff && isInternal(line);
          return (
            <TableRow
              key={`${line.group}-${line.seqNr}`}
              data-internal={marked || undefined}
              sx={tint(marked)}
            >
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{line.text}</span>
                  {marked && <InternalChip line={line} />}
                </Stack>
              </TableCell>
              <TableCell className="num">{formatQuantity(line.quantity)}</TableCell>
              <TableCell>{line.unit}</TableCell>
              <TableCell className="num">{formatAmount(line.unitValue)}</TableCell>
              <TableCell>{line.currency}</TableCell>
              <TableCell className="num" sx={{ fontWeight: 600 }}>
                {formatAmount(line.total)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
      <TableFooter
        sx={{ '& td': { fontSize: '0.875rem', color: 'text.primary', fontWeight: 700, borderBottom: 0 } }}
      >
        {totalsOf(lines, staff).map((group) =>
          group.totals.map(([currency, total], index) => (
            <TableRow key={`${group.label}-${currency}`}>
              <TableCell colSpan={4}>{index === 0 ? group.label : ''}</TableCell>
              <TableCell>{currency}</TableCell>
              <TableCell className="num" sx={{ fontWeight: 800 }}>
                {formatAmount(total)}
              </TableCell>
            </TableRow>
          )),
        )}
      </TableFooter>
    </Table>
  );
}

/** The freight lines as a list (phones): text and quantity on the left, the amount on the right. */
export function FreightList({ lines, staff }: Props) {
  return (
    <Box>
      <Box component="ul" aria-label="Freight details" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {lines.map((line) => {
          const marked = staff && isInternal(line);
          return (
            <Box
              component="li"
              key={`${line.group}-${line.seqNr}`}
              data-internal={marked || undefined}
              sx={[
                { display: 'flex', gap: 2, px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' },
                tint(marked),
              ]}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {line.text} {marked && <InternalChip line={line} />}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatQuantity(line.quantity)} {line.unit} × {formatAmount(line.unitValue)}
                </Typography>
              </Box>
              <Typography
                variant="body2"
                sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
              >
                {line.currency} {formatAmount(line.total)}
              </Typography>
            </Box>
          );
        })}
      </Box>
      {totalsOf(lines, staff).map((group) => (
        <Stack key={group.label} direction="row" sx={{ px: 2, py: 1.25, justifyContent: 'space-between' }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {group.label}
          </Typography>
          <Box sx={{ textAlign: 'right' }}>
            {group.totals.map(([currency, total]) => (
              <Typography
                key={currency}
                variant="body2"
                sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}
              >
                {currency} {formatAmount(total)}
              </Typography>
            ))}
          </Box>
        </Stack>
      ))}
    </Box>
  );
}
