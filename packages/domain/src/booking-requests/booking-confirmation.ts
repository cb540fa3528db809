import { z } from 'zod';
import { UNLOCODE_PATTERN, zIsoDay } from '../validation.ts';

/**
 * The INTTRA booking-confirmation e-mail read for the "Upload Booking" dialog (spec 000 §4, §5;
 * docs DECISIONS "Booking-confirmation upload"): what the parser answers, and the words the upload shows.
 */

/** Spec 000 §5: every file that is not a "Booking - Requested" e-mail is refused with these words (4 s). */
export const BOOKING_CONFIRMATION_MESSAGES = {
  wrongType: 'File must be of type: Booking - Requested',
} as const;

/** The one booking type the upload accepts (spec 000 §4 Imports: only the 'Requested' heading). */
export const BOOKING_CONFIRMATION_ACCEPTED_TYPE = 'Requested';

/** Bounds of what the parser reads and answers, so an odd or hostile file costs little. */
export const BOOKING_CONFIRMATION_LIMITS = {
  /**
   * Bytes (or characters of a string) read from the start of a file. Real e-mails have well under 200 KB; parsing
   * takes time by size (1 MB of bare `<br>` about 0.5 s on a quiet machine), so this bounds the worst file.
   */
  maxBytes: 1024 * 1024,
  /** Elements nested deeper than this end the part read: real e-mails nest about 20 deep. */
  maxDepth: 128,
  /** Characters of one answered text. */
  maxText: 500,
  /** Lines of one multi-line value (address, comments) and references per kind. */
  maxLines: 50,
  maxContainerLines: 200,
  maxCargoLines: 200,
} as const;

const L = BOOKING_CONFIRMATION_LIMITS;

/** Human labels of the fields, as the e-mail names them; `missing` lists these. */
export const BOOKING_CONFIRMATION_FIELDS = {
  booker: 'Booker',
  carrier: 'Carrier/NVOCC/Booking Agent',
  contact: 'Contact',
  intraRefNumber: 'INTTRA Reference Number',
  carrierBookingNumber: 'Carrier Booking Number',
  customerShipmentId: 'Customer Shipment ID',
  bookingOffice: 'Booking Office',
  agreementNumber: 'Contract Number',
  forwarderReferences: "Freight Forwarder's Reference Number(s)",
  shipperReferences: "Shipper's Reference Number(s)",
  customerPreferences: 'Customer Preferences',
  assembledDate: 'Customer Transaction Assembled Date',
  moveType: 'Move Type',
  placeOfReceipt: 'Place of Carrier Receipt',
  placeOfDelivery: 'Place of Carrier Delivery',
  pol: 'Main Port of Load',
  pod: 'Main Port of Discharge',
  sailDate: 'Sail Date',
  arrivalDate: 'Estimated Arrival Date',
  vessel: 'Vessel',
  voyage: 'Voyage',
  customerComments: 'Customer Comments',
  cargo: 'Cargo Description',
  containerLines: 'Container',
  quantity: 'Quantity',
  sizeType: 'Size/Type',
  netWeight: 'Net Weight',
  pickupDate: 'Pick-up Date',
} as const;

/** ISO 6346 size/type code as the e-mail gives it: 45G1, 22R1, L5G1. */
export const ISO_SIZE_TYPE_PATTERN = /^[0-9A-Z]{2}[A-Z][0-9A-Z]$/;

const text = z.string().max(L.maxText);
const optionalText = text.nullable();
const lines = z.array(text).max(L.maxLines);
const day = zIsoDay().nullable();

/** A place as written: the UN/LOCODE found in brackets ("Hamburg, Germany (DEHAM)"), else only the name. */
export const ZConfirmationPlace = z.object({
  locode: z.string().regex(UNLOCODE_PATTERN).nullable(),
  name: text,
});
export type TConfirmationPlace = z.infer<typeof ZConfirmationPlace>;

/** REEFER SETTINGS of a container line, as text: the e-mail's units vary (CEL/FAH, %, cbm/h). */
export const ZConfirmationReefer = z.object({
  /** The number as written, e.g. "-18.5". */
  temperature: optionalText,
  /** The unit after it, e.g. "CEL", "FAH". */
  temperatureUnit: optionalText,
  ventilation: optionalText,
  humidity: optionalText,
  /** Lines of the section the fields above do not take. */
  other: lines,
});
export type TConfirmationReefer = z.infer<typeof ZConfirmationReefer>;

export const ZConfirmationPickup = z.object({
  /** Address lines (name, street, city) without the labelled ones. */
  address: lines,
  postalCode: optionalText,
  countryCode: optionalText,
  /** PICK-UP DATE as yyyy-MM-dd; `dateText` keeps what was written (with a time, or unreadable). */
  date: day,
  dateText: optionalText,
});
export type TConfirmationPickup = z.infer<typeof ZConfirmationPickup>;

export const ZConfirmationContainerLine = z.object({
  quantity: z.number().int().min(1).max(9999).nullable(),
  isoType: z.string().regex(ISO_SIZE_TYPE_PATTERN).nullable(),
  /** The words beside the code, e.g. "40' High Cube"; the whole Size/Type text when no code is found. */
  description: optionalText,
  netWeightKg: z.number().int().min(0).max(10_000_000).nullable(),
  netWeight: optionalText,
  netVolume: optionalText,
  equipmentSupplier: optionalText,
  emptyFull: optionalText,
  serviceArrangement: optionalText,
  haulageArrangement: optionalText,
  reefer: ZConfirmationReefer.nullable(),
  pickup: ZConfirmationPickup.nullable(),
});
export type TConfirmationContainerLine = z.infer<typeof ZConfirmationContainerLine>;

/** One row of the CARGO table. */
export const ZConfirmationCargo = z.object({
  packages: optionalText,
  description: optionalText,
  weightKg: z.number().int().min(0).max(10_000_000).nullable(),
  weight: optionalText,
  grossVolume: optionalText,
});
export type TConfirmationCargo = z.infer<typeof ZConfirmationCargo>;

/** What a "Booking - Requested" e-mail says, in our words; null where it says nothing readable. */
export const ZConfirmationRequest = z.object({
  /** The carrier as the e-mail names it; matching it to one of ours is the caller's job. */
  carrierHint: z.object({ name: optionalText, inttraId: optionalText }).nullable(),
  bookerName: optionalText,
  bookerInttraId: optionalText,
  contactName: optionalText,
  contactEmail: optionalText,
  contactPhone: optionalText,
  intraRefNumber: optionalText,
  carrierBookingNumber: optionalText,
  /** The customer's reference. */
  customerShipmentId: optionalText,
  bookingOffice: optionalText,
  /** CONTRACT NUMBER. */
  agreementNumber: optionalText,
  forwarderReferences: lines,
  shipperReferences: lines,
  customerPreferences: optionalText,
  assembledDate: day,
  moveType: optionalText,
  placeOfReceipt: ZConfirmationPlace.nullable(),
  placeOfDelivery: ZConfirmationPlace.nullable(),
  pol: ZConfirmationPlace.nullable(),
  pod: ZConfirmationPlace.nullable(),
  sailDate: day,
  arrivalDate: day,
  vessel: optionalText,
  voyage: optionalText,
  customerComments: optionalText,
  /** The first cargo description line: what the request calls the commodity. */
  commodity: optionalText,
  cargo: z.array(ZConfirmationCargo).max(L.maxCargoLines),
  containerLines: z.array(ZConfirmationContainerLine).max(L.maxContainerLines),
  paymentTerm: optionalText,
  freightPayer: optionalText,
  paymentLocation: optionalText,
});
export type TConfirmationRequest = z.infer<typeof ZConfirmationRequest>;

export const BOOKING_CONFIRMATION_REFUSALS = [
  /** An INTTRA booking e-mail of another type ("Booking - Cancelled") or without its heading. */
  'not-booking-requested',
  /** Not such an e-mail at all. */
  'not-inttra-email',
  /** The reader failed on the file (a fault of ours, never expected); the upload answers as for a wrong file. */
  'unreadable',
] as const;

/** The parser's answer: the request it could read with the labels of what is missing, or why it refused. */
export const ZBookingConfirmation = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    bookingType: text,
    request: ZConfirmationRequest,
    /** Labels (BOOKING_CONFIRMATION_FIELDS, "Container 2: Size/Type") of expected fields not read. */
    missing: z.array(text),
  }),
  z.object({
    ok: z.literal(false),
    reason: z.enum(BOOKING_CONFIRMATION_REFUSALS),
    /** The type the heading named ("Cancelled"), null when there was none. */
    bookingType: optionalText,
  }),
]);
export type TBookingConfirmation = z.infer<typeof ZBookingConfirmation>;
