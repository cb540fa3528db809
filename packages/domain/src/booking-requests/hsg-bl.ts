import { hasInternalBl } from './edit-permission.ts';

/** Spec 000 §5: HSG B/L numbers have 16 characters (HLCU + 12). */
export const HSG_BL_LENGTH = 16;

export interface BlReferences {
  pickupReference: string;
  deliveryReference: string;
  vgmPin: string;
}

export interface BlRuleFields<C extends BlReferences = BlReferences> {
  blNumber: string | null;
  intBlNumber: string | null;
  containers: C[];
}

const blank = (v: string | null | undefined) => !v || v.trim() === '';

/** Whether a B/L number sets off the HSG rule: carrier HSG and 16 characters (spaces around it ignored). */
export function isHsgBlNumber(carrierId: string, blNumber: string | null | undefined): boolean {
  return hasInternalBl(carrierId) && !!blNumber && blNumber.trim().length === HSG_BL_LENGTH;
}

/**
 * Spec 000 §5: "A BL number of 16 characters for carrier HSG auto-fills the internal BL number and the pickup,
 * delivery and VGM pin references when empty." Filled with the B/L number itself; values already there stay.
 * Run on the edited values before saving (the web, to show them; the server, on what it stores).
 */
export function applyHsgBlRule<T extends BlRuleFields>(carrierId: string, fields: T): T {
  if (!isHsgBlNumber(carrierId, fields.blNumber)) return fields;
  const bl = fields.blNumber!.trim();
  const fill = (v: string) => (blank(v) ? bl : v);
  return {
    ...fields,
    intBlNumber: blank(fields.intBlNumber) ? bl : fields.intBlNumber,
    containers: fields.containers.map((c) => ({
      ...c,
      pickupReference: fill(c.pickupReference),
      deliveryReference: fill(c.deliveryReference),
      vgmPin: fill(c.vgmPin),
    })),
  };
}
