import type { SheetLimits } from '@portal/domain';
import Papa from 'papaparse';
import { badRequest } from '../http/app-error.ts';
import { sheetBudget } from './sheet-budget.ts';
import { SheetRefusal } from './sheet-errors.ts';
import type { SheetTable } from './sheet-table.ts';

/** Control characters other than tab, line feed, form feed and carriage return mark a binary file. */
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000e-\u001f]/;

/**
 * Text of a CSV file, or null when it is binary. Excel's "CSV UTF-8" starts with a byte order mark; its plain
 * "CSV" is Windows-1252 on Western machines, so bytes that are not UTF-8 are read as that rather than refused.
 */
export function decodeCsvText(buffer: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    text = new TextDecoder('windows-1252').decode(buffer);
  }
  return BINARY.test(text) ? null : text.replace(/^\uFEFF/, '');
}

/**
 * The separator of the header row. Excel writes ';' where the decimal mark is a comma (Switzerland, Germany);
 * the header holds only column names, so counting there is safer than guessing from quoted data.
 */
function separatorOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((s) => [s, header.split(s).length] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

/**
 * A CSV file as a sheet, within the same limits as a workbook (rows, columns, cells, characters). A CSV holds no
 * more than its upload's bytes and papaparse reads it in one pass, so it is read on the server's thread; it
 * stops after maxRows + 1 rows below the header, enough to know there are too many.
 */
export function readCsvSheet(buffer: Buffer, limits: SheetLimits): SheetTable {
  const text = decodeCsvText(buffer) ?? '';
  const parsed = Papa.parse<string[]>(text, { delimiter: separatorOf(text), preview: limits.maxRows + 2 });
  const budget = sheetBudget(limits, Date.now() + limits.maxMs);
  try {
    parsed.data.forEach((cells, i) => {
      budget.row(i + 1, cells.length);
      for (const cell of cells) budget.cell(cell);
    });
  } catch (error) {
    throw error instanceof SheetRefusal ? badRequest(error.message) : error;
  }
  const [header = [], ...rows] = parsed.data;
  const quoteError = parsed.errors.find((e) => e.type === 'Quotes');
  if (quoteError)
    throw badRequest(`Row ${(quoteError.row ?? 0) + 1}: a quoted cell is not closed; check the quotes (").`);
  return { header, rows: rows.map((cells, i) => ({ row: i + 2, cells })) };
}
