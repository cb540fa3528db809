import { z } from 'zod';
import { ZText, zIsoDay } from '../validation.ts';
import { VENTILATION_OPTIONS } from './container-lines.ts';
import { ZLineTariffs } from './tariffs.ts';

/** Spec 001 §5: a required field of the online booking. */
export const REQUIRED = 'This field is required.';
/** Cargo lines of one request, and dangerous-goods or out-of-gauge entries of one line. */
export const MAX_CARGO_LINES = 50;
export const MAX_LINE_ENTRIES = 10;

/** Messages of the cargo line checks: the wizard's lines form shows them at its fields, the server answers them. */
export const CARGO_LINE_MESSAGES = {
  imoClass: 'Give the IMO class.',
  imoClassMax: 'The IMO class has at most 10 characters.',
  unNumber: 'The UN number has four digits.',
  pgNumber: 'The packing group has at most 5 characters.',
  length: 'Give a length from 0 to 10,000 cm.',
  width: 'Give a width from 0 to 10,000 cm.',
  height: 'Give a height from 0 to 10,000 cm.',
  oogWeight: 'Give a weight from 0 to 100,000 kg.',
  quantity: 'Quantity must be a whole number.',
  quantityMin: 'Quantity must be at least 1.',
  quantityMax: 'Quantity may be at most 999.',
  weight: 'Weight is a whole number of kg.',
  weightRange: 'Weight may be from 0 to 100,000 kg.',
  commodityMax: 'A commodity has at most 100 characters.',
  temperature: 'Give a temperature from -70 to +40 °C.',
  humidity: 'Give the humidity in percent, from 0 to 100.',
  reference: 'A reference may have at most 50 characters.',
  containerNumber: 'A container number has at most 20 characters.',
  pickupDate: 'Give the pickup date as yyyy-MM-dd.',
  ventilation: 'Choose a ventilation setting.',
  containerNumbers: 'Give at most one container number per container.',
  imoEntries: 'Give at most 10 dangerous goods per line.',
  oogEntries: 'Give at most 10 out-of-gauge pieces per line.',
} as const;
const M = CARGO_LINE_MESSAGES;

const measure = (max: number, message: string) =>
  z.coerce.number(message).min(0, message).max(max, message).nullable().default(null);

export const ZImoEntry = z.object({
  imoClass: ZText.trim().min(1, M.imoClass).max(10, M.imoClassMax),
  unNumber: ZText.trim().regex(/^\d{4}$/, M.unNumber),
  pgNumber: ZText.trim().max(5, M.pgNumber).default(''),
});

export const ZOogEntry = z.object({
  length: measure(10_000, M.length),
  width: measure(10_000, M.width),
  height: measure(10_000, M.height),
  weight: measure(100_000, M.oogWeight),
});

/** A cargo line as the wizard sends it: ids of reference data, values as entered. */
export const ZCargoLineInput = z.object({
  quantity: z.coerce.number(M.quantity).int(M.quantity).min(1, M.quantityMin).max(999, M.quantityMax),
  containerTypeId: ZText.trim().min(1, REQUIRED),
  /** A known commodity id, or free text (upper-cased) where free entry is allowed. */
  commodity: z.union([
    z.object({ id: ZText.trim().min(1, REQUIRED) }),
    z.object({ name: ZText.trim().min(1, REQUIRED).max(100, M.commodityMax).toUpperCase() }),
  ]),
  weight: z.coerce.number(M.weight).int(M.weight).min(0, M.weightRange).max(100_000, M.weightRange),
  temperature: z
    .number(M.temperature)
    .min(-70, M.temperature)
    .max(40, M.temperature)
    .nullable()
    .default(null),
  humidity: z.number(M.humidity).min(0, M.humidity).max(100, M.humidity).nullable().default(null),
  ventilation: z.enum(VENTILATION_OPTIONS, M.ventilation).nullable().default(null),
  pickupDate: zIsoDay(M.pickupDate).nullable().default(null),
  pickupLocationId: ZText.trim().min(1, REQUIRED).nullable().default(null),
  pickupReference: ZText.trim().max(50, M.reference).default(''),
  deliveryReference: ZText.trim().max(50, M.reference).default(''),
  vgmPin: ZText.trim().max(50, M.reference).default(''),
  containerNumbers: z.array(ZText.trim().max(20, M.containerNumber)).max(999, M.containerNumbers).default([]),
  imo: z
    .object({
      flag: z.boolean(),
      entries: z.array(ZImoEntry).max(MAX_LINE_ENTRIES, M.imoEntries).default([]),
    })
    .default({ flag: false, entries: [] }),
  oog: z
    .object({
      flag: z.boolean(),
      entries: z.array(ZOogEntry).max(MAX_LINE_ENTRIES, M.oogEntries).default([]),
    })
    .default({ flag: false, entries: [] }),
  /** DEM/DET, storage and plug-in tariffs (spec 000 §3), days 14 unless given. */
  ...ZLineTariffs.shape,
});
export type TCargoLineInput = z.infer<typeof ZCargoLineInput>;
