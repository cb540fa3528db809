import { addDays } from 'date-fns';
import type { specialOffers } from '../../platform/db/schema/index.ts';

/** Three offers on demo lanes, valid for some weeks from the seed day. */
export function generateDemoOffers(anchor: Date): (typeof specialOffers.$inferInsert)[] {
  return [
    {
      carrierId: 'HSG',
      containerTypeId: '45G1',
      originId: 'DEHAM',
      destinationId: 'BRSSZ',
      priceCurrency: 'USD',
      priceAmount: 1450,
      validUntil: addDays(anchor, 21),
    },
    {
      carrierId: 'HMM',
      containerTypeId: '42G1',
      originId: 'CNSHA',
      destinationId: 'DEHAM',
      priceCurrency: 'USD',
      priceAmount: 1190,
      validUntil: addDays(anchor, 28),
    },
    {
      carrierId: 'ZIM',
      containerTypeId: '22G1',
      originId: 'ESVLC',
      destinationId: 'USHOU',
      priceCurrency: 'USD',
      priceAmount: 980,
      validUntil: addDays(anchor, 14),
    },
  ];
}
