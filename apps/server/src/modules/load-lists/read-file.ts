import { read, utils } from '@e965/xlsx';
import {
  LOAD_LIST_LIMITS,
  LOAD_LIST_MESSAGES,
  SHEET_LIMITS,
  isLoadListFileName,
  loadListColumns,
  loadListLineOf,
  type LoadListLine,
  type SheetLimits,
} from '@portal/domain';
import { detectFileType } from '../../platform/files/file-type.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import { decodeCsvText } from '../../platform/sheets/csv-sheet.ts';
import { readSheet } from '../../platform/sheets/read-sheet.ts';
import type { SheetCell, SheetTable } from '../../platform/sheets/sheet-table.ts';

/** A load list is a few hundred lines: the sheet reader's limits with the load list's own row limit. */
const LOAD_LIST_SHEET_LIMITS: SheetLimits = { ...SHEET_LIMITS, maxRows: LOAD_LIST_LIMITS.rows };

/** An OLE2 compound file (legacy Excel 97-2003 .xls, BIFF8) starts with these eight bytes. */
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const notReadable = (fileName: string) =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `${fileName} is not a readable load list: upload a .csv, .xls or .xlsx file (see the sample file).`,
  );

/**
 * The kind of an uploaded load list, by its name (spec 002 §5, 415 with the spec's words) and then by its bytes:
 * a CSV must be text; an .xls may be a real Excel 97-2003 workbook, an .xlsx in disguise, or (as many systems
 * export "xls") text; an .xlsx must be a zip.
 */
export function loadListKind(buffer: Buffer, fileName: string): 'csv' | 'xlsx' | 'xls' {
  if (!isLoadListFileName(fileName))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', LOAD_LIST_MESSAGES.fileType);
  const extension = fileName.trim().toLowerCase().split('.').pop();
  const zip = buffer.subarray(0, 4).equals(ZIP_MAGIC);
  const text = !zip && detectFileType(buffer) === 'text' && decodeCsvText(buffer) !== null;
  if (extension === 'csv' && text) return 'csv';
  if (extension === 'xlsx' && zip) return 'xlsx';
  if (extension === 'xls') {
    if (buffer.subarray(0, 8).equals(CFB_MAGIC)) return 'xls';
    if (zip) return 'xlsx';
    if (text) return 'csv';
  }
  throw notReadable(fileName);
}

/**
 * A legacy .xls (BIFF) workbook's first sheet, read by SheetJS (@e965/xlsx, its current release on npm). BIFF is
 * not compressed, so what it holds is bounded by the upload (LOAD_LIST_LIMITS.fileBytes, 2 MB): it is read on the
 * server's thread, only its first sheet, and no further than one row past the load list's limit.
 */
function readXlsSheet(buffer: Buffer, fileName: string): SheetTable {
  let rows: unknown[][];
  try {
    const book = read(buffer, {
      type: 'buffer',
      sheets: 0,
      sheetRows: LOAD_LIST_LIMITS.rows + 2,
      dense: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
    });
    const first = book.SheetNames[0];
    const sheet = first ? book.Sheets[first] : undefined;
    if (!sheet) throw notReadable(fileName);
    rows = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: null, blankrows: true });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notReadable(fileName);
  }
  const [header = [], ...body] = rows;
  const cell = (v: unknown): SheetCell => (v === null || v === undefined ? null : String(v));
  return {
    header: header.map(cell),
    rows: body.map((cells, i) => ({ row: i + 2, cells: cells.map(cell) })),
  };
}

/**
 * The container lines of an uploaded load list, numbered as the spreadsheet shows them (the header is line 1).
 * A header that is not the spec's gives the spec's message (400).
 */
export async function readLoadListFile(
  buffer: Buffer,
  fileName: string,
  signal?: AbortSignal,
): Promise<LoadListLine[]> {
  const kind = loadListKind(buffer, fileName);
  const table =
    kind === 'xls'
      ? readXlsSheet(buffer, fileName)
      : await readSheet({ buffer, fileName, kind }, { limits: LOAD_LIST_SHEET_LIMITS, signal });
  const columns = loadListColumns(table.header);
  if (!columns) throw badRequest(LOAD_LIST_MESSAGES.headers);
  return table.rows.map((r) => loadListLineOf(columns, r.cells, r.row));
}
