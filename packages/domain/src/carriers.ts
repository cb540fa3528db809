/**
 * The twelve carriers of the demo data. Spec 000 §1 names ALIANCA, Hamburg Süd, ZIM, DAL, MACS, HMM, HSG, SLOM,
 * STNN, UAL, TARROS and HUGO STINNES, and says STNN *is* Hugo Stinnes, so that list holds eleven lines. The
 * twelfth is CMA CGM, a line that serves the same Europe – South America / Africa trades. Hamburg Süd gets the
 * id HSD (the spec shows only its name). Display names: HSG shows the German line's name 'HAPAG-LLOYD', SLOM
 * 'SLOMAN NEPTUN', STNN 'HUGO STINNES'. Colours are brand-like and distinct, for charts and chips.
 */
export const CARRIERS = [
  { id: 'ALIANCA', name: 'Aliança', displayName: 'ALIANCA', color: '#0077c8' },
  { id: 'HSD', name: 'Hamburg Süd', displayName: 'HAMBURG SÜD', color: '#c8102e' },
  { id: 'ZIM', name: 'ZIM', displayName: 'ZIM', color: '#1b365d' },
  { id: 'DAL', name: 'DAL Deutsche Afrika-Linien', displayName: 'DAL', color: '#00843d' },
  { id: 'MACS', name: 'MACS Maritime Carrier Shipping', displayName: 'MACS', color: '#7a9a01' },
  { id: 'HMM', name: 'HMM', displayName: 'HMM', color: '#f0ab00' },
  { id: 'HSG', name: 'Hapag-Lloyd', displayName: 'HAPAG-LLOYD', color: '#ff6600' },
  { id: 'SLOM', name: 'Sloman Neptun', displayName: 'SLOMAN NEPTUN', color: '#6cace4' },
  { id: 'STNN', name: 'Hugo Stinnes', displayName: 'HUGO STINNES', color: '#5b2c83' },
  { id: 'UAL', name: 'UAL Universal Africa Lines', displayName: 'UAL', color: '#8b5a2b' },
  { id: 'TARROS', name: 'Tarros', displayName: 'TARROS', color: '#0096a9' },
  { id: 'CMA', name: 'CMA CGM', displayName: 'CMA CGM', color: '#e5007e' },
] as const;

export type CarrierId = (typeof CARRIERS)[number]['id'];

/** Carriers whose weekly payments need approved accounting documents before approval (DECISIONS.md). */
export const PAYMENT_NEEDS_DOCUMENTS: readonly CarrierId[] = ['HSG', 'HMM'];

export const CARRIER_DISPLAY_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  CARRIERS.map((c) => [c.id, c.displayName]),
);

/** The name a carrier id is shown with; unknown ids are shown as they are, upper-cased. */
export function carrierDisplayName(id: string): string {
  return CARRIER_DISPLAY_NAMES[id] ?? id.toUpperCase();
}
