import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { isComparedCostLine, type TQuote } from '@portal/domain';
import { quantityOfType, typeOf } from '../format.ts';
import { CostValue, costCurrency } from './cost-value.tsx';
import { UnitText } from './unit-cell.tsx';

/**
 * The group comparison of one quote (spec 001 §2.5, §5 "Group comparison"): per container type only the
 * seafreight, fuel and surcharge lines; the full list is on the single quote.
 */
export function ComparedCosts({ quote }: { quote: TQuote }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {quote.details.map((detail) => {
        const type = typeOf(quote, detail.containerTypeId);
        const lines = detail.costLines.filter((line) => isComparedCostLine(line.description));
        return (
          <Box key={detail.containerTypeId}>
            <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
              {quantityOfType(quote, detail.containerTypeId)} × {type?.label ?? detail.containerTypeId}
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                {type?.description}
              </Typography>
            </Typography>
            <Table size="small" aria-label={`Compared charges ${type?.label ?? detail.containerTypeId}`}>
              <TableHead>
                <TableRow sx={{ '& th': { color: 'text.secondary', fontWeight: 600, fontSize: '0.75rem' } }}>
                  <TableCell sx={{ pl: 0 }}>Charge</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Currency</TableCell>
                  <TableCell align="right">Value</TableCell>
                  <TableCell sx={{ pr: 0 }}>Unit</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {lines.map((line) => (
                  <TableRow key={`${line.pos}-${line.description}`} sx={{ '&:last-child td': { border: 0 } }}>
                    <TableCell sx={{ pl: 0 }}>{line.description}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {costCurrency(line)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <CostValue line={line} withCurrency="phone" />
                    </TableCell>
                    <TableCell sx={{ pr: 0, color: 'text.secondary', whiteSpace: 'nowrap' }}>
                      <UnitText unit={line.unit} />
                    </TableCell>
                  </TableRow>
                ))}
                {lines.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={4} sx={{ pl: 0, color: 'text.secondary', border: 0 }}>
                      No freight or surcharge lines: see the quote for its charges.
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </Box>
        );
      })}
    </Box>
  );
}
