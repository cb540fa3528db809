import { z } from 'zod';
import { zImportRejected } from '../errors.ts';
import { ZListQuery } from '../lists.ts';
import { ZCostLine, ZCostRemark, ZRemark, ZServiceDetails, ZTerm } from '../quotes/types.ts';
import { UNLOCODE_PATTERN, ZText, zIsoDay } from '../validation.ts';

/** Request and answer shapes of the rate endpoints, shared by the server (validation, OpenAPI) and the web. */

export const ZRateImportSummary = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  /** Rates already there with the same content (a re-import). */
  unchanged: z.number().int(),
});
export type TRateImportSummary = z.infer<typeof ZRateImportSummary>;

/** One problem of a rate file: the sheet row (1 is the header), the column and what to do. */
export const ZRateFileProblem = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type TRateFileProblem = z.infer<typeof ZRateFileProblem>;

/** What a rate file may be (the server checks the content too): CSV or XLSX, at most 10 MB. */
export const RATE_FILE_TYPES = {
  'text/csv': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
} as const satisfies Record<string, readonly string[]>;
export const RATE_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** The error answer plus the problems of the file, each with its sheet row and column. */
export const ZRateImportRejected = zImportRejected(ZRateFileProblem);
export type TRateImportRejected = z.infer<typeof ZRateImportRejected>;

const code = (what: string, pattern: RegExp, hint: string) =>
  ZText.trim().toUpperCase().regex(pattern, `${what}: ${hint}`).optional();

export const ZRatesQuery = ZListQuery.extend({
  carrier: code('carrier', /^[A-Z]{2,10}$/, 'Give a carrier id such as HSG.'),
  origin: code('origin', UNLOCODE_PATTERN, 'Give a UN/LOCODE such as DEHAM.'),
  destination: code('destination', UNLOCODE_PATTERN, 'Give a UN/LOCODE such as BRSSZ.'),
  containerType: code('containerType', /^[0-9A-Z]{4}(-SO)?$/, 'Give a container type id such as 22G1.'),
  /** Rates whose validity includes this day. */
  validOn: zIsoDay('validOn: Give the date as yyyy-MM-dd.').optional(),
});
export type TRatesQuery = z.infer<typeof ZRatesQuery>;

export const ZRateListItem = z.object({
  id: z.string(),
  carrierId: z.string(),
  originId: z.string(),
  destinationId: z.string(),
  containerTypeId: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  costLines: z.array(ZCostLine),
  costRemarks: z.array(ZCostRemark),
  terms: z.array(ZTerm),
  remarks: z.array(ZRemark),
  placeOfReceiptName: z.string().nullable(),
  placeOfDeliveryName: z.string().nullable(),
  serviceDetails: ZServiceDetails.nullable(),
  createdAt: z.string(),
});
export type TRateListItem = z.infer<typeof ZRateListItem>;
