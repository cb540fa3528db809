/**
 * Answers of POST /api/rates/import. They mirror the server's ZRateImportSummary and ZRateImportRejected
 * (apps/server/src/modules/rates/schemas.ts); the web may not import server code.
 */
export interface RateImportSummary {
  created: number;
  updated: number;
  /** Rates that were already there with the same content. */
  unchanged: number;
}

/** One problem of the file: the sheet row (1 is the header), the column and what to do. */
export interface RateFileProblem {
  row: number;
  column: string;
  message: string;
}

/** The accepted file types and size, as the server checks them (it checks the content too). */
export const RATE_FILE_ACCEPT: Record<string, string[]> = {
  'text/csv': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};
export const RATE_FILE_MAX_BYTES = 10 * 1024 * 1024;

export const RATE_URLS = {
  import: '/api/rates/import',
  template: '/api/rates/template.csv',
  sample: '/api/rates/sample.xlsx',
} as const;
