import { teuOf } from '../container-types.ts';
import { orderTerms } from './terms.ts';
import type { Rate, TCostLine, TCostRemark, TQuoteDetail, TRemark, TServiceDetails, TTerm } from './types.ts';

export interface QuoteRequestLine {
  containerTypeId: string;
  quantity: number;
}

/** What one carrier offers for the whole request. */
export interface CarrierOffer {
  carrierId: string;
  details: TQuoteDetail[];
  validFrom: string;
  validTo: string;
  terms: TTerm[];
  remarks: TRemark[];
  costRemarks: TCostRemark[];
  placeOfReceiptName: string | null;
  placeOfDeliveryName: string | null;
  serviceDetails: TServiceDetails | null;
  rateIds: string[];
}

/** A rate applies on a day when the day lies inside its validity, both ends included. */
export function rateValidOn(rate: Pick<Rate, 'validFrom' | 'validTo'>, day: string): boolean {
  return rate.validFrom <= day && day <= rate.validTo;
}

/**
 * One offer per carrier that has a valid rate for every requested container type on the day (the newest
 * rate wins when several apply), limited to the allowed carriers when the asker has a restriction. Offers are
 * ordered by carrier id so a group's sortingId is stable.
 */
export function buildOffers(
  rates: readonly Rate[],
  request: { originId: string; destinationId: string; day: string; lines: readonly QuoteRequestLine[] },
  allowedCarrierIds: readonly string[] | null,
): CarrierOffer[] {
  const typeIds = [...new Set(request.lines.map((l) => l.containerTypeId))];
  const byCarrier = new Map<string, Map<string, Rate>>();
  for (const rate of rates) {
    if (rate.originId !== request.originId || rate.destinationId !== request.destinationId) continue;
    if (!typeIds.includes(rate.containerTypeId) || !rateValidOn(rate, request.day)) continue;
    if (allowedCarrierIds && !allowedCarrierIds.includes(rate.carrierId)) continue;
    const types = byCarrier.get(rate.carrierId) ?? new Map<string, Rate>();
    const current = types.get(rate.containerTypeId);
    if (!current || current.validFrom < rate.validFrom) types.set(rate.containerTypeId, rate);
    byCarrier.set(rate.carrierId, types);
  }
  const offers: CarrierOffer[] = [];
  for (const [carrierId, types] of [...byCarrier].sort(([a], [b]) => a.localeCompare(b))) {
    if (types.size !== typeIds.length) continue;
    const chosen = typeIds.map((id) => types.get(id)!);
    const first = chosen[0]!;
    offers.push({
      carrierId,
      details: chosen.map((r) => ({ containerTypeId: r.containerTypeId, costLines: r.costLines })),
      validFrom: chosen.reduce((max, r) => (r.validFrom > max ? r.validFrom : max), first.validFrom),
      validTo: chosen.reduce((min, r) => (r.validTo < min ? r.validTo : min), first.validTo),
      terms: orderTerms(
        uniqueBy(
          chosen.flatMap((r) => r.terms),
          (t) => t.label,
        ),
      ),
      remarks: uniqueBy(
        chosen.flatMap((r) => r.remarks),
        (r) => `${r.title}|${r.label}|${r.text}`,
      ),
      costRemarks: uniqueBy(
        chosen.flatMap((r) => r.costRemarks),
        (r) => r.remarkRef,
      ),
      placeOfReceiptName: first.placeOfReceiptName,
      placeOfDeliveryName: first.placeOfDeliveryName,
      serviceDetails: first.serviceDetails,
      rateIds: chosen.map((r) => r.id),
    });
  }
  return offers;
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Charge units of a rate line: per container, per TEU, or once per shipment (B/L). */
export const COST_UNITS = ['CTR', 'TEU', 'BL'] as const;
export type CostUnit = (typeof COST_UNITS)[number];

/** 'incl.' (any case) marks a charge included in another line: shown, never added up. */
export function isIncludedCharge(line: Pick<TCostLine, 'currency'>): boolean {
  return ['incl', 'incl.', 'inkl', 'inkl.'].includes(line.currency.trim().toLowerCase());
}

/**
 * Totals per currency for the requested quantities (no exchange rates: DECISIONS.md "Leading currency").
 * Per-container lines count each container, per-TEU lines its TEUs, per-B/L lines once per shipment.
 */
export function quoteTotals(
  details: readonly TQuoteDetail[],
  lines: readonly QuoteRequestLine[],
): Record<string, number> {
  const totals: Record<string, number> = {};
  const onceCharged = new Set<string>();
  for (const detail of details) {
    const quantity = lines
      .filter((l) => l.containerTypeId === detail.containerTypeId)
      .reduce((sum, l) => sum + l.quantity, 0);
    for (const line of detail.costLines) {
      if (line.value === null || isIncludedCharge(line)) continue;
      let amount: number;
      if (line.unit === 'BL') {
        const key = `${line.description}|${line.currency}`;
        if (onceCharged.has(key)) continue;
        onceCharged.add(key);
        amount = line.value;
      } else if (line.unit === 'TEU') {
        amount = line.value * quantity * teuOf(detail.containerTypeId);
      } else {
        amount = line.value * quantity;
      }
      totals[line.currency] = Math.round(((totals[line.currency] ?? 0) + amount) * 100) / 100;
    }
  }
  return totals;
}
