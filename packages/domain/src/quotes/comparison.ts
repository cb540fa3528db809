/**
 * The group page compares only seafreight, fuel and surcharge cost lines (spec 001 §5 "Group comparison"):
 * a line whose description is not one of these names is hidden there. Matching ignores case and spacing.
 */
export const COMPARED_COST_NAMES = [
  'Seafreight',
  'Ocean Freight',
  'Basic Ocean Freight',
  'BAF',
  'Bunker Adjustment Factor',
  'Bunker Surcharge',
  'Fuel Surcharge',
  'EBS',
  'Emergency Bunker Surcharge',
  'LSS',
  'Low Sulphur Surcharge',
  'ECA Surcharge',
  'ETS Surcharge',
  'EU ETS Surcharge',
  'FuelEU Surcharge',
  'Green Fuel Surcharge',
  'CAF',
  'Currency Adjustment Factor',
  'PSS',
  'Peak Season Surcharge',
  'GRI',
  'General Rate Increase',
  'War Risk Surcharge',
  'Suez Canal Surcharge',
  'Panama Canal Surcharge',
  'Canal Transit Fee',
  'ISPS',
  'ISPS Surcharge',
  'Security Surcharge',
  'Congestion Surcharge',
  'Piracy Surcharge',
  'Contingency Surcharge',
  'Marine Fuel Recovery',
  'Operational Cost Recovery',
] as const;

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const COMPARED = new Set(COMPARED_COST_NAMES.map(normalize));

export function isComparedCostLine(description: string): boolean {
  return COMPARED.has(normalize(description));
}
