import type { SheetCell } from '../../platform/sheets/sheet-table.ts';

/**
 * Spreadsheet cells as the sheet readers hand them over, and their plain values. CSV gives text only; XLSX also
 * gives numbers and dates (date cells arrive as UTC midnight), so each helper accepts all three.
 */
export type Cell = SheetCell;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Text of a cell, trimmed; null when blank. Numbers and dates typed into text columns read as written. */
export function cellText(cell: Cell): string | null {
  if (cell === null) return null;
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : isoDay(cell);
  const text = String(cell).trim();
  return text === '' ? null : text;
}

export function isBlank(cell: Cell): boolean {
  return cellText(cell) === null;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const DATE_HINT = 'Give the date as yyyy-MM-dd (e.g. 2026-11-01), dd.MM.yyyy or as a date cell.';

function validDay(year: number, month: number, day: number): Parsed<string> {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return { ok: false, message: 'This date does not exist.' };
  return { ok: true, value: isoDay(date) };
}

/**
 * A day as yyyy-MM-dd. Excel saves CSV dates in the computer's format, so the Swiss and German dd.MM.yyyy is
 * read too; slashes are refused because 03/04/2026 means different days in different countries.
 */
export function cellDay(cell: Cell): Parsed<string> | null {
  if (cell instanceof Date) {
    return Number.isNaN(cell.getTime())
      ? { ok: false, message: DATE_HINT }
      : { ok: true, value: isoDay(cell) };
  }
  const text = cellText(cell);
  if (text === null) return null;
  if (typeof cell === 'number') return { ok: false, message: DATE_HINT };
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return validDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (dotted) return validDay(Number(dotted[3]), Number(dotted[2]), Number(dotted[1]));
  return { ok: false, message: DATE_HINT };
}

const NUMBER_HINT = 'Give a number such as 1250 or 1250.50, without thousands separators or currency signs.';

/**
 * An amount, rounded to cents (spreadsheet formulas leave 1375.0000000002). A decimal comma is read when it
 * is the only separator and one or two digits follow it (1250,50), so "1,250" is never taken for 1.25.
 */
export function cellAmount(cell: Cell): Parsed<number> | null {
  if (cell instanceof Date) return { ok: false, message: NUMBER_HINT };
  if (typeof cell === 'number') {
    return Number.isFinite(cell)
      ? { ok: true, value: Math.round(cell * 100) / 100 }
      : { ok: false, message: NUMBER_HINT };
  }
  const text = cellText(cell);
  if (text === null) return null;
  const normal = /^-?\d+,\d{1,2}$/.test(text) ? text.replace(',', '.') : text;
  if (!/^-?\d+(\.\d+)?$/.test(normal)) return { ok: false, message: NUMBER_HINT };
  return { ok: true, value: Math.round(Number(normal) * 100) / 100 };
}

/** A whole number (pos, transit days). */
export function cellInteger(cell: Cell): Parsed<number> | null {
  const amount = cellAmount(cell);
  if (amount === null || !amount.ok) return amount;
  return Number.isInteger(amount.value)
    ? amount
    : { ok: false, message: 'Give a whole number such as 1, 2 or 14.' };
}
