import { z } from 'zod';

/** One side-charge table (spec 002 §3 Carrier.sideCharges): free-text column headers and rows aligned to them. */
export const ZSideChargeTable = z.object({
  columns: z.array(z.string().max(200, 'A column header has at most 200 characters.')).max(30),
  rows: z
    .array(z.object({ values: z.array(z.string().max(2000, 'A cell has at most 2,000 characters.')) }))
    .max(500),
});
export type TSideChargeTable = z.infer<typeof ZSideChargeTable>;

/** A carrier's side charges: the "Import / Crosstrade" tab's tables and the "Export" tab's. */
export const ZSideCharges = z.object({
  importCharges: z.array(ZSideChargeTable).max(50),
  exportCharges: z.array(ZSideChargeTable).max(50),
});
export type TSideCharges = z.infer<typeof ZSideCharges>;
