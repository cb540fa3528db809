import type { Actor } from '../actor.ts';
import { actorIsStaff } from '../permissions.ts';
import { canEditRequest, REQUEST_STATUS } from './status.ts';
import {
  REQUEST_FIELD_LABELS,
  WORKBENCH_MESSAGES,
  type PatchField,
  type RequestField,
  type TBookingRequestDetail,
  type TBookingRequestPatch,
  type VgmSubmitter,
} from './workbench.ts';

/** Why something is refused, with the error code the server answers it with (errors.ts). */
export interface Refusal {
  code: 'BAD_REQUEST' | 'FORBIDDEN' | 'CONFLICT';
  message: string;
}

/** The record field each patch field changes: its label in messages and in the edit history. */
export const PATCH_FIELD_TARGETS = {
  agreementNo: 'agreementNo',
  blNumber: 'blNumber',
  intBlNumber: 'intBlNumber',
  intraRefNumber: 'intraRefNumber',
  customerReference: 'customerReference',
  clientId: 'client',
  statisticClientId: 'statisticClient',
  carrierId: 'carrier',
  vessel: 'vessel',
  voyage: 'voyage',
  etd: 'schedule',
  eta: 'schedule',
  schedule: 'schedule',
  vgmSubmittedBy: 'vgmSubmittedBy',
  containers: 'containers',
  freightDetails: 'freightDetails',
  leadingCurrency: 'leadingCurrency',
  specialRemarks: 'specialRemarks',
  additionalInfo: 'additionalInfo',
  quoteNumber: 'quoteNumber',
} as const satisfies Record<PatchField, RequestField>;

export const PATCH_FIELDS = Object.keys(PATCH_FIELD_TARGETS) as PatchField[];

/**
 * What a customer may change while the request is Requested: what the wizard asked of them (reference, cargo,
 * sailing, quote, special requests). Everything else is staff work (spec 000 §6 "Staff only": agreement
 * number, charges and currencies, Internal 1 and 2, itinerary dates, BL numbers, client and statistic
 * client; and the agent's fields: carrier, vessel and voyage, VGM, special remark templates).
 */
export const CUSTOMER_EDITABLE_FIELDS = [
  'customerReference',
  'containers',
  'schedule',
  'quoteNumber',
  'additionalInfo',
] as const satisfies readonly PatchField[];

export const STAFF_ONLY_FIELDS: readonly PatchField[] = PATCH_FIELDS.filter(
  (f) => !(CUSTOMER_EDITABLE_FIELDS as readonly string[]).includes(f),
);

type EditTarget = Pick<TBookingRequestDetail, 'statusCode'>;

/**
 * Spec 000 §4: "Editing is allowed only when status is below Confirmed and (status is Requested or the user is
 * an agent)". An agent is staff (customer view and acting-as are customers). Tenancy is the repo's: another
 * company's request never reaches this rule.
 */
export function requestEditRefusal(actor: Actor, request: EditTarget): Refusal | null {
  if (request.statusCode >= REQUEST_STATUS.confirmed)
    return { code: 'CONFLICT', message: WORKBENCH_MESSAGES.closedForEditing };
  if (!canEditRequest(request, actorIsStaff(actor)))
    return { code: 'CONFLICT', message: WORKBENCH_MESSAGES.customerEditWindow };
  return null;
}

/** Whether the edit-mode toggle is offered (and a save accepted) for this actor. */
export function canActorEditRequest(actor: Actor, request: EditTarget): boolean {
  return requestEditRefusal(actor, request) === null;
}

export function editableFields(actor: Actor): readonly PatchField[] {
  return actorIsStaff(actor) ? PATCH_FIELDS : CUSTOMER_EDITABLE_FIELDS;
}

/** The fields a patch sets; `undefined` means "leave as it is". */
export function fieldsIn(patch: Partial<TBookingRequestPatch>): PatchField[] {
  return PATCH_FIELDS.filter((f) => patch[f] !== undefined);
}

/** The staff-only fields a patch sets, for the customer's refusal. */
export function staffFieldsIn(patch: Partial<TBookingRequestPatch>): PatchField[] {
  return fieldsIn(patch).filter((f) => STAFF_ONLY_FIELDS.includes(f));
}

/** The patch with its staff-only fields dropped: what a customer's save may change. */
export function withoutStaffFields<T extends Partial<TBookingRequestPatch>>(patch: T): T {
  const copy = { ...patch };
  for (const f of STAFF_ONLY_FIELDS) delete copy[f];
  return copy;
}

function labelsOf(fields: readonly PatchField[]): string {
  return [...new Set(fields.map((f) => REQUEST_FIELD_LABELS[PATCH_FIELD_TARGETS[f]]))].join(', ');
}

/**
 * The VGM option 'admin' is disabled until an agent is assigned (spec 000 §5); the reason is its tooltip.
 */
export function vgmOptionRefusal(option: VgmSubmitter, hasAgent: boolean): string | null {
  return option === 'ADMIN' && !hasAgent ? WORKBENCH_MESSAGES.vgmAdminNeedsAgent : null;
}

/** The HSG internal B/L number exists only for carrier HSG (spec 000 §3 "intBlNumber (only for carrier HSG)"). */
export function hasInternalBl(carrierId: string): boolean {
  return carrierId.trim().toUpperCase() === 'HSG';
}

/**
 * Everything that refuses one save, in the order a person fixes it: the request is closed, the customer sent
 * staff fields, VGM by admin without an agent, an internal B/L on another carrier than HSG. Null: go ahead.
 */
export function patchRefusal(
  actor: Actor,
  request: Pick<TBookingRequestDetail, 'statusCode' | 'agent' | 'carrier'>,
  patch: Partial<TBookingRequestPatch>,
): Refusal | null {
  const closed = requestEditRefusal(actor, request);
  if (closed) return closed;
  if (!actorIsStaff(actor)) {
    const staff = staffFieldsIn(patch);
    if (staff.length > 0) return { code: 'FORBIDDEN', message: `Only staff can change: ${labelsOf(staff)}.` };
  }
  if (patch.vgmSubmittedBy) {
    const vgm = vgmOptionRefusal(patch.vgmSubmittedBy, request.agent !== null);
    if (vgm) return { code: 'BAD_REQUEST', message: vgm };
  }
  const carrierId = patch.carrierId ?? request.carrier.id;
  if (patch.intBlNumber && !hasInternalBl(carrierId))
    return { code: 'BAD_REQUEST', message: WORKBENCH_MESSAGES.intBlOnlyHsg };
  return null;
}
