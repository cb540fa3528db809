/**
 * The twelve carriers of the demo data. Spec 000 §1 names ALIANCA, Hamburg Süd, ZIM, DAL, MACS, HMM, HSG, SLOM,
 * STNN, UAL, TARROS and HUGO STINNES, and says STNN *is* Hugo Stinnes; the twelfth is CMA CGM, a line that
 * serves the same trades. Display names: HSG is shown by its German name, SLOM as 'SLOMAN NEPTUN', STNN as
 * 'HUGO STINNES'.
 */
export const CARRIERS = [
  { id: 'ALIANCA', name: 'Aliança', displayName: 'ALIANCA', color: '#0077c8' },
  { id: 'HSD', name: 'Hamburg Süd', displayName: 'HAMBURG SÜD', color: '#c8102e' },
  { id: 'ZIM', name: 'ZIM', displayName: 'ZIM', color: '#1b365d' },
  { id: 'DAL', name: 'DAL Deutsche Afrika-Linien', displayName: 'DAL', color: '#00843d' },
  { id: 'MACS', name: 'MACS Maritime Carrier Shipping', displayName: 'MACS', color: '#7a9a01' },
  { id: 'HMM', name: 'HMM', displayName: 'HMM', color: '#ef7d00' },
  { id: 'HSG', name: 'Hapag-Lloyd', displayName: 'HAPAG-LLOYD', color: '#f26a21' },
  { id: 'SLOM', name: 'Sloman Neptun', displayName: 'SLOMAN NEPTUN', color: '#00558c' },
  { id: 'STNN', name: 'Hugo Stinnes', displayName: 'HUGO STINNES', color: '#5b2c83' },
  { id: 'UAL', name: 'UAL Universal Africa Lines', displayName: 'UAL', color: '#b38f00' },
  { id: 'TARROS', name: 'Tarros', displayName: 'TARROS', color: '#0096a9' },
  { id: 'CMA', name: 'CMA CGM', displayName: 'CMA CGM', color: '#e2001a' },
] as const;

export type CarrierId = (typeof CARRIERS)[number]['id'];

/** Carriers whose weekly payments need approved accounting documents before approval (DECISIONS.md). */
export const PAYMENT_NEEDS_DOCUMENTS: readonly CarrierId[] = ['HSG', 'HMM'];

export function carrierDisplayName(id: string): string {
  return CARRIERS.find((c) => c.id === id)?.displayName ?? id.toUpperCase();
}
