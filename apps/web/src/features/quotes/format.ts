import { formatAmount, type TQuote, type TQuoteContainer } from '@portal/domain';

/** Totals per currency, largest currency first by convention of the data: 'USD 4'610.00 · EUR 970.00'. */
export function totalsList(totals: Record<string, number>): { currency: string; amount: string }[] {
  return Object.entries(totals).map(([currency, value]) => ({ currency, amount: formatAmount(value) }));
}

export function transitTime(days: number | null | undefined): string {
  if (days === null || days === undefined) return 'on request';
  return days === 1 ? '1 day' : `${days} days`;
}

/** '2 × 20DC', the cargo chip text. */
export function cargoLabel(line: Pick<TQuoteContainer, 'quantity' | 'containerType'>): string {
  return `${line.quantity} × ${line.containerType.label}`;
}

/** The container lines of a quote for one type, e.g. to head its cost table with '2 × 20DC'. */
export function quantityOfType(quote: Pick<TQuote, 'containers'>, typeId: string): number {
  return quote.containers
    .filter((c) => c.containerType.id === typeId)
    .reduce((sum, c) => sum + c.quantity, 0);
}

export function typeOf(quote: Pick<TQuote, 'containers'>, typeId: string) {
  return quote.containers.find((c) => c.containerType.id === typeId)?.containerType;
}

const UNIT_LABELS: Record<string, string> = { CTR: 'per container', TEU: 'per TEU', BL: 'per B/L' };

/** CTR, TEU and BL (the rate units) in words; other units as given. */
export function unitLabel(unit: string): string {
  return UNIT_LABELS[unit.toUpperCase()] ?? unit;
}

const UNIT_SHORT: Record<string, string> = { CTR: '/ ctr', TEU: '/ TEU', BL: '/ B/L' };

/** The unit for narrow screens: '/ ctr'. */
export function unitShort(unit: string): string {
  return UNIT_SHORT[unit.toUpperCase()] ?? unit;
}
