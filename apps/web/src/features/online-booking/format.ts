import { format, parseISO } from 'date-fns';
import { CARRIERS, carrierDisplayName, teuOf, type TCarrierOption, type Ventilation } from '@portal/domain';

const twoDecimals = new Intl.NumberFormat('de-CH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('de-CH', { maximumFractionDigits: 0 });

/** Weights are kg, shown with 2 decimals and KGS (spec 000 §9). */
export function formatWeight(kg: number | null): string {
  return kg === null ? '–' : `${twoDecimals.format(kg)} KGS`;
}

/** Temperature with sign and degrees Celsius (000 §9): +5 °C, -18 °C, 0 °C. */
export function formatTemperature(celsius: number | null): string {
  if (celsius === null) return '–';
  const sign = celsius > 0 ? '+' : '';
  return `${sign}${celsius} °C`;
}

export function formatCount(n: number): string {
  return whole.format(n);
}

/** yyyy-MM-dd shown as dd.MM.yyyy (000 §9); what cannot be read shows '???'. */
export function formatDay(day: string | null): string {
  if (!day) return '–';
  const date = parseISO(day);
  return Number.isNaN(date.getTime()) ? '???' : format(date, 'dd.MM.yyyy');
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Display name and brand colour of a carrier id: the server's list first, the domain's list as fallback. */
export function carrierLook(id: string, carriers: readonly TCarrierOption[] | undefined) {
  const known = carriers?.find((c) => c.id === id) ?? CARRIERS.find((c) => c.id === id);
  return { name: known?.displayName ?? carrierDisplayName(id), color: known?.color ?? '#5b6675' };
}

/** TEU of the cargo lines: 1 per 20' unit, 2 otherwise (000 §5). */
export function teuOfLines(
  lines: readonly { quantity: number; containerType: { id: string } | null }[],
): number {
  return lines.reduce((sum, l) => sum + (l.containerType ? teuOf(l.containerType.id) * l.quantity : 0), 0);
}

/** The ventilation settings in words. */
export const VENTILATION_LABELS: Record<Ventilation, string> = {
  CLOSED: 'Closed',
  '10%': '10% open',
  '25%': '25% open',
  '50%': '50% open',
  '75%': '75% open',
  OPEN: 'Open',
};
