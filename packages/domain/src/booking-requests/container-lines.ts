import { isReefer, isShipperOwned } from '../container-types.ts';

export const VENTILATION_OPTIONS = ['CLOSED', '10%', '25%', '50%', '75%', 'OPEN'] as const;
export type Ventilation = (typeof VENTILATION_OPTIONS)[number];
export const DEFAULT_VENTILATION: Ventilation = 'CLOSED';

export interface LineContainerType {
  id: string;
  description: string;
  couldBeOversize: boolean;
}

/** The parts of a cargo line the rules of spec 000 §4 and 001 §5 touch. */
export interface CargoLineDraft {
  quantity: number;
  containerType: LineContainerType | null;
  commodityTypeId: string | null;
  weight: number | null;
  pickupLocationId: string | null;
  pickupDate: string | null;
  pickupReference: string;
  deliveryReference: string;
  vgmPin: string;
  referencesLinked: boolean;
  containerNumbers: string[];
  temperature: number | null;
  humidity: number | null;
  ventilation: Ventilation | null;
  imo: boolean;
  oog: boolean;
}

/** A new line: quantity 1, IMO and OOG off, references linked, pickup date today (unless shipper owned). */
export function newCargoLine(today: string): CargoLineDraft {
  return {
    quantity: 1,
    containerType: null,
    commodityTypeId: null,
    weight: null,
    pickupLocationId: null,
    pickupDate: today,
    pickupReference: '',
    deliveryReference: '',
    vgmPin: '',
    referencesLinked: true,
    containerNumbers: [],
    temperature: null,
    humidity: null,
    ventilation: null,
    imo: false,
    oog: false,
  };
}

/**
 * Choosing a type (spec 000 §4): shipper owned clears pickup location, reference and date and asks for one
 * container number per unit; reefers get ventilation closed by default; only types that could be oversize
 * keep out-of-gauge.
 */
export function withContainerType(line: CargoLineDraft, type: LineContainerType): CargoLineDraft {
  const shipperOwned = isShipperOwned(type.description);
  const reefer = isReefer(type.id);
  return {
    ...line,
    containerType: type,
    pickupLocationId: shipperOwned ? null : line.pickupLocationId,
    pickupReference: shipperOwned ? '' : line.pickupReference,
    pickupDate: shipperOwned ? null : line.pickupDate,
    containerNumbers: shipperOwned ? containerNumbersFor(line.quantity, line.containerNumbers) : [],
    ventilation: reefer ? (line.ventilation ?? DEFAULT_VENTILATION) : null,
    temperature: reefer ? line.temperature : null,
    humidity: reefer ? line.humidity : null,
    oog: type.couldBeOversize ? line.oog : false,
  };
}

/** One container number per unit: trimmed, cut to the quantity, padded with blanks to fill it. */
export function containerNumbersFor(quantity: number, numbers: readonly string[]): string[] {
  const trimmed = numbers.slice(0, quantity).map((n) => n.trim());
  return [...trimmed, ...Array<string>(Math.max(0, quantity - trimmed.length)).fill('')];
}

/** Container numbers as stored: blanks dropped; 'NOT AVAILABLE' is kept but never shown. */
export function storedContainerNumbers(numbers: readonly string[]): string[] {
  return numbers.map((n) => n.trim().toUpperCase()).filter((n) => n !== '');
}

export function visibleContainerNumbers(numbers: readonly string[]): string[] {
  return numbers.filter((n) => n !== 'NOT AVAILABLE');
}

/** Quantity minimum 1. */
export function normalizeQuantity(input: string | number): number {
  const n = Math.trunc(Number(input));
  return Number.isFinite(n) && n >= 1 ? n : 1;
}

/** Weight: negative becomes 0, non-numeric becomes empty, whole number (spec 000 §5). */
export function normalizeWeight(input: string | number | null): number | null {
  if (input === null || input === '') return null;
  const n = Number(input);
  if (!Number.isFinite(n)) return null;
  return n < 0 ? 0 : Math.round(n);
}

/** Temperature accepts digits, a dot and a minus; a lone '-' means none (spec 000 §5). */
export function sanitizeTemperatureInput(input: string): string {
  return input.replace(/[^0-9.-]/g, '');
}

export function parseTemperature(input: string): number | null {
  const clean = sanitizeTemperatureInput(input);
  if (clean === '' || clean === '-') return null;
  const n = Number(clean);
  return Number.isFinite(n) ? n : null;
}

export const BELOW_ZERO_HINT = 'Below zero °C';

/** Linked references follow the pickup reference; unlinked ones keep their own values. */
export function withPickupReference(line: CargoLineDraft, reference: string): CargoLineDraft {
  return line.referencesLinked
    ? { ...line, pickupReference: reference, deliveryReference: reference, vgmPin: reference }
    : { ...line, pickupReference: reference };
}

/** A shipper-owned line needs no pickup location nor date. */
export function lineNeedsPickup(line: Pick<CargoLineDraft, 'containerType'>): boolean {
  return !line.containerType || !isShipperOwned(line.containerType.description);
}

/** Step 2 is complete when every line has quantity, type, commodity, weight and, if needed, pickup and date. */
export function cargoStepComplete(lines: readonly CargoLineDraft[]): boolean {
  return (
    lines.length > 0 &&
    lines.every(
      (l) =>
        l.quantity >= 1 &&
        l.containerType !== null &&
        l.commodityTypeId !== null &&
        l.weight !== null &&
        (!lineNeedsPickup(l) || (l.pickupLocationId !== null && l.pickupDate !== null)),
    )
  );
}

/** Booking flags: imo when any line has dangerous goods, soc when any type is shipper owned (001 §5). */
export function bookingFlags(lines: readonly Pick<CargoLineDraft, 'imo' | 'containerType'>[]): {
  imo: boolean;
  soc: boolean;
} {
  return {
    imo: lines.some((l) => l.imo),
    soc: lines.some((l) => !!l.containerType && isShipperOwned(l.containerType.description)),
  };
}

/** Uploaded file names get a timestamp suffix (spec 000 §5): 'invoice.pdf' → 'invoice_20261122-154502.pdf'. */
export function withTimestampSuffix(fileName: string, at: Date): string {
  const safe =
    fileName
      .replace(/[^\w.\-@ ()]/g, '_')
      .replace(/^\.+/, '_')
      .slice(-150) || 'file';
  const dot = safe.lastIndexOf('.');
  const base = dot > 0 ? safe.slice(0, dot) : safe;
  const ext = dot > 0 ? safe.slice(dot) : '';
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${base}_${stamp}${ext}`;
}
