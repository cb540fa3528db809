import { Checkbox, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { formatDay, isCommissionSelectable, type TCarrierOption, type TCommission } from '@portal/domain';
import { PAYMENTS_TEXT } from '../texts.ts';
import { FileLink, orDash } from '../../../components/list-filters/index.ts';
import { CarrierName, ONE_LINE } from './cells.tsx';
import { listTableSx, SelectAllCell } from './list-table.tsx';
import { Amount, CommissionStatusChip } from './payment-chips.tsx';

interface Props {
  rows: readonly TCommission[];
  carriers: readonly TCarrierOption[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (ids: string[], select: boolean) => void;
}

const C = PAYMENTS_TEXT.columns;
const DAY = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The commissions (spec 002 §2): only Invoiced ones can be selected (§4). */
export function CommissionsTable({ rows, carriers, selected, ...props }: Props) {
  const tickable = rows.filter((row) => isCommissionSelectable(row.status)).map((row) => row.id);
  return (
    <Table size="small" aria-label="Commissions" sx={listTableSx(1080)}>
      <colgroup>
        <col style={{ width: 44 }} />
        <col style={{ width: 108 }} />
        <col style={{ width: 160 }} />
        <col />
        <col style={{ width: 120 }} />
        <col style={{ width: 100 }} />
        <col style={{ width: 100 }} />
        <col style={{ width: 100 }} />
        <col style={{ width: 128 }} />
        <col style={{ width: 100 }} />
      </colgroup>
      <TableHead>
        <TableRow>
          <SelectAllCell
            ids={tickable}
            selected={selected}
            onToggleAll={props.onToggleAll}
            label="Select all invoiced commissions on this page"
          />
          <TableCell>{C.fileNo}</TableCell>
          <TableCell>{C.blNumber}</TableCell>
          <TableCell>{C.vessel}</TableCell>
          <TableCell>{C.carrier}</TableCell>
          <TableCell>{C.dueDate}</TableCell>
          <TableCell>{C.invDate}</TableCell>
          <TableCell>{C.payDate}</TableCell>
          <TableCell align="right">{C.amount}</TableCell>
          <TableCell>{C.status}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((c) => {
          const carrier = carriers.find((option) => option.id === c.carrierId);
          const canTick = isCommissionSelectable(c.status);
          return (
            <TableRow key={c.id} hover selected={selected.has(c.id)}>
              <TableCell padding="checkbox" sx={{ pl: 1 }}>
                <Checkbox
                  size="small"
                  disabled={!canTick}
                  checked={canTick && selected.has(c.id)}
                  onChange={() => props.onToggle(c.id)}
                  slotProps={{
                    input: {
                      'aria-label': `Select commission of ${c.bookingId} due ${formatDay(c.dueDate)}`,
                    },
                  }}
                />
              </TableCell>
              <TableCell>
                <FileLink bookingId={c.bookingId} />
              </TableCell>
              <TableCell sx={ONE_LINE} title={c.blNumber ?? undefined}>
                {orDash(c.blNumber)}
              </TableCell>
              <TableCell sx={ONE_LINE} title={c.vessel ?? undefined}>
                {orDash(c.vessel)}
              </TableCell>
              <TableCell>
                <CarrierName id={c.carrierId} name={carrier?.displayName} color={carrier?.color} />
              </TableCell>
              <TableCell sx={DAY}>{formatDay(c.dueDate)}</TableCell>
              <TableCell sx={DAY}>{orDash(formatDay(c.invDate))}</TableCell>
              <TableCell sx={DAY}>{orDash(formatDay(c.payDate))}</TableCell>
              <TableCell align="right">
                <Amount payment={c} />
              </TableCell>
              <TableCell>
                <CommissionStatusChip status={c.status} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
