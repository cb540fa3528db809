/** The price maths of a land-transport search (spec 002 §3 Price-list row, Profit row; §2 Land Transport). */

export type PriceCategory = 'export' | 'import';

export interface Money {
  value: number;
  currency: string;
}

/** A price per container type, e.g. { '22G1': { value: 310 } }. */
export type PricePerContainer = Record<string, { value: number } | undefined>;

export interface PriceListRow {
  category: PriceCategory;
  /** Upper bound of the band in km. */
  distance: number;
  currency: string;
  pricePerContainer: PricePerContainer;
}

export interface ProfitRow {
  type: 'DEFAULT' | 'SPECIFIC';
  currency: string;
  pricePerContainer: PricePerContainer;
  /** Specific rows only: the port (UN/LOCODE) and the direction they apply to. */
  port?: string | null;
  category?: PriceCategory | null;
}

export const DEFAULT_CURRENCY = 'EUR';

/** "Until {n} km" (002 §3). */
export function distanceBandLabel(distance: number): string {
  return `Until ${distance} km`;
}

/** Rows in the order the spec shows them: by category, then distance. */
export function sortPriceList<T extends Pick<PriceListRow, 'category' | 'distance'>>(
  rows: readonly T[],
): T[] {
  return [...rows].sort((a, b) => a.category.localeCompare(b.category) || a.distance - b.distance);
}

/**
 * The automatic route's price for a leg of `km`: the narrowest band of the category that reaches that far (bands are
 * upper bounds). Null when the leg is longer than the last band or the type has no price in that band.
 */
export function priceForDistance(
  rows: readonly PriceListRow[],
  category: PriceCategory,
  km: number,
  containerType: string,
): Money | null {
  const band = sortPriceList(rows.filter((r) => r.category === category)).find((r) => r.distance >= km);
  const price = band?.pricePerContainer[containerType];
  return band && price ? { value: price.value, currency: band.currency } : null;
}

/**
 * The provider's profit on a leg: a specific row for that port and direction wins over the default row. Null
 * when neither names the container type.
 */
export function profitFor(
  rows: readonly ProfitRow[],
  at: { port: string; category: PriceCategory },
  containerType: string,
): Money | null {
  const specific = rows.find(
    (r) =>
      r.type === 'SPECIFIC' &&
      r.port === at.port &&
      (r.category ?? 'export') === at.category &&
      r.pricePerContainer[containerType],
  );
  const row = specific ?? rows.find((r) => r.type === 'DEFAULT' && r.pricePerContainer[containerType]);
  const price = row?.pricePerContainer[containerType];
  return row && price ? { value: price.value, currency: row.currency || DEFAULT_CURRENCY } : null;
}

/**
 * What the customer is quoted: the route's price plus the profit. Both must be in one currency; a profit in another
 * currency is a configuration mistake the search reports instead of adding apples to pears (null).
 */
export function sellingPrice(price: Money, profit: Money | null): Money | null {
  if (!profit) return price;
  if (profit.currency !== price.currency) return null;
  return { value: Math.round((price.value + profit.value) * 100) / 100, currency: price.currency };
}

/** Weight ranges of manual routes (002 §2, §9): created 0 to 16.5 T; 99 is "no upper limit" and shows as MAX. */
export const DEFAULT_WEIGHT_RANGE = { min: 0, max: 16.5, unit: 'T' } as const;
export const WEIGHT_RANGE_MAX = 99;

export function formatWeightBound(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return value >= WEIGHT_RANGE_MAX ? 'MAX' : String(value);
}

/** Rows with neither a minimum nor a maximum weight are hidden (002 §2). */
export function isWeightRangeShown(row: {
  weightRangeMin?: number | null;
  weightRangeMax?: number | null;
}): boolean {
  return (
    (row.weightRangeMin !== null && row.weightRangeMin !== undefined) ||
    (row.weightRangeMax !== null && row.weightRangeMax !== undefined)
  );
}

/**
 * The rate table's columns (002 §2: 20'DC, 40'DC/HC, 20'RF, 40'RH, 20'OT, 40'OT/OH) and the ISO 6346 types each
 * stands for (002 §5 "Container type mapping").
 */
export const RATE_TABLE_COLUMNS: ReadonlyArray<{ label: string; types: readonly string[] }> = [
  { label: "20'DC", types: ['22G1'] },
  { label: "40'DC/HC", types: ['42G1', '45G1'] },
  { label: "20'RF", types: ['22R1'] },
  { label: "40'RH", types: ['45R1'] },
  { label: "20'OT", types: ['22U1'] },
  { label: "40'OT/OH", types: ['42U1', '45U1'] },
];

/** How many items of each filter list show before "show more" (002 §2). */
export const FILTER_SHOW_MORE_AFTER = {
  containerTypes: 2,
  equipmentGroups: 2,
  transportModes: 2,
  companies: 5,
} as const;
