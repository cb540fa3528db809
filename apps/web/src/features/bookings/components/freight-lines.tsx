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

export type FreightLine = TBookingRequest['freightDetails'][number];
export interface CurrencyTotal {
  currency: string;
  amount: number;
}

interface Props {
  lines: readonly FreightLine[];
  /** Per currency, the leading currency first (the domain's orderedTotals). */
  totals: readonly CurrencyTotal[];
  /** Staff: External lines flagged Internal 1 carry a mark (they also show on the Internal 1 tab). */
  markInternal1: boolean;
}

const marked = (line: FreightLine, markInternal1: boolean) =>
  markInternal1 && line.group === 'EXTERNAL' && line.internal1;

function Internal1Chip() {
  return (
    <Chip
      size="small"
      label="Internal 1"
      color="warning"
      variant="outlined"
      sx={{ height: 20, fontSize: '0.7rem', fontWeight: 700 }}
    />
  );
}

const tint = (on: boolean) => (theme: { palette: { warning: { main: string } } }) => ({
  bgcolor: on ? alpha(theme.palette.warning.main, 0.07) : undefined,
});

/** The freight lines of a tab as a table (wide screens), with the totals per currency. */
export function FreightTable({ lines, totals, markInternal1 }: Props) {
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
          const mark = marked(line, markInternal1);
          return (
            <TableRow key={`${line.group}-${line.seqNr}`} data-internal={mark || undefined} sx={tint(mark)}>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{line.text}</span>
                  {mark && <Internal1Chip />}
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
        {totals.map(({ currency, amount }, index) => (
          <TableRow key={currency}>
            <TableCell colSpan={4}>{index === 0 ? 'Total' : ''}</TableCell>
            <TableCell>{currency}</TableCell>
            <TableCell className="num" sx={{ fontWeight: 800 }}>
              {formatAmount(amount)}
            </TableCell>
          </TableRow>
        ))}
      </TableFooter>
    </Table>
  );
}

/** The freight lines of a tab as a list (phones): text and quantity on the left, the amount on the right. */
export function FreightList({ lines, totals, markInternal1 }: Props) {
  return (
    <Box>
      <Box component="ul" aria-label="Freight details" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {lines.map((line) => {
          const mark = marked(line, markInternal1);
          return (
            <Box
              component="li"
              key={`${line.group}-${line.seqNr}`}
              data-internal={mark || undefined}
              sx={[
                { display: 'flex', gap: 2, px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' },
                tint(mark),
              ]}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {line.text} {mark && <Internal1Chip />}
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
      <FreightTotals totals={totals} />
    </Box>
  );
}

/** Totals per currency, the leading one first (no exchange rates: DECISIONS.md "Leading currency"). */
export function FreightTotals({ totals }: { totals: readonly CurrencyTotal[] }) {
  if (totals.length === 0) return null;
  return (
    <Stack direction="row" sx={{ px: 2, py: 1.25, justifyContent: 'space-between' }} aria-label="Totals">
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        Total
      </Typography>
      <Box sx={{ textAlign: 'right' }}>
        {totals.map(({ currency, amount }) => (
          <Typography
            key={currency}
            variant="body2"
            sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}
          >
            {currency} {formatAmount(amount)}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}
