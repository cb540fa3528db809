import { DISTANCE_FACTORS, type TransportMode } from './transport-modes.ts';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius in km (IUGG), the one the haversine formula is usually given with. */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in km between two places (haversine formula). */
export function greatCircleKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The distance along the way in whole km, until a routing engine is configured: the great-circle distance times
 * the mode's factor (DECISIONS "Land transport"). Screens write the method beside every figure that uses it
 * (DISTANCE_METHOD).
 */
export function estimatedRouteKm(from: Coordinates, to: Coordinates, mode: TransportMode): number {
  return Math.round(greatCircleKm(from, to) * DISTANCE_FACTORS[mode]);
}

export function distanceMethod(mode: TransportMode): string {
  return `great-circle distance × ${DISTANCE_FACTORS[mode]}`;
}
