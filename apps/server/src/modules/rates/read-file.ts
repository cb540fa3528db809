import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { detectFileType } from '../../platform/files/file-type.ts';
import { readZipDirectory } from '../../platform/files/zip-directory.ts';
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

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

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
 * What the upload really is, from its bytes, and whether its name agrees: a .xlsx must be an Office Open XML
 * file, a .csv must be text (UTF-8 or Windows-1252). Anything else (a picture renamed .csv, a PDF, an old .xls) is refused.
 */
export function sniffRateFile(buffer: Buffer, fileName: string): RateFileKind {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const detected = detectFileType(buffer);
  // Any zip named .xlsx goes on to the workbook check, which says precisely that it is no readable workbook.
  if (extension === 'xlsx' && (detected === 'office' || buffer.subarray(0, 4).equals(ZIP_MAGIC)))
    return 'xlsx';
  if (extension === 'csv' && detected === 'text' && decodeText(buffer) !== null) return 'csv';
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
 * What reading one workbook may cost. A hostile sheet of long inline strings once took 3.7 GB and 70 s, and two at
 * once ended the process: the zip directory's sizes are checked before anything is inflated, and cells, columns,
 * characters and time are counted while the sheet streams. A rate file of 50,000 rows stays far inside them.
 */
export const XLSX_LIMITS = {
  /** The parts of the workbook together, unpacked. */
  maxUnpackedBytes: 64 * 1024 * 1024,
  maxColumns: 200,
  maxCells: 2_000_000,
  /** Characters of all text cells; JavaScript keeps two bytes for each. */
  maxCharacters: 16_000_000,
  /** Excel's own limit for one cell. */
  maxCellCharacters: 32_767,
  maxMs: 20_000,
};
export type XlsxLimits = typeof XLSX_LIMITS;

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));
const tooBig = (what: string) =>
  badRequest(
    `The workbook is too large to import: ${what}. Keep only the rate rows and columns, or split it.`,
  );

/** Refuses, from the zip directory alone, a workbook that would unpack past the limit (a zip bomb says so). */
function assertUnpackedSize(buffer: Buffer, fileName: string, limits: XlsxLimits): void {
  const entries = readZipDirectory(buffer);
  if (!entries?.some((e) => e.name === 'xl/workbook.xml')) throw notAWorkbook(fileName);
  const total = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (total > limits.maxUnpackedBytes)
    throw tooBig(`it unpacks to more than ${mb(limits.maxUnpackedBytes)} MB`);
}

const notAWorkbook = (fileName: string) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', `${fileName} is not a readable Excel workbook (.xlsx).`);

/** Counts what a sheet has cost so far and refuses past the limits. */
function sheetBudget(limits: XlsxLimits) {
  const deadline = Date.now() + limits.maxMs;
  let cells = 0;
  let characters = 0;
  return {
    row(values: ExcelJS.CellValue[]): void {
      if (values.length > limits.maxColumns) tooBigCells(`it has more than ${limits.maxColumns} columns`);
      cells += values.length;
      if (cells > limits.maxCells)
        tooBigCells(`it has more than ${limits.maxCells.toLocaleString('en-US')} cells`);
      if (Date.now() > deadline) tooBigCells(`reading it took longer than ${limits.maxMs / 1000} seconds`);
    },
    cell(cell: Cell): void {
      if (typeof cell !== 'string') return;
      if (cell.length > limits.maxCellCharacters)
        tooBigCells(`a cell holds more than ${limits.maxCellCharacters.toLocaleString('en-US')} characters`);
      characters += cell.length;
      if (characters > limits.maxCharacters)
        tooBigCells(`its cells hold more than ${limits.maxCharacters.toLocaleString('en-US')} characters`);
    },
  };
}

function tooBigCells(what: string): never {
  throw tooBig(what);
}

/**
 * The first worksheet, streamed, within XLSX_LIMITS. Styles are read so that date cells arrive as dates.
 */
/**
 * exceljs's streaming reader races on workbooks that store xl/workbook.xml after their sheets (as exceljs and
 * some exporters write them): it may read a sheet before the workbook and fail (exceljs/exceljs#3064). The
 * same bytes read again usually pass, so a failure that is not one of our refusals is tried twice more before the
 * file is called unreadable.
 */
const XLSX_READ_ATTEMPTS = 3;

async function readXlsx(buffer: Buffer, fileName: string, limits: XlsxLimits): Promise<RateTable> {
  assertUnpackedSize(buffer, fileName, limits);
  for (let attempt = 1; ; attempt++) {
    try {
      return await streamXlsx(buffer, limits);
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (attempt >= XLSX_READ_ATTEMPTS) throw notAWorkbook(fileName);
    }
  }
}

async function streamXlsx(buffer: Buffer, limits: XlsxLimits): Promise<RateTable> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(buffer), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const table: RateTable = { header: [], rows: [] };
  const budget = sheetBudget(limits);
  for await (const sheet of reader) {
    for await (const row of sheet) {
      if (row.number > RATE_FILE_LIMITS.maxRows + 1) throw tooManyRows();
      // exceljs rows are 1-based sparse arrays: index 1 is column A.
      const values = (row.values as ExcelJS.CellValue[]).slice(1);
      budget.row(values);
      const cells = Array.from({ length: values.length }, (_, i) => xlsxCell(values[i]));
      for (const cell of cells) budget.cell(cell);
      if (row.number === 1) table.header = cells;
      else table.rows.push({ row: row.number, cells });
    }
    break;
  }
  return table;
}

export async function readRateFile(
  buffer: Buffer,
  fileName: string,
  limits: XlsxLimits = XLSX_LIMITS,
): Promise<RateTable> {
  const kind = sniffRateFile(buffer, fileName);
  return kind === 'csv' ? readCsv(buffer) : readXlsx(buffer, fileName, limits);
}
