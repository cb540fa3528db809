import { CONTAINER_TYPE_LABELS, isShipperOwned, teuTotal } from '../container-types.ts';
import { isIncludedCharge } from '../quotes/engine.ts';
import type { TQuoteDetail } from '../quotes/types.ts';

export const FREIGHT_CURRENCIES = ['EUR', 'USD', 'CHF', 'BRL'] as const;
export const DEFAULT_FREIGHT_CURRENCY = 'USD';
export const INVALID_CURRENCY = 'Invalid or missing currency';

/** 20' and 40' type codes a charge unit may name (spec 000 §9). */
const TYPES_20 = ['DC', 'SO', 'FR', 'PF', 'SR', 'RF', 'TK', 'OT'];
const TYPES_40 = ['DC', 'SO', 'FR', 'PF', 'SR', 'OT', 'HC', 'FH', 'RH', 'OH'];

/** A recognised charge unit: per container, per TEU, per shipment, per set, or per named container type. */
export type FreightUnit =
  | { kind: 'CTR' }
  | { kind: 'TEU' }
  | { kind: 'FEE' }
  | { kind: 'SET' }
  | { kind: 'TYPE'; size: '20' | '40'; code: string };

/** Reads 'per container', 'pro Container', 'CTR', 'per TEU', 'per shipment', 'per set', "per 40'HC" ... */
export function recognizeFreightUnit(text: string): FreightUnit | null {
  const t = text.trim().toUpperCase();
  const typed = t.match(/(20|40)\s*['’]\s*([A-Z]{2})/);
  if (typed) {
    const size = typed[1] as '20' | '40';
    const code = typed[2]!;
    if ((size === '20' ? TYPES_20 : TYPES_40).includes(code)) return { kind: 'TYPE', size, code };
    return null;
  }
  if (/\bTEU\b/.test(t)) return { kind: 'TEU' };
  if (/\b(CONTAINER|CTR|CNTR|BOX)\b/.test(t)) return { kind: 'CTR' };
  if (/\b(SHIPMENT|FEE|B\/L|BL)\b/.test(t)) return { kind: 'FEE' };
  if (/\bSET\b/.test(t)) return { kind: 'SET' };
  return null;
}

export function freightUnitCode(unit: FreightUnit): string {
  return unit.kind === 'TYPE' ? `${unit.size}'${unit.code}` : unit.kind;
}

/** Tariff lines never carried from a quote into freight details (spec 000 §5). */
export const EXCLUDED_TARIFF_DESCRIPTIONS = [
  'VGM manual submission',
  'Umbuchungsgebühr',
  'Stornierungsgebühr',
  'Zertifikat',
  'Rebooking Fee',
  'Cancellation Fee',
  'House-Bill of Lading',
  'Certificate',
];

export function isExcludedTariffLine(line: { description: string; currency: string }): boolean {
  const d = line.description.trim().toLowerCase();
  return EXCLUDED_TARIFF_DESCRIPTIONS.some((e) => e.toLowerCase() === d) || isIncludedCharge(line);
}

export interface CargoCount {
  containerTypeId: string;
  description: string;
  quantity: number;
}

/** Units of a named type: '20'DC' counts 22G1 lines, '40'SO' counts 40' shipper-owned lines, and so on. */
function countOfNamedType(unit: { size: '20' | '40'; code: string }, cargo: readonly CargoCount[]): number {
  return cargo
    .filter((c) => {
      const twenty = c.containerTypeId.startsWith('2');
      if ((unit.size === '20') !== twenty) return false;
      if (unit.code === 'SO') return isShipperOwned(c.description);
      const label = CONTAINER_TYPE_LABELS[c.containerTypeId.replace(/-SO$/, '')] ?? '';
      return label === `${unit.size}${unit.code}`;
    })
    .reduce((sum, c) => sum + c.quantity, 0);
}

/**
 * How many of a charge the booking takes (spec 000 §5): per TEU the TEU count, per container the total count,
 * per shipment or set one, per named type that type's count. Null: the line does not apply (a named type
 * that is not in the cargo).
 */
export function adjustedQuantity(unit: FreightUnit, cargo: readonly CargoCount[]): number | null {
  switch (unit.kind) {
    case 'TEU':
      return teuTotal(cargo);
    case 'CTR':
      return cargo.reduce((sum, c) => sum + c.quantity, 0);
    case 'FEE':
    case 'SET':
      return 1;
    case 'TYPE': {
      const n = countOfNamedType(unit, cargo);
      return n > 0 ? n : null;
    }
  }
}

export type FreightGroup = 'EXTERNAL' | 'INTERNAL1' | 'INTERNAL2';

export interface FreightLine {
  seqNr: number;
  text: string;
  group: FreightGroup;
  quantity: number;
  unit: string;
  unitValue: number;
  currency: string;
  total: number;
  internal1: boolean;
  isManual: boolean;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Freight details from a quote (spec 000 §5): our quotes price each container type separately, so a
 * per-container line takes that type's count, per TEU its TEUs, and a once-per-B/L line is taken once for
 * the booking. Excluded tariffs and included ('incl.') charges are left out; a line whose quantity comes
 * to 0 is kept only if its total is 0 as well.
 */
export function freightFromQuote(
  details: readonly TQuoteDetail[],
  cargo: readonly CargoCount[],
): FreightLine[] {
  const lines: FreightLine[] = [];
  const once = new Set<string>();
  for (const detail of details) {
    const ofType = cargo.filter((c) => c.containerTypeId === detail.containerTypeId);
    for (const cost of detail.costLines) {
      if (cost.value === null || isExcludedTariffLine(cost)) continue;
      let quantity: number;
      let unit: string;
      if (cost.unit === 'BL') {
        const key = `${cost.description}|${cost.currency}|${cost.value}`;
        if (once.has(key)) continue;
        once.add(key);
        quantity = 1;
        unit = 'FEE';
      } else {
        const recognized = recognizeFreightUnit(cost.unit) ?? { kind: 'CTR' as const };
        const q = adjustedQuantity(recognized, recognized.kind === 'TYPE' ? cargo : ofType);
        if (q === null || (q === 0 && cost.value !== 0)) continue;
        quantity = q;
        unit = freightUnitCode(recognized);
      }
      lines.push({
        seqNr: lines.length + 1,
        text: cost.description,
        group: 'EXTERNAL',
        quantity,
        unit,
        unitValue: cost.value,
        currency: cost.currency,
        total: round2(quantity * cost.value),
        internal1: false,
        isManual: false,
      });
    }
  }
  return lines;
}

export const AGENCY_COMMISSION_TEXT = 'Agency Commission';

/**
 * The Agency Commission line (spec 000 §5): for HMM with a percent commission the quantity is the percent
 * (5) of the unit value; otherwise the TEU count (default 1) per TEU. Always negative, always last.
 */
export function agencyCommissionLine(input: {
  carrierId: string;
  commission: { kind: 'percent'; percent: number; baseAmount: number } | { kind: 'perTeu'; amount: number };
  teus: number;
  currency: string;
  seqNr: number;
}): FreightLine {
  const percent = input.carrierId === 'HMM' && input.commission.kind === 'percent';
  const quantity = percent ? 5 : Math.max(1, input.teus);
  const unitValue = -Math.abs(
    input.commission.kind === 'percent' ? input.commission.baseAmount : input.commission.amount,
  );
  const total = percent ? (quantity * unitValue) / 100 : quantity * unitValue;
  return {
    seqNr: input.seqNr,
    text: AGENCY_COMMISSION_TEXT,
    group: 'EXTERNAL',
    quantity,
    unit: percent ? '%' : 'TEU',
    unitValue,
    currency: input.currency,
    total: round2(total),
    internal1: false,
    isManual: false,
  };
}

/** The commission line always goes last; sequence numbers follow the order. */
export function withCommissionLast(
  lines: readonly FreightLine[],
  commission: FreightLine | null,
): FreightLine[] {
  const rest = lines.filter((l) => l.text !== AGENCY_COMMISSION_TEXT);
  const all = commission ? [...rest, commission] : rest;
  return all.map((l, i) => ({ ...l, seqNr: i + 1 }));
}

export function isValidFreightCurrency(currency: string): boolean {
  return (FREIGHT_CURRENCIES as readonly string[]).includes(currency);
}
