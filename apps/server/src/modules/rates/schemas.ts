import { z } from 'zod';
import { ZCostLine, ZCostRemark, ZListQuery, ZRemark, ZServiceDetails, ZTerm } from '@portal/domain';
import { ZApiError } from '../../platform/http/schemas.ts';

/** Request and answer shapes of the rate endpoints (apps/web/src/components/rate-import/types.ts mirrors them). */

export const ZRateImportSummary = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  /** Rates already there with the same content (a re-import). */
  unchanged: z.number().int(),
});
export type TRateImportSummary = z.infer<typeof ZRateImportSummary>;

export const ZRowError = z.object({ row: z.number().int(), column: z.string(), message: z.string() });

/** The app's error shape plus the problems of the file, each with its sheet row and column. */
export const ZRateImportRejected = ZApiError.extend({ errors: z.array(ZRowError).optional() });

const code = (what: string, pattern: RegExp, hint: string) =>
  z.string().trim().toUpperCase().regex(pattern, `${what}: ${hint}`).optional();

export const ZRatesQuery = ZListQuery.extend({
  carrier: code('carrier', /^[A-Z]{2,10}$/, 'Give a carrier id such as HSG.'),
  origin: code('origin', /^[A-Z]{2}[A-Z2-9]{3}$/, 'Give a UN/LOCODE such as DEHAM.'),
  destination: code('destination', /^[A-Z]{2}[A-Z2-9]{3}$/, 'Give a UN/LOCODE such as BRSSZ.'),
  containerType: code('containerType', /^[0-9A-Z]{4}(-SO)?$/, 'Give a container type id such as 22G1.'),
  /** Rates whose validity includes this day. */
  validOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'validOn: Give the date as yyyy-MM-dd.')
    .optional(),
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
