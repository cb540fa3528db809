import { format } from 'date-fns';
import { fromIsoDate } from '@portal/domain';

/** Formats of spec 000 §9: dates dd.MM.yyyy, request times dd.MM.yyyy HH:mm, de-CH numbers with 2 decimals. */
const toDate = (value: string) => fromIsoDate(value) ?? new Date(value);

/** Dates that cannot be formatted show '???' (spec 000 §5); a missing date shows nothing. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '???' : format(date, 'dd.MM.yyyy');
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '???' : format(date, 'dd.MM.yyyy HH:mm');
}

const twoDecimals = new Intl.NumberFormat('de-CH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upToTwoDecimals = new Intl.NumberFormat('de-CH', { maximumFractionDigits: 2 });

/** 1’095.00 */
export function formatAmount(value: number): string {
  return twoDecimals.format(value);
}

/** Quantities stay whole unless they are not: 2, 2.5 */
export function formatQuantity(value: number): string {
  return upToTwoDecimals.format(value);
}

/** Weights with 2 decimals and KGS: 12’000.00 KGS */
export function formatWeight(kg: number): string {
  return `${twoDecimals.format(kg)} KGS`;
}

/** Temperatures with their sign and degrees Celsius: +5 °C, -18 °C, 0 °C */
export function formatTemperature(celsius: number): string {
  const sign = celsius > 0 ? '+' : '';
  return `${sign}${upToTwoDecimals.format(celsius)} °C`;
}

/** Totals per currency in the order the currencies first appear. */
export function totalsByCurrency(lines: readonly { currency: string; total: number }[]): [string, number][] {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.currency, (totals.get(line.currency) ?? 0) + line.total);
  return [...totals.entries()].map(([currency, total]) => [currency, Math.round(total * 100) / 100]);
}

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.charAt(0) ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
