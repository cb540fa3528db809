import { z } from 'zod';
import { UNLOCODE_PATTERN, zDateTimeInput, ZImageUrl, ZText } from '../validation.ts';

// What the home page needs to show offers lives in special-offer-rules.ts, without zod.
export { offerIsLive, offerShownValidUntil } from './special-offer-rules.ts';

export const OFFER_CURRENCIES = ['EUR', 'USD', 'CHF', 'BRL'] as const;

export const ZSpecialOffer = z.object({
  id: z.string(),
  carrier: z.object({ id: z.string(), name: z.string(), color: z.string() }),
  containerType: z.object({ id: z.string(), label: z.string() }),
  origin: z.object({ id: z.string(), name: z.string(), countryCode: z.string() }),
  destination: z.object({ id: z.string(), name: z.string(), countryCode: z.string() }),
  image: z.string().nullable(),
  price: z.object({ currency: z.string(), amount: z.number() }),
  validUntil: z.string(),
  retired: z.boolean(),
});
export type TSpecialOffer = z.infer<typeof ZSpecialOffer>;

/** What staff enter for an offer; the server checks carrier, type and ports exist. */
export const ZSpecialOfferInput = z.object({
  carrierId: ZText.trim().toUpperCase().min(1, 'Choose a carrier.'),
  containerTypeId: ZText.trim().toUpperCase().min(1, 'Choose a container type.'),
  originId: ZText.trim()
    .toUpperCase()
    .regex(UNLOCODE_PATTERN, 'Give the origin as a UN/LOCODE such as DEHAM.'),
  destinationId: ZText.trim()
    .toUpperCase()
    .regex(UNLOCODE_PATTERN, 'Give the destination as a UN/LOCODE such as BRSSZ.'),
  image: ZImageUrl.nullable().default(null),
  price: z.object({
    currency: z.enum(OFFER_CURRENCIES, { message: 'Invalid or missing currency' }),
    amount: z.coerce.number().positive('The price must be above 0.').max(1_000_000, 'The price is too high.'),
  }),
  validUntil: zDateTimeInput('Give the date the offer ends.'),
});
export type TSpecialOfferInput = z.infer<typeof ZSpecialOfferInput>;

export const ZSpecialOfferIdParams = z.object({ id: z.string().uuid('The offer id is not valid.') });

/**
 * Ours (issue 20): a carrier-restricted staff member (allowedCarriers) works on the offers of its carriers only,
 * as on every carrier-bearing record; the cards themselves stay public.
 */
export const SPECIAL_OFFER_MESSAGES = {
  otherCarrier: 'You can change only the special offers of your carriers.',
  /** In the manager's list, beside an offer of a carrier the staff member is not given. */
  otherCarrierShort: 'Not your carrier',
  carrierNotAllowed: 'carrierId: Choose one of your carriers.',
} as const;
