import { ALLOCATION_SHEET_MESSAGES } from '@portal/domain';
import { detectFileType } from '../../platform/files/file-type.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { decodeCsvText } from '../../platform/sheets/csv-sheet.ts';
import type { SheetKind } from '../../platform/sheets/read-sheet.ts';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** What the upload is, by its bytes and its name (as the rate file): an .xlsx workbook or a .csv text, else 415. */
export function sniffAllocationFile(buffer: Buffer, fileName: string): SheetKind {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const detected = detectFileType(buffer);
  if (extension === 'xlsx' && (detected === 'office' || buffer.subarray(0, 4).equals(ZIP_MAGIC)))
    return 'xlsx';
  if (extension === 'csv' && detected === 'text' && decodeCsvText(buffer) !== null) return 'csv';
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${fileName}: ${ALLOCATION_SHEET_MESSAGES.fileType}`);
}
