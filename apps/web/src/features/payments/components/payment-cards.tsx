import { Box, Checkbox, Stack, Typography } from '@mui/material';
import { formatDay, isPostponable } from '@portal/domain';
import { PAYMENTS_TEXT } from '../texts.ts';
import { FileLink, orDash } from '../../../components/list-filters/index.ts';
import { CarrierName, OcrFlag } from './cells.tsx';
import { Amount, PaymentStatusChip } from './payment-chips.tsx';
import type { PaymentsTableProps } from './payments-table.tsx';

/** The weekly payments on a phone: one card each, the same facts as the table's row. */
export function PaymentCards({ rows, carriers, selected, selectable, onToggle }: PaymentsTableProps) {
  return (
    <Box component="ul" aria-label="Weekly payments" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {rows.map((p) => {
        const carrier = carriers.find((c) => c.id === p.carrierId);
        const canTick = isPostponable(p);
        return (
          <Box
            component="li"
            key={p.id}
            aria-label={`Payment ${p.reference}`}
            data-reference={p.reference}
            sx={{
              display: 'flex',
              gap: 1,
              px: 1.5,
              py: 1.25,
              borderBottom: 1,
              borderColor: 'divider',
              bgcolor: selected.has(p.id) ? 'action.selected' : undefined,
            }}
          >
            {selectable && (
              <Checkbox
                size="small"
                disabled={!canTick}
                checked={canTick && selected.has(p.id)}
                onChange={() => onToggle(p.id)}
                slotProps={{ input: { 'aria-label': `Select payment ${p.reference}` } }}
                sx={{ p: 0.5, alignSelf: 'flex-start' }}
              />
            )}
            <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }} noWrap>
                  {p.reference}
                </Typography>
                <PaymentStatusChip payment={p} />
              </Stack>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, fontSize: '0.8125rem' }}>
                <FileLink bookingId={p.bookingId} />
                <Typography variant="caption" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
                  {orDash(p.blNumber)} · {PAYMENTS_TEXT.columns.recId} {p.recId}
                </Typography>
              </Stack>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, fontSize: '0.8125rem' }}>
                <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatDay(p.payDate)}
                </Box>
                <Box component="span" sx={{ fontWeight: 600, ml: 'auto' }}>
                  <Amount payment={p} />
                </Box>
              </Stack>
              <Stack
                direction="row"
                sx={{ alignItems: 'center', gap: 1, fontSize: '0.75rem', color: 'text.secondary' }}
              >
                <CarrierName id={p.carrierId} name={carrier?.displayName} color={carrier?.color} />
                <Box
                  component="span"
                  sx={{
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                    minWidth: 0,
                    flex: 1,
                  }}
                >
                  {orDash(p.invoiceReferences.join(', '))}
                </Box>
                <OcrFlag approved={p.approvedByOcr} />
              </Stack>
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
