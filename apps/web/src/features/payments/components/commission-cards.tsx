import { Box, Checkbox, Stack, Typography } from '@mui/material';
import { formatDay, isCommissionSelectable, type TCarrierOption, type TCommission } from '@portal/domain';
import { PAYMENTS_TEXT } from '../texts.ts';
import { FileLink, orDash } from '../../../components/list-filters/index.ts';
import { CarrierName } from './cells.tsx';
import { Amount, CommissionStatusChip } from './payment-chips.tsx';

interface Props {
  rows: readonly TCommission[];
  carriers: readonly TCarrierOption[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

const C = PAYMENTS_TEXT.columns;

/** The commissions on a phone: one card each, the same facts as the table's row. */
export function CommissionCards({ rows, carriers, selected, onToggle }: Props) {
  return (
    <Box component="ul" aria-label="Commissions" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {rows.map((c) => {
        const carrier = carriers.find((option) => option.id === c.carrierId);
        const canTick = isCommissionSelectable(c.status);
        return (
          <Box
            component="li"
            key={c.id}
            sx={{
              display: 'flex',
              gap: 1,
              px: 1.5,
              py: 1.25,
              borderBottom: 1,
              borderColor: 'divider',
              bgcolor: selected.has(c.id) ? 'action.selected' : undefined,
            }}
          >
            <Checkbox
              size="small"
              disabled={!canTick}
              checked={canTick && selected.has(c.id)}
              onChange={() => onToggle(c.id)}
              slotProps={{
                input: { 'aria-label': `Select commission of ${c.bookingId} due ${formatDay(c.dueDate)}` },
              }}
              sx={{ p: 0.5, alignSelf: 'flex-start' }}
            />
            <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0, fontSize: '0.8125rem' }}>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                <FileLink bookingId={c.bookingId} />
                <Typography variant="caption" color="text.secondary" noWrap sx={{ flex: 1, minWidth: 0 }}>
                  {orDash(c.blNumber)}
                </Typography>
                <CommissionStatusChip status={c.status} />
              </Stack>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                <Box component="span">
                  {C.dueDate} {formatDay(c.dueDate)}
                </Box>
                <Box component="span" sx={{ fontWeight: 600, ml: 'auto' }}>
                  <Amount payment={c} />
                </Box>
              </Stack>
              <Stack
                direction="row"
                sx={{
                  alignItems: 'center',
                  columnGap: 1.5,
                  flexWrap: 'wrap',
                  fontSize: '0.75rem',
                  color: 'text.secondary',
                }}
              >
                <CarrierName id={c.carrierId} name={carrier?.displayName} color={carrier?.color} />
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {C.invDate} {orDash(formatDay(c.invDate))} · {C.payDate} {orDash(formatDay(c.payDate))}
                </Box>
              </Stack>
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
