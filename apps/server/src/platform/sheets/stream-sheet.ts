import { Readable } from 'node:stream';
import type { SheetLimits } from '@portal/domain';
import ExcelJS from 'exceljs';
import { sheetBudget } from './sheet-budget.ts';
import { SheetRefusal, UnreadableSheet } from './sheet-errors.ts';
import type { SheetCell, SheetTable } from './sheet-table.ts';
import { workbookForStreaming } from './workbook-parts.ts';

/** A cell's value as text, number or date: rich text joined, formulas by their result, links by their text. */
function cellOf(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('result' in value) return cellOf(value.result as ExcelJS.CellValue);
  if ('text' in value) return cellOf(value.text as ExcelJS.CellValue);
  if ('error' in value) return value.error;
  return null;
}

/**
 * The workbook in pieces as a file stream gives them. exceljs collects the XML events of each piece it is handed
 * before it hands out a row, so the whole workbook in one piece held every event of the sheet at once (a 50,000-row
 * sheet passed 256 MB).
 */
function* chunksOf(bytes: Uint8Array, size = 64 * 1024): Generator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

/**
 * The first worksheet of an .xlsx, streamed by exceljs from the parts workbookForStreaming inflated within the
 * limits. Styles are read so that date cells arrive as dates. Rows are counted by position as well as by their
 * number, so a sheet whose rows all claim one number still meets the row limit.
 */
export async function streamFirstSheet(buffer: Buffer, limits: SheetLimits): Promise<SheetTable> {
  const deadline = Date.now() + limits.maxMs;
  const workbook = await workbookForStreaming(buffer, limits);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(chunksOf(workbook)), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const table: SheetTable = { header: [], rows: [] };
  const budget = sheetBudget(limits, deadline);
  try {
    for await (const sheet of reader) {
      let position = 0;
      for await (const row of sheet) {
        position++;
        // exceljs rows are 1-based sparse arrays: index 1 is column A.
        const values = (row.values as ExcelJS.CellValue[]).slice(1);
        budget.row(Math.max(row.number, position), values.length);
        const cells = Array.from({ length: values.length }, (_, i) => cellOf(values[i]));
        for (const cell of cells) budget.cell(cell);
        if (row.number === 1) table.header = cells;
        else table.rows.push({ row: row.number, cells });
      }
      break;
    }
  } catch (error) {
    throw error instanceof SheetRefusal ? error : new UnreadableSheet();
  }
  return table;
}
