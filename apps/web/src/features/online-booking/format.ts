import {
  CARRIERS,
  carrierDisplayName,
  teuTotal,
  type TCarrierOption,
  type Ventilation,
} from '@portal/domain';

/** Display name and brand colour of a carrier id: the server's list first, the domain's list as fallback. */
export function carrierLook(id: string, carriers: readonly TCarrierOption[] | undefined) {
  const known = carriers?.find((c) => c.id === id) ?? CARRIERS.find((c) => c.id === id);
  return { name: known?.displayName ?? carrierDisplayName(id), color: known?.color ?? '#5b6675' };
}

/** TEU of the wizard's lines, whose type is a chosen option or none yet. */
export function teuOfLines(
  lines: readonly { quantity: number; containerType: { id: string } | null }[],
): number {
  return teuTotal(lines.map((l) => ({ quantity: l.quantity, containerTypeId: l.containerType?.id ?? null })));
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
