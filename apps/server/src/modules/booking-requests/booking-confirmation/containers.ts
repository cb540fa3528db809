import {
  BOOKING_CONFIRMATION_LIMITS as LIMITS,
  ISO_SIZE_TYPE_PATTERN,
  type TConfirmationContainerLine,
  type TConfirmationPickup,
  type TConfirmationReefer,
} from '@portal/domain';
import { byKey, keyValue } from './text.ts';
import { readDay, readKg, readQuantity } from './values.ts';

/** The keys of a container block's own lines; a key seen again starts the next block. */
const MAIN_KEYS = {
  QUANTITY: 'quantity',
  'SIZE/TYPE': 'sizeType',
  'NET WEIGHT': 'netWeight',
  'NET VOLUME': 'netVolume',
  'EQUIPMENT SUPPLIER': 'equipmentSupplier',
  'EMPTY/FULL': 'emptyFull',
  'SERVICE ARRANGEMENT': 'serviceArrangement',
  'HAULAGE ARRANGEMENT': 'haulageArrangement',
} as const;
type MainKey = (typeof MAIN_KEYS)[keyof typeof MAIN_KEYS];
const mainKeyOf = byKey<MainKey>(MAIN_KEYS);

/** The `<strong>` sub-titles; a title may share its line with the first value. */
const SECTIONS = [
  { section: 'reefer', title: /^\s{0,5}reefer\s{0,5}settings?\s{0,5}:?\s{0,5}/i },
  { section: 'pickupLocation', title: /^\s{0,5}pick\s{0,3}-?\s{0,3}up\s{0,5}location\s{0,5}:?\s{0,5}/i },
  { section: 'pickupDate', title: /^\s{0,5}pick\s{0,3}-?\s{0,3}up\s{0,5}date\s{0,5}:?\s{0,5}/i },
] as const;
type Section = (typeof SECTIONS)[number]['section'] | 'main';

const reeferKeyOf = byKey<'temperature' | 'ventilation' | 'humidity'>({
  TEMPERATURE: 'temperature',
  'SET TEMPERATURE': 'temperature',
  'SET POINT TEMPERATURE': 'temperature',
  TEMP: 'temperature',
  VENTILATION: 'ventilation',
  'VENTILATION SETTINGS': 'ventilation',
  'AIR FLOW': 'ventilation',
  AIRFLOW: 'ventilation',
  HUMIDITY: 'humidity',
  'HUMIDITY SETTINGS': 'humidity',
});
const addressKeyOf = byKey<'postalCode' | 'countryCode'>({
  'POSTAL CODE': 'postalCode',
  'POST CODE': 'postalCode',
  ZIP: 'postalCode',
  'ZIP CODE': 'postalCode',
  'COUNTRY CODE': 'countryCode',
  COUNTRY: 'countryCode',
});

interface Block {
  main: Partial<Record<MainKey, string>>;
  reefer: TConfirmationReefer | null;
  pickup: TConfirmationPickup | null;
}

const emptyReefer = (): TConfirmationReefer => ({
  temperature: null,
  temperatureUnit: null,
  ventilation: null,
  humidity: null,
  other: [],
});
const emptyPickup = (): TConfirmationPickup => ({
  address: [],
  postalCode: null,
  countryCode: null,
  date: null,
  dateText: null,
});
const newBlock = (): Block => ({ main: {}, reefer: null, pickup: null });
const isEmpty = (b: Block) => Object.keys(b.main).length === 0 && !b.reefer && !b.pickup;

/**
 * The container lines of one CONTAINER cell: a block per line ("Quantity: 2", "Size/Type: 45G1 (40' High
 * Cube)", "Net Weight: ..."), each with optional REEFER SETTINGS, PICK-UP LOCATION and PICK-UP DATE sections.
 */
export function readContainerBlocks(lines: readonly string[]): TConfirmationContainerLine[] {
  const blocks: Block[] = [];
  let block = newBlock();
  let section: Section = 'main';
  const next = () => {
    if (!isEmpty(block)) blocks.push(block);
    block = newBlock();
  };
  for (const raw of lines) {
    if (blocks.length >= LIMITS.maxContainerLines) break;
    let line = raw;
    const opened = SECTIONS.find((s) => s.title.test(line));
    if (opened) {
      section = opened.section;
      if (section === 'reefer') block.reefer ??= emptyReefer();
      else block.pickup ??= emptyPickup();
      line = line.replace(opened.title, '');
      if (!line) continue;
    }
    const pair = keyValue(line);
    const mainKey = pair && mainKeyOf(pair.key);
    if (pair && mainKey) {
      section = 'main';
      if (block.main[mainKey] !== undefined) next();
      block.main[mainKey] = pair.value;
    } else if (section === 'reefer' && block.reefer) {
      readReeferLine(block.reefer, line);
    } else if ((section === 'pickupLocation' || section === 'pickupDate') && block.pickup) {
      readPickupLine(block.pickup, section, line);
    }
  }
  next();
  return blocks.slice(0, LIMITS.maxContainerLines).map(toLine);
}

function readReeferLine(reefer: TConfirmationReefer, line: string) {
  const pair = keyValue(line);
  const field = pair && reeferKeyOf(pair.key);
  if (!pair || !field || reefer[field] !== null) {
    if (reefer.other.length < LIMITS.maxLines) reefer.other.push(line);
    return;
  }
  if (field !== 'temperature') {
    reefer[field] = pair.value || null;
    return;
  }
  // "-18.5 CEL", "+5 °C", "38 FAH"
  const m = /^([+-]?\s{0,2}\d{1,4}(?:[.,]\d{1,4})?)\s{0,3}°?\s{0,3}([A-Za-z]{1,12})?/.exec(pair.value);
  reefer.temperature = m ? m[1]!.replace(/\s/g, '').replace(',', '.') : pair.value || null;
  reefer.temperatureUnit = m?.[2] ?? null;
}

function readPickupLine(pickup: TConfirmationPickup, section: Section, line: string) {
  if (section === 'pickupDate') {
    if (pickup.dateText === null) {
      pickup.dateText = line;
      pickup.date = readDay(line);
    }
    return;
  }
  const pair = keyValue(line);
  const field = pair && addressKeyOf(pair.key);
  if (pair && field === 'postalCode') pickup.postalCode ??= pair.value || null;
  else if (pair && field === 'countryCode') pickup.countryCode ??= pair.value.toUpperCase() || null;
  else if (pickup.address.length < LIMITS.maxLines) pickup.address.push(line);
}

/** "45G1 (40' High Cube)", "45G1 - 40' High Cube" or "40' High Cube (45G1)". */
export function readSizeType(text: string | undefined): {
  isoType: string | null;
  description: string | null;
} {
  const value = text?.trim() ?? '';
  if (!value) return { isoType: null, description: null };
  const leading = /^([0-9A-Za-z]{4})(?![0-9A-Za-z])\s{0,5}(?:[-:]\s{0,5})?(.*)$/.exec(value);
  if (leading && ISO_SIZE_TYPE_PATTERN.test(leading[1]!.toUpperCase()))
    return { isoType: leading[1]!.toUpperCase(), description: unbracket(leading[2]!) };
  const trailing = /\(\s{0,3}([0-9A-Za-z]{4})\s{0,3}\)\s{0,5}$/.exec(value);
  if (trailing && ISO_SIZE_TYPE_PATTERN.test(trailing[1]!.toUpperCase()))
    return {
      isoType: trailing[1]!.toUpperCase(),
      description: value.slice(0, trailing.index).trim() || null,
    };
  return { isoType: null, description: value };
}

function unbracket(text: string): string | null {
  const trimmed = text.trim();
  const inner = trimmed.startsWith('(') && trimmed.endsWith(')') ? trimmed.slice(1, -1).trim() : trimmed;
  return inner || null;
}

function toLine(block: Block): TConfirmationContainerLine {
  const m = block.main;
  const nullIfEmpty = (v: string | undefined) => (v ? v : null);
  return {
    quantity: readQuantity(m.quantity ?? null),
    ...readSizeType(m.sizeType),
    netWeightKg: readKg(m.netWeight ?? null),
    netWeight: nullIfEmpty(m.netWeight),
    netVolume: nullIfEmpty(m.netVolume),
    equipmentSupplier: nullIfEmpty(m.equipmentSupplier),
    emptyFull: nullIfEmpty(m.emptyFull),
    serviceArrangement: nullIfEmpty(m.serviceArrangement),
    haulageArrangement: nullIfEmpty(m.haulageArrangement),
    reefer: block.reefer,
    pickup: block.pickup,
  };
}
