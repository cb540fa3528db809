import { SHEET_LIMITS, type SheetLimits } from '@portal/domain';
import { detectFileType } from '../../platform/files/file-type.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { decodeCsvText } from '../../platform/sheets/csv-sheet.ts';
import { readSheet, type ReadSheetOptions, type SheetKind } from '../../platform/sheets/read-sheet.ts';
import { RATE_FILE_LIMITS } from './columns.ts';
import type { RateTable } from './mapping.ts';

const refused = (fileName: string) =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `${fileName} is not an accepted file: upload a .csv or .xlsx rate file.`,
  );

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * What the upload really is, from its bytes, and whether its name agrees: a .xlsx must be an Office Open XML
 * file, a .csv must be text (UTF-8 or Windows-1252). Anything else (a picture renamed .csv, a PDF, an old .xls) is refused.
 */
export function sniffRateFile(buffer: Buffer, fileName: string): SheetKind {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const detected = detectFileType(buffer);
  // Any zip named .xlsx goes on to the workbook check, which says precisely that it is no readable workbook.
  if (extension === 'xlsx' && (detected === 'office' || buffer.subarray(0, 4).equals(ZIP_MAGIC)))
    return 'xlsx';
  if (extension === 'csv' && detected === 'text' && decodeCsvText(buffer) !== null) return 'csv';
  throw refused(fileName);
}

/** The sheet limits of every spreadsheet the portal reads, with the rate file's own row limit. */
export const RATE_SHEET_LIMITS: SheetLimits = { ...SHEET_LIMITS, maxRows: RATE_FILE_LIMITS.maxRows };

/** The rate file's first sheet, read by the platform's guarded sheet reader (docs/sheets.md). */
export async function readRateFile(
  buffer: Buffer,
  fileName: string,
  { limits = RATE_SHEET_LIMITS, signal }: ReadSheetOptions = {},
): Promise<RateTable> {
  const kind = sniffRateFile(buffer, fileName);
  return readSheet({ buffer, fileName, kind }, { limits, signal });
}
