import { read, utils } from '@e965/xlsx';

export interface Sheet {
  name: string;
  rows: string[][];
}

/** Rows shown per sheet: enough to compare, few enough to stay quick. */
export const SHEET_ROW_LIMIT = 500;

/**
 * The sheets of a CSV, XLS or XLSX file as text rows (the cells as the file shows them), SheetJS reading each
 * format. CSV values stay text: no guessing of dates or numbers.
 */
export function sheetsOf(data: ArrayBuffer, kind: 'csv' | 'sheet'): Sheet[] {
  const book =
    kind === 'csv'
      ? read(new TextDecoder().decode(data), { type: 'string', raw: true })
      : read(new Uint8Array(data), { type: 'array' });
  return book.SheetNames.map((name) => {
    const rows = utils.sheet_to_json<unknown[]>(book.Sheets[name]!, {
      header: 1,
      raw: false,
      defval: '',
      blankrows: false,
    });
    return { name, rows: rows.slice(0, SHEET_ROW_LIMIT).map((row) => row.map((cell) => String(cell ?? ''))) };
  });
}
