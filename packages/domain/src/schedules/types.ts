/** A port call of a voyage: where and when the vessel is, times as UTC instants. */
export interface PortCall {
  portId: string;
  terminalId: string | null;
  arrival: Date;
  departure: Date;
}

/** One voyage of a vessel on a carrier's service, its calls in rotation order. */
export interface Voyage {
  id: string;
  carrierId: string;
  serviceCode: string;
  vesselName: string;
  vesselImo: string | null;
  voyageNumber: string;
  calls: PortCall[];
}

/** A stretch of one voyage between two of its calls. */
export interface RouteLeg {
  voyage: Voyage;
  from: PortCall;
  to: PortCall;
}

/** A way from origin to destination: one leg direct, two or three with transshipments. */
export interface FoundRoute {
  legs: RouteLeg[];
  departure: Date;
  arrival: Date;
  /** Whole days from departure at origin to arrival at destination, rounded up. */
  transitDays: number;
}

export type RouteSort = 'departure' | 'arrival' | 'transit';
