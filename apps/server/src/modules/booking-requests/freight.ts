import {
  agencyCommissionLine,
  freightFromQuote,
  teuTotal,
  withCommissionLast,
  type FreightLine,
  type TBookingRequestCargoLine,
  type TQuoteDetail,
} from '@portal/domain';
import type { VoyageCommission } from '../../platform/db/schema/index.ts';

/**
 * Freight details of a new request: the quote's lines adjusted to the booked quantities (spec 000 §5), and the
 * Agency Commission from the voyage's commission terms, last and internal (customers never see it).
 */
export function initialFreight(
  carrierId: string,
  quoteDetails: readonly TQuoteDetail[] | null,
  containers: readonly TBookingRequestCargoLine[],
  commission: VoyageCommission | null,
): FreightLine[] {
  const cargo = containers.map((c) => ({
    containerTypeId: c.containerType.id,
    description: c.containerType.description,
    quantity: c.quantity,
  }));
  const lines = quoteDetails ? freightFromQuote(quoteDetails, cargo) : [];
  if (!commission) return lines;
  const teus = teuTotal(cargo);
  const seafreight = lines
    .filter((l) => l.text.toLowerCase() === 'seafreight')
    .reduce((sum, l) => sum + l.total, 0);
  let line: FreightLine | null = null;
  if (carrierId === 'HMM' && commission.percentExport !== null && seafreight > 0) {
    line = agencyCommissionLine({
      carrierId,
      commission: { kind: 'percent', percent: commission.percentExport, baseAmount: seafreight },
      teus,
      currency: lines.find((l) => l.text.toLowerCase() === 'seafreight')?.currency ?? 'USD',
      seqNr: 0,
    });
  } else if (commission.amountE1 !== null) {
    line = agencyCommissionLine({
      carrierId,
      commission: { kind: 'perTeu', amount: commission.amountE1 },
      teus,
      currency: commission.currencyE1 ?? 'USD',
      seqNr: 0,
    });
  }
  return withCommissionLast(lines, line ? { ...line, group: 'INTERNAL1', internal1: true } : null);
}
