import { startOfDay } from 'date-fns';
import { fromIsoDate, WEEK_OPTIONS } from '@portal/domain';
import { depotsShown, needsPickupLocation, type QuoteFormValues } from './quote-form.ts';

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

/** Field messages; the spec gives the order, not the words (line messages are the domain's request messages). */
export const QUOTE_FORM_MESSAGES = {
  clientId: 'Choose the client you ask for quotes for.',
  origin: 'Choose the origin port.',
  destination: 'Choose the destination port.',
  sameAsOrigin: 'Choose a destination other than the origin.',
  date: 'Choose the earliest date.',
  pastDate: 'The earliest date cannot be in the past.',
  weeks: 'Choose from 1 to 4 weeks.',
  lines: 'Add at least one cargo line.',
  quantity: 'Quantity must be at least 1.',
  quantityMax: 'Quantity may be at most 999.',
  type: 'Choose a container type.',
  commodity: 'Choose a commodity type.',
  location: 'Choose the pickup location.',
} as const;

/**
 * Every problem of the form in the order of spec 001 §5 "Get Quote submit": (staff: the client,) origin,
 * destination, date, weeks, at least one cargo line, then each line's container and commodity type, then each
 * line's pickup location where depots are shown and the type is not shipper owned. The first one gets focus.
 */
export function validateQuoteForm(values: QuoteFormValues, context: QuoteFormContext): QuoteFormIssue[] {
  const issues: QuoteFormIssue[] = [];
  const add = (field: QuoteFormField, message: string) => issues.push({ field, message });

  if (context.isStaff && !values.clientId) add('clientId', QUOTE_FORM_MESSAGES.clientId);
  if (!values.origin) add('origin', QUOTE_FORM_MESSAGES.origin);
  if (!values.destination) add('destination', QUOTE_FORM_MESSAGES.destination);
  else if (values.destination === values.origin) add('destination', QUOTE_FORM_MESSAGES.sameAsOrigin);
  const date = fromIsoDate(values.date);
  if (!date) add('date', QUOTE_FORM_MESSAGES.date);
  else if (date < startOfDay(context.today)) add('date', QUOTE_FORM_MESSAGES.pastDate);
  if (values.weeks === null || !WEEK_OPTIONS.includes(values.weeks)) add('weeks', QUOTE_FORM_MESSAGES.weeks);

  if (values.lines.length === 0) {
    add('lines', QUOTE_FORM_MESSAGES.lines);
    return issues;
  }
  values.lines.forEach((line, i) => {
    const quantity = Number(line.quantity);
    if (line.quantity.trim() === '' || !Number.isInteger(quantity) || quantity < 1)
      add(`lines.${i}.quantity`, QUOTE_FORM_MESSAGES.quantity);
    else if (quantity > 999) add(`lines.${i}.quantity`, QUOTE_FORM_MESSAGES.quantityMax);
    if (!line.type) add(`lines.${i}.type`, QUOTE_FORM_MESSAGES.type);
    if (!line.commodity) add(`lines.${i}.commodity`, QUOTE_FORM_MESSAGES.commodity);
  });
  const showDepots = depotsShown(values, context.depotCountries);
  values.lines.forEach((line, i) => {
    const required = needsPickupLocation(
      line.type ? context.descriptionOf(line.type) : undefined,
      showDepots,
    );
    if (required && !line.location) add(`lines.${i}.location`, QUOTE_FORM_MESSAGES.location);
  });
  return issues;
}
