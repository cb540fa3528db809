import { baseContainerTypeId, teuOf } from '../container-types.ts';
import { formatAmount, formatCount } from '../format/numbers.ts';
import { ALLOCATION_TEXT } from './allocation.ts';

/** Percent of an allocation used; null where there is no allocation (missing or zero: "On Request", 001 §5). */
export function allocationPercent(booked: number, allocation: number | null | undefined): number | null {
  if (!allocation) return null;
  return (booked / allocation) * 100;
}

const oneDecimal = {
  format: (n: number) => n.toLocaleString('de-CH', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
};

/** kg shown as tons with 2 decimals (001 §5, §9): 12500 -> '12.50 t'. */
export function formatTons(kg: number): string {
  return `${formatAmount(kg / 1000)} t`;
}

/** Percent with 1 decimal (001 §5, 000 §9): 95 -> '95.0 %'. */
export function formatPercent(percent: number): string {
  return `${oneDecimal.format(percent)} %`;
}

export interface AllocationFigure {
  /** The allocation, or 'On Request' when it is missing or zero. */
  allocation: string;
  booked: string;
  /** '' when there is no allocation to measure against. */
  percent: string;
  /** Red above 100 %, else green (001 §5); null without an allocation. */
  colour: 'error' | 'success' | null;
}

/**
 * The one display rule of an allocation figure (spec 001 §5 "Vessel allocation display"): a missing or zero
 * allocation shows 'On Request'; weights are kg shown as tons with 2 decimals; percent with 1 decimal, red above
 * 100 %, otherwise green. The dialog and the Book Now warning both show figures through it.
 */
export function describeAllocation(
  unit: 'teu' | 'weight',
  allocation: number | null | undefined,
  booked: number,
): AllocationFigure {
  const show = (n: number) => (unit === 'teu' ? `${formatCount(n)} TEU` : formatTons(n));
  const percent = allocationPercent(booked, allocation);
  if (percent === null)
    return { allocation: ALLOCATION_TEXT.onRequest, booked: show(booked), percent: '', colour: null };
  return {
    allocation: show(allocation!),
    booked: show(booked),
    percent: formatPercent(percent),
    colour: percent > 100 ? 'error' : 'success',
  };
}

/** A voyage an agent should not confirm onto without a second look: flagged fully booked, or over 100 %. */
export function hasNoSpaceLeft(space: {
  isFullyBooked: boolean;
  teuPercent: number | null;
  weightPercent: number | null;
}): boolean {
  return space.isFullyBooked || (space.teuPercent ?? 0) > 100 || (space.weightPercent ?? 0) > 100;
}

/** TEU of cargo lines (000 §5: 20' = 1, 40'/45' = 2 by the type id's first digit); the server's SQL mirrors it. */
export function teuOfLines(lines: readonly { quantity: number; containerType: { id: string } }[]): number {
  return lines.reduce((sum, l) => sum + l.quantity * teuOf(baseContainerTypeId(l.containerType.id)), 0);
}
