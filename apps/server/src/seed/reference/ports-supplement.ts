/** Ports the demo trades use that the copied lists lack or describe poorly. */
export const PORT_SUPPLEMENT = [
  {
    id: 'TRAMR',
    name: 'Ambarli',
    city: 'Istanbul',
    countryCode: 'TR',
    timeZone: 'Europe/Istanbul',
    latitude: 40.9667,
    longitude: 28.6833,
  },
] as const;
