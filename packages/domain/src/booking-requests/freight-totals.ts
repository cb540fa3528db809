import {
  FREIGHT_CURRENCIES,
  isValidFreightCurrency,
  type FreightGroup,
  type FreightLine,
} from './freight.ts';
import type { TFreightLineInput } from './workbench.ts';

/**
 * Freight maths of the freight tabs (spec 000 §2 "freight details", §5, §9): totals per currency, never
 * converted (DECISIONS.md "Leading currency": the leading currency only chooses which total leads).
 */

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Quantity times unit value; a percent line (the HMM Agency Commission) takes that percent of the value. */
export function freightLineTotal(line: Pick<FreightLine, 'quantity' | 'unitValue' | 'unit'>): number {
  const amount = line.quantity * line.unitValue;
  return round2(line.unit.trim() === '%' ? amount / 100 : amount);
}

/**
 * Totals per currency of the given lines. A line without a valid currency is left out: the warning panel lists
 * it ('Invalid or missing currency') and Book Now waits for it.
 */
export function freightTotals(
  lines: readonly Pick<FreightLine, 'quantity' | 'unitValue' | 'unit' | 'currency'>[],
) {
  const totals: Record<string, number> = {};
  for (const line of lines) {
    if (!isValidFreightCurrency(line.currency)) continue;
    totals[line.currency] = round2((totals[line.currency] ?? 0) + freightLineTotal(line));
  }
  return totals;
}

/** The lines a tab shows: its group's lines; Internal 1 also shows External lines flagged Internal 1 (spec 000 §6). */
export function freightTabLines<L extends Pick<FreightLine, 'group' | 'internal1'>>(
  lines: readonly L[],
  tab: FreightGroup,
): L[] {
  return lines.filter(
    (l) => l.group === tab || (tab === 'INTERNAL1' && l.group === 'EXTERNAL' && l.internal1),
  );
}

/** Totals in display order: the leading currency first, then EUR, USD, CHF, BRL. */
export function orderedTotals(
  totals: Readonly<Record<string, number>>,
  leadingCurrency: string,
): { currency: string; amount: number }[] {
  const order = [leadingCurrency, ...FREIGHT_CURRENCIES.filter((c) => c !== leadingCurrency)];
  return order
    .filter((c) => totals[c] !== undefined)
    .map((currency) => ({ currency, amount: totals[currency]! }));
}

/** The stored lines of a save: sequence numbers in list order, totals computed (never taken from the client). */
export function freightLinesFromInput(inputs: readonly TFreightLineInput[]): FreightLine[] {
  return inputs.map((l, i) => ({
    seqNr: i + 1,
    text: l.text,
    group: l.group,
    quantity: l.quantity,
    unit: l.unit,
    unitValue: l.unitValue,
    currency: l.currency,
    total: freightLineTotal(l),
    internal1: l.internal1,
    isManual: l.isManual,
  }));
}

/** Spec 000 §5: "Drag reordering of freight rows only while editing and not on the Internal 1 tab." */
export function canReorderFreight(tab: FreightGroup, editing: boolean): boolean {
  return editing && tab !== 'INTERNAL1';
}

/**
 * Moves a row of a tab from one place to another (indexes within the tab, as a drag and drop list gives them);
 * the other tabs' rows keep their places, and sequence numbers follow the new order.
 */
export function moveFreightLine<L extends FreightLine>(
  lines: readonly L[],
  tab: FreightGroup,
  from: number,
  to: number,
): L[] {
  const slots = lines.flatMap((l, i) => (l.group === tab ? [i] : []));
  if (from === to || from < 0 || to < 0 || from >= slots.length || to >= slots.length)
    return lines.map((l, i) => ({ ...l, seqNr: i + 1 }));
  const tabLines = slots.map((i) => lines[i]!);
  const [moving] = tabLines.splice(from, 1);
  tabLines.splice(to, 0, moving!);
  const result = [...lines];
  slots.forEach((slot, k) => (result[slot] = tabLines[k]!));
  return result.map((l, i) => ({ ...l, seqNr: i + 1 }));
}
