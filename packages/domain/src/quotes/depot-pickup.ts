import { isShipperOwned } from '../container-types.ts';

/** The field message of a Get Quote line without its pickup depot; the form and the server answer it alike. */
export const PICKUP_LOCATION_REQUIRED = 'Choose the pickup location.';

/** The country of a UN/LOCODE is its first two letters (DEHAM is in DE). */
export function countryOfPort(portCode: string | null | undefined): string | null {
  return portCode && portCode.length >= 2 ? portCode.slice(0, 2).toUpperCase() : null;
}

/**
 * Spec 001 §5 "Get Quote submit": depot locations are shown when the origin or destination country is in the
 * depot country list (DEPOT_COUNTRIES).
 */
export function depotsShown(
  lane: { origin: string | null | undefined; destination: string | null | undefined },
  depotCountries: readonly string[],
): boolean {
  return [lane.origin, lane.destination].some((port) => {
    const country = countryOfPort(port);
    return country !== null && depotCountries.includes(country);
  });
}

/** "Each line needs a pickup location when depot locations are shown, unless the container description ends with 'S.O.'". */
export function needsPickupLocation(typeDescription: string | undefined, showDepots: boolean): boolean {
  return showDepots && !isShipperOwned(typeDescription);
}
