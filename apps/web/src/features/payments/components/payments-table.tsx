import { Checkbox, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import { formatDay, isPostponable, type TCarrierOption, type TWeeklyPayment } from '@portal/domain';
import { PAYMENTS_TEXT } from '../texts.ts';
import { FileLink, orDash } from '../../../components/list-filters/index.ts';
import { CarrierName, OcrFlag, ONE_LINE } from './cells.tsx';
import { listTableSx, SelectAllCell } from './list-table.tsx';
import { Amount, PaymentStatusChip } from './payment-chips.tsx';
import { COMMISSION_OPTIONS } from './payment-filters.tsx';

export interface PaymentsTableProps {
  rows: readonly TWeeklyPayment[];
  carriers: readonly TCarrierOption[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (ids: string[], select: boolean) => void;
  /** Whether the viewer may tick rows (accounting: manage:payment:any). */
  selectable: boolean;
}

const C = PAYMENTS_TEXT.columns;
const COMMISSION_LABEL = Object.fromEntries(COMMISSION_OPTIONS.map((o) => [o.value, o.label]));

/**
 * The weekly payments (spec 002 §2): only In Progress payments can be ticked for postponing (§4); the status chip
 * shows the displayed status in its colour.
 */
export function PaymentsTable({ rows, carriers, selected, selectable, ...props }: PaymentsTableProps) {
  const tickable = rows.filter(isPostponable).map((row) => row.id);
  return (
    <Table size="small" aria-label="Weekly payments" sx={listTableSx(1140)}>
      <colgroup>
        {selectable && <col style={{ width: 40 }} />}
        <col style={{ width: 104 }} />
        <col style={{ width: 60 }} />
        <col style={{ width: 80 }} />
        <col style={{ width: 144 }} />
        <col />
        <col style={{ width: 108 }} />
        <col style={{ width: 86 }} />
        <col style={{ width: 104 }} />
        <col style={{ width: 108 }} />
        <col style={{ width: 82 }} />
        <col style={{ width: 40 }} />
        <col style={{ width: 112 }} />
      </colgroup>
      <TableHead>
        <TableRow>
          {selectable && (
            <SelectAllCell
              ids={tickable}
              selected={selected}
              onToggleAll={props.onToggleAll}
              label="Select all payments in progress on this page"
            />
          )}
          <TableCell>{C.reference}</TableCell>
          <TableCell>{C.recId}</TableCell>
          <TableCell>{C.fileNo}</TableCell>
          <TableCell>{C.blNumber}</TableCell>
          <TableCell>{C.vessel}</TableCell>
          <TableCell>{C.carrier}</TableCell>
          <TableCell>{C.payDate}</TableCell>
          <TableCell align="right">{C.amount}</TableCell>
          <TableCell>{C.status}</TableCell>
          <TableCell>{C.commissionStatus}</TableCell>
          <TableCell align="center">{C.ocr}</TableCell>
          <TableCell>{C.invoiceReferences}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((p) => {
          const carrier = carriers.find((c) => c.id === p.carrierId);
          const canTick = isPostponable(p);
          const invoices = p.invoiceReferences.join(', ');
          return (
            <TableRow key={p.id} hover selected={selected.has(p.id)} data-reference={p.reference}>
              {selectable && (
                <TableCell padding="checkbox" sx={{ pl: 1 }}>
                  <Tooltip title={canTick ? '' : 'Only payments in progress can be postponed'}>
                    <span>
                      <Checkbox
                        size="small"
                        disabled={!canTick}
                        checked={canTick && selected.has(p.id)}
                        onChange={() => props.onToggle(p.id)}
                        slotProps={{ input: { 'aria-label': `Select payment ${p.reference}` } }}
                      />
                    </span>
                  </Tooltip>
                </TableCell>
              )}
              <TableCell sx={{ ...ONE_LINE, fontWeight: 600 }} title={p.reference}>
                {p.reference}
              </TableCell>
              <TableCell sx={ONE_LINE} title={p.recId}>
                {p.recId}
              </TableCell>
              <TableCell>
                <FileLink bookingId={p.bookingId} />
              </TableCell>
              <TableCell sx={ONE_LINE} title={p.blNumber ?? undefined}>
                {orDash(p.blNumber)}
              </TableCell>
              <TableCell sx={ONE_LINE} title={p.vessel ?? undefined}>
                {orDash(p.vessel)}
              </TableCell>
              <TableCell>
                <CarrierName id={p.carrierId} name={carrier?.displayName} color={carrier?.color} />
              </TableCell>
              <TableCell sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {formatDay(p.payDate)}
              </TableCell>
              <TableCell align="right">
                <Amount payment={p} />
              </TableCell>
              <TableCell>
                <PaymentStatusChip payment={p} />
              </TableCell>
              <TableCell>{COMMISSION_LABEL[p.commissionStatus]}</TableCell>
              <TableCell align="center">
                <OcrFlag approved={p.approvedByOcr} />
              </TableCell>
              <TableCell sx={ONE_LINE} title={invoices}>
                {orDash(invoices)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
