import { DATE_RANGE, isCalendarDay, UNLOCODE_PATTERN, type TConfirmationPlace } from '@portal/domain';
import { cap } from './text.ts';

// Every pattern below has bounded repeats and no nested ones, so it runs in time linear in its (capped) input.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

function monthOf(word: string): number | null {
  const lower = word.toLowerCase();
  const index = MONTHS.indexOf(lower.slice(0, 3));
  if (index === -1) return null;
  return lower.length === 3 || MONTH_NAMES[index]!.startsWith(lower) || lower === 'sept' ? index + 1 : null;
}

function isoDay(year: number, month: number, day: number): string | null {
  const full = year < 100 ? 2000 + year : year;
  const text = `${String(full).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isCalendarDay(text) && text >= DATE_RANGE.min && text <= DATE_RANGE.max ? text : null;
}

const ISO = /(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/;
const DAY_MONTH_YEAR = /(?<!\d)(\d{1,2})[-\s./]{1,3}([A-Za-z]{3,9})\.?[-\s./,]{1,3}(\d{4}|\d{2})(?!\d)/;
const MONTH_DAY_YEAR =
  /(?<![A-Za-z])([A-Za-z]{3,9})\.?\s{1,3}(\d{1,2})(?:st|nd|rd|th)?,?\s{1,3}(\d{4})(?!\d)/;
const DOTTED = /(?<!\d)(\d{1,2})\.(\d{1,2})\.(\d{4})(?!\d)/;
const COMPACT = /(?<!\d)(20\d{2})(\d{2})(\d{2})(?!\d)/;

/**
 * The day a text names, as yyyy-MM-dd: 2026-11-20, 20-Nov-2026, 20 NOV 26, Nov 20, 2026, 20.11.2026 or 20261120,
 * with or without a weekday or a time around it. Slashes are not read: 03/04/2026 means two different days.
 */
export function readDay(text: string | null): string | null {
  if (!text) return null;
  const value = text.slice(0, 200);
  let m = ISO.exec(value);
  if (m) return isoDay(Number(m[1]), Number(m[2]), Number(m[3]));
  m = DAY_MONTH_YEAR.exec(value);
  if (m) {
    const month = monthOf(m[2]!);
    if (month) return isoDay(Number(m[3]), month, Number(m[1]));
  }
  m = MONTH_DAY_YEAR.exec(value);
  if (m) {
    const month = monthOf(m[1]!);
    if (month) return isoDay(Number(m[3]), month, Number(m[2]));
  }
  m = DOTTED.exec(value);
  if (m) return isoDay(Number(m[3]), Number(m[2]), Number(m[1]));
  m = COMPACT.exec(value);
  if (m) return isoDay(Number(m[1]), Number(m[2]), Number(m[3]));
  return null;
}

const WEIGHT = /(\d[\d,]{0,15})(?:\.(\d{1,6}))?\s{0,3}([A-Za-z]{1,12})?/;
const KG_PER_UNIT: Readonly<Record<string, number>> = {
  KG: 1,
  KGM: 1,
  KGS: 1,
  KILO: 1,
  KILOS: 1,
  KILOGRAM: 1,
  KILOGRAMS: 1,
  LB: 0.45359237,
  LBS: 0.45359237,
  LBR: 0.45359237,
  POUNDS: 0.45359237,
  T: 1000,
  TNE: 1000,
  TON: 1000,
  TONS: 1000,
  TONNE: 1000,
  TONNES: 1000,
  MT: 1000,
};
const MAX_KG = 10_000_000;

/** "20000.000 KGM", "20,000 kg", "44092 LBR", "20 TNE" as whole kilograms; no unit reads as kilograms. */
export function readKg(text: string | null): number | null {
  if (!text) return null;
  const m = WEIGHT.exec(text.slice(0, 200));
  if (!m) return null;
  const amount = Number(`${m[1]!.replace(/,/g, '')}.${m[2] ?? '0'}`);
  const factor = m[3] === undefined ? 1 : KG_PER_UNIT[m[3].toUpperCase()];
  if (factor === undefined || !Number.isFinite(amount)) return null;
  const kg = Math.round(amount * factor);
  return kg >= 0 && kg <= MAX_KG ? kg : null;
}

/** A leading whole number from 1 to 9999 ("2", "2 (two)"). */
export function readQuantity(text: string | null): number | null {
  const m = /^\s{0,5}(\d{1,6})\b/.exec(text?.slice(0, 40) ?? '');
  if (!m) return null;
  const n = Number(m[1]);
  return n >= 1 && n <= 9999 ? n : null;
}

const BRACKETED = /\(\s{0,3}([A-Za-z][A-Za-z][A-Za-z2-9]{3})\s{0,3}\)/g;

/**
 * "Hamburg, Germany (DEHAM)" as { locode: 'DEHAM', name: 'Hamburg, Germany' }; a place without a code in
 * brackets keeps its name only. The last bracketed UN/LOCODE wins (a name may hold brackets of its own).
 */
export function readPlace(lines: readonly string[]): TConfirmationPlace | null {
  const text = cap(lines.join(', '));
  if (!text) return null;
  let locode: string | null = null;
  let at = -1;
  let length = 0;
  for (const m of text.matchAll(BRACKETED)) {
    const code = m[1]!.toUpperCase();
    if (UNLOCODE_PATTERN.test(code)) [locode, at, length] = [code, m.index, m[0].length];
  }
  const rest = at === -1 ? text : text.slice(0, at) + text.slice(at + length);
  const name = rest
    .replace(/\s{0,3},(?:\s{0,3},){1,20}/g, ',')
    .replace(/^[\s,;-]{1,20}|[\s,;-]{1,20}$/g, '')
    .trim();
  return { locode, name: name || locode || text };
}
