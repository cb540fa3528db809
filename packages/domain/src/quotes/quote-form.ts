import { startOfDay } from 'date-fns';
import { WEEK_OPTIONS, fromIsoDate } from '../schedules/search-params.ts';
import { depotsShown, needsPickupLocation, PICKUP_LOCATION_REQUIRED } from './depot-pickup.ts';

/** Dangerous goods details of a Get Quote line, as typed. */
export interface ImoDetails {
  imoClass: string;
  unNumber: string;
  pgNumber: string;
}

/** Out-of-gauge measures: centimetres and kilograms, as typed. */
export interface OogDetails {
  length: string;
  width: string;
  height: string;
  weight: string;
}

export interface CargoLineValues {
  quantity: string;
  type: string | null;
  commodity: string | null;
  location: string | null;
  imo: boolean;
  imoDetails: ImoDetails;
  oog: boolean;
  oogDetails: OogDetails;
}

/** What the Get Quote form holds: port codes, the earliest day as yyyy-MM-dd and the cargo lines. */
export interface QuoteFormValues {
  /** Staff only: the client the quotes are for. */
  clientId: string | null;
  origin: string | null;
  destination: string | null;
  date: string | null;
  weeks: number | null;
  lines: CargoLineValues[];
}

/**
 * Field messages of Get Quote; the spec gives the order, not the words. The line messages are those of the
 * request schema (ZQuoteRequestContainer), so the form and the server say the same.
 */
export const QUOTE_FORM_MESSAGES = {
  clientId: 'Choose the client you ask for quotes for.',
  origin: 'Choose the origin port.',
  destination: 'Choose the destination port.',
  sameAsOrigin: 'Choose a destination other than the origin.',
  date: 'Choose the earliest date.',
  pastDate: 'The earliest date cannot be in the past.',
  weeks: 'Weeks must be from 1 to 4.',
  lines: 'Add at least one cargo line.',
  quantity: 'Quantity must be at least 1.',
  quantityMax: 'Quantity may be at most 999.',
  type: 'Choose a container type.',
  commodity: 'Choose a commodity type.',
  location: PICKUP_LOCATION_REQUIRED,
} as const;

type LineField = 'quantity' | 'type' | 'commodity' | 'location';
export type QuoteFormField =
  'clientId' | 'origin' | 'destination' | 'date' | 'weeks' | 'lines' | `lines.${number}.${LineField}`;

export interface QuoteFormIssue {
  field: QuoteFormField;
  message: string;
}

export interface QuoteFormContext {
  isStaff: boolean;
  /** Countries where depots are asked for (config.depotCountries). */
  depotCountries: readonly string[];
  /** The description of a container type id ('S.O.' types need no depot). */
  descriptionOf: (typeId: string) => string | undefined;
  today: Date;
}

/**
 * Every problem of the form in the order of spec 001 §5 "Get Quote submit": (staff: the client,) origin,
 * destination, date, weeks, at least one cargo line, then each line's quantity, container and commodity type,
 * then each line's pickup location where it is needed. The first one gets focus.
 */
export function quoteFormIssues(values: QuoteFormValues, context: QuoteFormContext): QuoteFormIssue[] {
  const M = QUOTE_FORM_MESSAGES;
  const issues: QuoteFormIssue[] = [];
  const add = (field: QuoteFormField, message: string) => issues.push({ field, message });

  if (context.isStaff && !values.clientId) add('clientId', M.clientId);
  if (!values.origin) add('origin', M.origin);
  if (!values.destination) add('destination', M.destination);
  else if (values.destination === values.origin) add('destination', M.sameAsOrigin);
  const date = fromIsoDate(values.date);
  if (!date) add('date', M.date);
  else if (date < startOfDay(context.today)) add('date', M.pastDate);
  if (values.weeks === null || !WEEK_OPTIONS.includes(values.weeks)) add('weeks', M.weeks);

  if (values.lines.length === 0) {
    add('lines', M.lines);
    return issues;
  }
  values.lines.forEach((line, i) => {
    const quantity = Number(line.quantity);
    if (line.quantity.trim() === '' || !Number.isInteger(quantity) || quantity < 1)
      add(`lines.${i}.quantity`, M.quantity);
    else if (quantity > 999) add(`lines.${i}.quantity`, M.quantityMax);
    if (!line.type) add(`lines.${i}.type`, M.type);
    if (!line.commodity) add(`lines.${i}.commodity`, M.commodity);
  });
  const showDepots = depotsShown(values, context.depotCountries);
  values.lines.forEach((line, i) => {
    const required = needsPickupLocation(
      line.type ? context.descriptionOf(line.type) : undefined,
      showDepots,
    );
    if (required && !line.location) add(`lines.${i}.location`, M.location);
  });
  return issues;
}
