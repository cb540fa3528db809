/**
 * Transport modes of inland haulage (spec 002 §3 "Transport modes"): the stored values and their display names, the
 * CO2 hint per ton-km (002 §2 Land Transport) and the factor that turns a great-circle distance into a distance
 * along the way (DECISIONS "Land transport": road 1.2, rail 1.1, barge 1.3; a combined mode takes its main leg's).
 */
export const TRANSPORT_MODES = [
  'TRUCK',
  'RAIL',
  'BARGE',
  'BARGE ROAD COMBINED',
  'BARGE RAIL COMBINED',
  'RAIL ROAD COMBINED',
] as const;

export type TransportMode = (typeof TRANSPORT_MODES)[number];

export const TRANSPORT_MODE_NAMES: Record<TransportMode, string> = {
  TRUCK: 'Truck',
  RAIL: 'Rail',
  BARGE: 'Barge',
  'BARGE ROAD COMBINED': 'Barge / Truck',
  'BARGE RAIL COMBINED': 'Barge / Rail',
  'RAIL ROAD COMBINED': 'Rail / Truck',
};

/** The modes the manual-routes section offers, in its order and with its own labels (002 §2 "Manual routes"). */
export const MANUAL_ROUTE_MODES: ReadonlyArray<{ mode: TransportMode; label: string }> = [
  { mode: 'BARGE', label: 'Barge' },
  { mode: 'TRUCK', label: 'Truck' },
  { mode: 'RAIL', label: 'Rail' },
  { mode: 'BARGE ROAD COMBINED', label: 'Barge + Truck' },
  { mode: 'RAIL ROAD COMBINED', label: 'Rail + Truck' },
];

/**
 * Grams of CO2 per ton-km (002 §2: truck 65 g, barge 31.5 g, rail 22 g, barge plus road 50 g, barge plus rail
 * 27 g). Rail plus road is not in the spec's list: its figure here is the mean of rail and truck, the same way
 * the spec's barge plus road sits between barge and truck.
 */
export const CO2_GRAMS_PER_TON_KM: Record<TransportMode, number> = {
  TRUCK: 65,
  RAIL: 22,
  BARGE: 31.5,
  'BARGE ROAD COMBINED': 50,
  'BARGE RAIL COMBINED': 27,
  'RAIL ROAD COMBINED': 43.5,
};

/** Great-circle distance times this factor is the distance along the way (DECISIONS "Land transport"). */
export const DISTANCE_FACTORS: Record<TransportMode, number> = {
  TRUCK: 1.2,
  RAIL: 1.1,
  BARGE: 1.3,
  'BARGE ROAD COMBINED': 1.3,
  'BARGE RAIL COMBINED': 1.3,
  'RAIL ROAD COMBINED': 1.1,
};

export function transportModeName(mode: string): string {
  return (TRANSPORT_MODE_NAMES as Record<string, string>)[mode] ?? mode;
}
