/** Where the rate import posts and where its template and sample download from. */
export const RATE_URLS = {
  import: '/api/rates/import',
  template: '/api/rates/template.csv',
  sample: '/api/rates/sample.xlsx',
} as const;
