import { z } from 'zod';

/** Cost line of a quote (spec 001 §3): currency may be 'incl.' when the charge is included elsewhere. */
export const ZCostLine = z.object({
  pos: z.number().int(),
  description: z.string().min(1),
  currency: z.string().min(1),
  value: z.number().nullable(),
  unit: z.string(),
  remark: z.string().nullable(),
  remarkRef: z.string().nullable(),
});
export type TCostLine = z.infer<typeof ZCostLine>;

export const ZCostRemark = z.object({ remarkRef: z.string(), remarkText: z.string() });
export type TCostRemark = z.infer<typeof ZCostRemark>;

export const ZTerm = z.object({
  label: z.string().min(1),
  value: z.string(),
  detail: z.string().nullable(),
  url: z.string().nullable(),
});
export type TTerm = z.infer<typeof ZTerm>;

export const ZServiceDetails = z.object({
  frequency: z.string(),
  routing: z.string(),
  /** Days from departure to arrival. */
  transitDays: z.number().int().nullable(),
});
export type TServiceDetails = z.infer<typeof ZServiceDetails>;

export const ZRemark = z.object({ title: z.string(), label: z.string(), text: z.string() });
export type TRemark = z.infer<typeof ZRemark>;

/** The costs of one container type on one carrier's quote. */
export const ZQuoteDetail = z.object({
  containerTypeId: z.string(),
  costLines: z.array(ZCostLine),
});
export type TQuoteDetail = z.infer<typeof ZQuoteDetail>;

/** A rate: what a carrier charges for a container type between two ports in a validity period. */
export interface Rate {
  id: string;
  carrierId: string;
  originId: string;
  destinationId: string;
  containerTypeId: string;
  /** yyyy-MM-dd, both ends inclusive. */
  validFrom: string;
  validTo: string;
  costLines: TCostLine[];
  costRemarks: TCostRemark[];
  terms: TTerm[];
  remarks: TRemark[];
  placeOfReceiptName: string | null;
  placeOfDeliveryName: string | null;
  serviceDetails: TServiceDetails | null;
}
