/**
 * DCSA names carriers by SMDG liner code or NMFTA SCAC; we name them by our own ids (packages/domain carriers.ts).
 * SMDG codes are from the SMDG liner code list (as DCSA's reference data carries it), SCACs are the lines'
 * published ones. Sloman Neptun and UAL have neither in those lists, and DAL, MACS, Hugo Stinnes and Tarros have
 * no SCAC we could confirm: those lines are written and read by our own id without a code list provider.
 */
export const CARRIER_CODES: Readonly<Record<string, { smdg: string | null; nmfta: string | null }>> = {
  ALIANCA: { smdg: 'ALI', nmfta: 'ANRM' },
  HSD: { smdg: 'HSD', nmfta: 'SUDU' },
  ZIM: { smdg: 'ZIM', nmfta: 'ZIMU' },
  DAL: { smdg: 'DAL', nmfta: null },
  MACS: { smdg: 'MAC', nmfta: null },
  HMM: { smdg: 'HMM', nmfta: 'HDMU' },
  HSG: { smdg: 'HLC', nmfta: 'HLCU' },
  SLOM: { smdg: null, nmfta: null },
  STNN: { smdg: 'HST', nmfta: null },
  UAL: { smdg: null, nmfta: null },
  TARROS: { smdg: 'TAR', nmfta: null },
  CMA: { smdg: 'CMA', nmfta: 'CMDU' },
};

export type CarrierCodeListProvider = 'SMDG' | 'NMFTA';

function findBy(provider: CarrierCodeListProvider, code: string): string | null {
  const key = provider === 'SMDG' ? 'smdg' : 'nmfta';
  return Object.entries(CARRIER_CODES).find(([, codes]) => codes[key] === code)?.[0] ?? null;
}

/**
 * Our carrier id for a DCSA carrier code. Without a provider the code is tried as SMDG, then NMFTA, then as our
 * own id (that is how we write the lines that have no code), so a file we exported reads back.
 */
export function carrierIdOf(code: string, provider: CarrierCodeListProvider | undefined): string | null {
  const upper = code.toUpperCase();
  if (provider) return findBy(provider, upper);
  return findBy('SMDG', upper) ?? findBy('NMFTA', upper) ?? (upper in CARRIER_CODES ? upper : null);
}

/**
 * The code we publish for one of our carriers: SMDG where known, else NMFTA, else our id without a provider
 * (DCSA allows four characters; a longer id is left out rather than cut).
 */
export function dcsaCarrierCode(carrierId: string): {
  carrierCode?: string;
  carrierCodeListProvider?: CarrierCodeListProvider;
} {
  const codes = CARRIER_CODES[carrierId];
  if (codes?.smdg) return { carrierCode: codes.smdg, carrierCodeListProvider: 'SMDG' };
  if (codes?.nmfta) return { carrierCode: codes.nmfta, carrierCodeListProvider: 'NMFTA' };
  return carrierId.length <= 4 ? { carrierCode: carrierId } : {};
}
