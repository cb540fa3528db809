import { CO2_GRAMS_PER_TON_KM, type TransportMode } from './transport-modes.ts';

/** The hint a result shows (002 §2): "65 g CO2 per ton-km". */
export function co2Hint(mode: TransportMode): string {
  return `${CO2_GRAMS_PER_TON_KM[mode]} g CO2 per ton-km`;
}

export interface Co2Estimate {
  /** Kilograms of CO2 for the leg, one decimal. */
  kg: number;
  gramsPerTonKm: number;
  km: number;
  tons: number;
}

/**
 * The estimated CO2 of one loaded container's leg: distance × the cargo's weight × the mode's factor (beyond the
 * spec, issue 24 part 4). The weight is the cargo's in tons, as the spec's factors are per ton of goods moved;
 * the screen shows the method and the factors beside the figure.
 */
export function estimateCo2(mode: TransportMode, km: number, cargoTons: number): Co2Estimate {
  const gramsPerTonKm = CO2_GRAMS_PER_TON_KM[mode];
  const kg = Math.round((km * cargoTons * gramsPerTonKm) / 100) / 10;
  return { kg, gramsPerTonKm, km, tons: cargoTons };
}
