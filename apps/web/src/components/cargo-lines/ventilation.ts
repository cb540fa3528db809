import type { Ventilation } from '@portal/domain';

/** The ventilation settings in words. */
export const VENTILATION_LABELS: Record<Ventilation, string> = {
  CLOSED: 'Closed',
  '10%': '10% open',
  '25%': '25% open',
  '50%': '50% open',
  '75%': '75% open',
  OPEN: 'Open',
};
