/**
 * What reading one uploaded spreadsheet (.xlsx or .csv) may cost the server, for every sheet the portal reads:
 * rate files now, load lists, allocations and feeds next (docs/sheets.md). A hostile workbook once left 3 GB of
 * temp files from a 1 MB upload and ran 215 s at 3.5 GB; each limit below stops one way of doing that. A rate
 * file of 50,000 rows and 23 columns stays far inside all of them. A reader may lower a limit (rates lower
 * maxRows), never raise one past what the worker's memory allows.
 */
export const SHEET_LIMITS = {
  /** Bytes actually inflated from the zip, counted as they come out (the sizes a zip claims are not trusted). */
  maxUnpackedBytes: 64 * 1024 * 1024,
  /** Rows below the header row. */
  maxRows: 100_000,
  maxColumns: 200,
  maxCells: 2_000_000,
  /** Entries of a workbook's shared strings table (Excel keeps each distinct text once there). */
  maxSharedStrings: 500_000,
  /** Characters of all text cells; JavaScript keeps two bytes for each. */
  maxCharacters: 16_000_000,
  /** Excel's own limit for one cell. */
  maxCellCharacters: 32_767,
  /** Wall time of one read, from the moment its worker is ready (a 50,000-row rate file takes 3-4 s alone, 24 s on a machine busy 14 times over). */
  maxMs: 30_000,
  /** The JavaScript heap of the worker thread that reads one workbook; past it the worker is ended. */
  maxHeapMb: 256,
  /** Workbooks read at once by one server process; more wait their turn. */
  maxConcurrentReads: 2,
} as const;

export type SheetLimits = { readonly [K in keyof typeof SHEET_LIMITS]: number };

const count = (n: number) => n.toLocaleString('en-US');

/** What the person is told when a sheet passes a limit: which limit, and what to do. */
export const SHEET_MESSAGES = {
  tooLarge: (what: string) =>
    `The workbook is too large to import: ${what}. Keep only the rows and columns to import, or split it.`,
  unpacked: (limits: SheetLimits) => `it unpacks to more than ${limits.maxUnpackedBytes / (1024 * 1024)} MB`,
  rows: (limits: SheetLimits) =>
    `The file has more than ${count(limits.maxRows)} rows; split it into several files.`,
  columns: (limits: SheetLimits) => `it has more than ${limits.maxColumns} columns`,
  cells: (limits: SheetLimits) => `it has more than ${count(limits.maxCells)} cells`,
  sharedStrings: (limits: SheetLimits) =>
    `it holds more than ${count(limits.maxSharedStrings)} different texts`,
  characters: (limits: SheetLimits) => `its cells hold more than ${count(limits.maxCharacters)} characters`,
  cellCharacters: (limits: SheetLimits) =>
    `a cell holds more than ${count(limits.maxCellCharacters)} characters`,
  time: (limits: SheetLimits) => `reading it took longer than ${limits.maxMs / 1000} seconds`,
  memory: (limits: SheetLimits) => `reading it needs more than ${limits.maxHeapMb} MB of memory`,
  notAWorkbook: (fileName: string) => `${fileName} is not a readable Excel workbook (.xlsx).`,
} as const;
