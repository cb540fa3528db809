/**
 * A sheet as the readers hand it over: the header row and the rows below it, numbered as the spreadsheet shows
 * them. CSV gives text only; XLSX also gives numbers and dates (date cells arrive as UTC midnight).
 */
export type SheetCell = string | number | Date | null;

export interface SheetRow {
  /** The row number the person sees in Excel (the header is row 1). */
  row: number;
  cells: SheetCell[];
}

export interface SheetTable {
  header: SheetCell[];
  rows: SheetRow[];
}
