import { z } from 'zod';
import { ZRoutesQuery } from '../schemas.ts';
import { UNLOCODE } from './schemas.ts';

/** Same wording as GET /api/routes for the same kinds of value; a missing port gets it too. */
const PORT_MESSAGE = 'Give the port as a 5-letter UN/LOCODE such as DEHAM.';
const ZPort = z.string({ error: PORT_MESSAGE }).trim().toUpperCase().regex(UNLOCODE, PORT_MESSAGE);
const ZDate = ZRoutesQuery.shape.date;
const ZServiceType = z.enum(['CY', 'SD', 'CFS'], { error: 'Use CY, SD or CFS.' });

/** GET /api/v1/point-to-point-routes query: the parameters of DCSA CS 1.0 that a port-to-port schedule answers. */
export const ZPointToPointQuery = z.object({
  placeOfReceipt: ZPort,
  placeOfDelivery: ZPort,
  departureStartDate: ZDate.optional(),
  departureEndDate: ZDate.optional(),
  arrivalStartDate: ZDate.optional(),
  arrivalEndDate: ZDate.optional(),
  maxTranshipment: z.coerce
    .number()
    .int('maxTranshipment must be a whole number from 0.')
    .min(0, 'maxTranshipment must be a whole number from 0.')
    .optional(),
  receiptTypeAtOrigin: ZServiceType.optional(),
  deliveryTypeAtDestination: ZServiceType.optional(),
  cargoType: z.enum(['DRY', 'REEFER'], { error: 'Use DRY or REEFER.' }).optional(),
  limit: z.coerce
    .number()
    .int('limit must be a whole number from 1 to 1000.')
    .min(1, 'limit must be a whole number from 1 to 1000.')
    .max(1000, 'limit must be a whole number from 1 to 1000.')
    .default(100),
  cursor: z.string().max(1024).optional(),
});
export type TPointToPointQuery = z.infer<typeof ZPointToPointQuery>;
