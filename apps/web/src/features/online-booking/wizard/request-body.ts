import {
  bookingFlags,
  cargoLineInput,
  REQUIRED,
  ZBookingRequestCreate,
  type TBookingRequestCreate,
} from '@portal/domain';
import type { BookingDraft } from './draft.ts';

/** Fields of step 1 in the order their errors are focused. */
export const GENERAL_FIELDS = [
  'clientId',
  'origin',
  'destination',
  'carrierId',
  'quoteNumber',
  'customerReference',
  'termsAccepted',
] as const;
export type GeneralField = (typeof GENERAL_FIELDS)[number];
export type GeneralErrors = Partial<Record<GeneralField, string>>;

// Step 1 is checked with the request schema itself, so the form and the server say the same.
const ZGeneralStep = ZBookingRequestCreate.pick({
  origin: true,
  destination: true,
  carrierId: true,
  quoteNumber: true,
  customerReference: true,
  termsAccepted: true,
});

/** The errors of step 1 (001 §5): origin, destination, carrier and terms are required; staff name the client. */
export function generalErrors(draft: BookingDraft, isStaff: boolean): GeneralErrors {
  const errors: GeneralErrors = {};
  if (isStaff && !draft.clientId) errors.clientId = REQUIRED;
  const parsed = ZGeneralStep.safeParse({
    origin: draft.origin ?? '',
    destination: draft.destination ?? '',
    carrierId: draft.carrierId ?? '',
    quoteNumber: draft.quoteNumber.trim() === '' ? null : draft.quoteNumber.trim(),
    customerReference: draft.customerReference,
    termsAccepted: draft.termsAccepted,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as GeneralField;
      errors[field] ??= issue.message;
    }
  }
  return errors;
}

export function firstErrorField(errors: GeneralErrors): GeneralField | null {
  return GENERAL_FIELDS.find((f) => errors[f]) ?? null;
}

/** The body of POST /api/booking-requests. Zones that no longer apply (no soc, no imo) send no files. */
export function requestBody(draft: BookingDraft, isStaff: boolean): TBookingRequestCreate {
  const flags = bookingFlags(draft.lines);
  const ids = (zone: keyof BookingDraft['files']) => draft.files[zone].map((f) => f.id);
  return {
    ...(isStaff && draft.clientId ? { clientId: draft.clientId } : {}),
    origin: draft.origin ?? '',
    destination: draft.destination ?? '',
    carrierId: draft.carrierId ?? '',
    quoteNumber: draft.quote ? draft.quote.id : null,
    customerReference: draft.customerReference.trim(),
    termsAccepted: true,
    schedule: draft.schedule,
    containers: draft.lines.map(cargoLineInput),
    additionalInfo: draft.additionalInfo.trim(),
    files: {
      additional: ids('additional'),
      imo: flags.imo ? ids('imo') : [],
      certificate: flags.soc ? ids('certificate') : [],
    },
  };
}

/**
 * The step that holds the field a server message names ('containers.0.pickupLocationId: …'), and the field of
 * step 1 when it is one of them. Unknown paths stay on the summary.
 */
export function placeOfServerError(message: string): { step: number; field: GeneralField | null } {
  const path = /^([\w.]+): /.exec(message)?.[1] ?? '';
  const head = path.split('.')[0] ?? '';
  if ((GENERAL_FIELDS as readonly string[]).includes(head)) return { step: 0, field: head as GeneralField };
  if (head === 'schedule') return { step: 0, field: null };
  if (head === 'containers') return { step: 1, field: null };
  if (head === 'files' || head === 'additionalInfo') return { step: 2, field: null };
  return { step: 3, field: null };
}

/** The server's words without the field path, for a field's own error text. */
export function messageWithoutPath(message: string): string {
  return message.replace(/^[\w.]+: /, '');
}
