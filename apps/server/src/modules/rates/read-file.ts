import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { detectFileType } from '../../platform/files/file-type.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import type { Cell } from './cells.ts';
import { RATE_FILE_LIMITS } from './columns.ts';
import type { RateTable } from './mapping.ts';

export type RateFileKind = 'csv' | 'xlsx';

const refused = (fileName: string) =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `${fileName} is not an accepted file: upload a .csv or .xlsx rate file.`,
  );

/** Control characters other than tab, line feed, form feed and carriage return mark a binary file. */
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000e-\u001f]/;

/**
 * Text of a CSV file. Excel's "CSV UTF-8" starts with a byte order mark; its plain "CSV" is Windows-1252 on
 * Western machines, so bytes that are not UTF-8 are read as that rather than refused.
 */
function decodeText(buffer: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    text = new TextDecoder('windows-1252').decode(buffer);
  }
  return BINARY.test(text) ? null : text.replace(/^\uFEFF/, '');
}

/**
 * What the upload really is, from its bytes, and whether its name agrees: a .xlsx must be a zip archive (Office
 * Open XML), a .csv must be text. Anything else (a picture renamed .csv, a PDF, an old .xls) is refused.
 */
export function sniffRateFile(buffer: Buffer, fileName: string): RateFileKind {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const detected = detectFileType(buffer.subarray(0, 4096));
  if (extension === 'xlsx' && detected === 'zip') return 'xlsx';
  if (extension === 'csv' && (detected === 'text' || detected === 'unknown') && decodeText(buffer) !== null)
    return 'csv';
  throw refused(fileName);
}

const tooManyRows = () =>
  badRequest(
    `The file has more than ${RATE_FILE_LIMITS.maxRows.toLocaleString('en-US')} rows; split it into several files.`,
  );

/**
 * The separator of the header row. Excel writes ';' where the decimal mark is a comma (Switzerland, Germany);
 * the header holds only column names, so counting there is safer than guessing from quoted data.
 */
function separatorOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((s) => [s, header.split(s).length] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

function readCsv(buffer: Buffer): RateTable {
  const text = decodeText(buffer) ?? '';
  const parsed = Papa.parse<string[]>(text, {
    delimiter: separatorOf(text),
    preview: RATE_FILE_LIMITS.maxRows + 2,
  });
  const [header = [], ...rows] = parsed.data;
  if (rows.length > RATE_FILE_LIMITS.maxRows) throw tooManyRows();
  const quoteError = parsed.errors.find((e) => e.type === 'Quotes');
  if (quoteError)
    throw badRequest(`Row ${(quoteError.row ?? 0) + 1}: a quoted cell is not closed; check the quotes (").`);
  return { header, rows: rows.map((cells, i) => ({ row: i + 2, cells })) };
}

/** A cell's value as text, number or date: rich text joined, formulas by their result, links by their text. */
function xlsxCell(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('result' in value) return xlsxCell(value.result as ExcelJS.CellValue);
  if ('text' in value) return xlsxCell(value.text as ExcelJS.CellValue);
  if ('error' in value) return value.error;
  return null;
}

/**
 * The first worksheet, streamed: the row limit stops a huge (or zip-bomb) workbook before it is all in memory.
 * Styles are read so that date cells arrive as dates.
 */
async function readXlsx(buffer: Buffer, fileName: string): Promise<RateTable> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(buffer), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const table: RateTable = { header: [], rows: [] };
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        // exceljs rows are 1-based sparse arrays: index 1 is column A.
        const values = (row.values as ExcelJS.CellValue[]).slice(1);
        const cells = Array.from({ length: values.length }, (_, i) => xlsxCell(values[i]));
        if (row.number === 1) table.header = cells;
        else table.rows.push({ row: row.number, cells });
        if (row.number > RATE_FILE_LIMITS.maxRows + 1) throw tooManyRows();
      }
      break;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${fileName} is not a readable Excel workbook (.xlsx).`);
  }
  return table;
}

export async function readRateFile(buffer: Buffer, fileName: string): Promise<RateTable> {
  const kind = sniffRateFile(buffer, fileName);
  return kind === 'csv' ? readCsv(buffer) : readXlsx(buffer, fileName);
}
