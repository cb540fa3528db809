import { CARRIERS, carrierDisplayName, teuTotal, type TCarrierOption } from '@portal/domain';

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
