import type { TSpecialOffer } from '@portal/domain';

/** A live special offer, Hamburg to Santos in a 40HC, valid until the given day. */
export function hamburgSantosOffer(validUntil: Date): TSpecialOffer {
  return {
    id: 'o1',
    carrier: { id: 'HSG', name: 'Hamburg Süd', color: '#c8102e' },
    containerType: { id: '45G1', label: '40HC' },
    origin: { id: 'DEHAM', name: 'Hamburg', countryCode: 'DE' },
    destination: { id: 'BRSSZ', name: 'Santos', countryCode: 'BR' },
    image: null,
    price: { currency: 'USD', amount: 1450 },
    validUntil: validUntil.toISOString(),
    retired: false,
  };
}
