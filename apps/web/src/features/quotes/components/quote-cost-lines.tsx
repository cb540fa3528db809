import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { TQuote } from '@portal/domain';
import { quantityOfType, typeOf } from '../format.ts';
import { CostValue, costCurrency } from './cost-value.tsx';

// Phones drop the position, currency and remark columns; the currency leads the amount, the remark the charge.
const WIDE = { display: { xs: 'none', sm: 'table-cell' } } as const;
import { UnitText } from './unit-cell.tsx';

/** Every cost line of the quote per container type, with line remarks and the numbered cost remarks. */
export function QuoteCostLines({ quote }: { quote: TQuote }) {
  return (
    <Stack spacing={3}>
      {quote.details.map((detail) => {
        const type = typeOf(quote, detail.containerTypeId);
        return (
          <Box key={detail.containerTypeId} sx={{ breakInside: 'avoid' }}>
            <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
              {quantityOfType(quote, detail.containerTypeId)} × {type?.label ?? detail.containerTypeId}
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                {type?.description}
              </Typography>
            </Typography>
            <Box>
              <Table
                size="small"
                aria-label={`Charges ${type?.label ?? detail.containerTypeId}`}
                sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}
              >
                <TableHead>
                  <TableRow
                    sx={{ '& th': { color: 'text.secondary', fontWeight: 600, fontSize: '0.75rem' } }}
                  >
                    <TableCell sx={{ ...WIDE, pl: '0 !important', width: 40 }}>Pos</TableCell>
                    <TableCell sx={{ pl: { xs: '0 !important', sm: 2 } }}>Charge</TableCell>
                    <TableCell sx={WIDE}>Currency</TableCell>
                    <TableCell align="right">Value</TableCell>
                    <TableCell>Unit</TableCell>
                    <TableCell sx={{ ...WIDE, pr: '0 !important' }}>Remark</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {detail.costLines.map((line) => (
                    <TableRow key={`${line.pos}-${line.description}`}>
                      <TableCell sx={{ ...WIDE, pl: '0 !important', color: 'text.secondary' }}>
                        {line.pos}
                      </TableCell>
                      <TableCell sx={{ pl: { xs: '0 !important', sm: 2 } }}>
                        {line.description}
                        {line.remarkRef && (
                          <Box component="sup" sx={{ color: 'secondary.main', fontWeight: 700, ml: 0.25 }}>
                            {line.remarkRef}
                          </Box>
                        )}
                        {line.remark && (
                          <Typography
                            variant="caption"
                            color="text.secondary"
                            component="div"
                            sx={{ display: { sm: 'none' } }}
                          >
                            {line.remark}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell sx={WIDE}>{costCurrency(line)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <CostValue line={line} withCurrency="phone" />
                      </TableCell>
                      <TableCell sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                        <UnitText unit={line.unit} />
                      </TableCell>
                      <TableCell sx={{ ...WIDE, pr: '0 !important', color: 'text.secondary' }}>
                        {line.remark}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Box>
        );
      })}
      {quote.costRemarks.length > 0 && (
        <Box component="ol" aria-label="Cost remarks" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
          {quote.costRemarks.map((remark) => (
            <Typography key={remark.remarkRef} component="li" variant="body2" color="text.secondary">
              <Box component="sup" sx={{ color: 'secondary.main', fontWeight: 700, mr: 0.5 }}>
                {remark.remarkRef}
              </Box>
              {remark.remarkText}
            </Typography>
          ))}
        </Box>
      )}
    </Stack>
  );
}
