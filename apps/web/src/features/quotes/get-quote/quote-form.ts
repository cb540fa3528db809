import {
  defaultScheduleSearch,
  fromIsoDate,
  needsPickupLocation,
  toIsoDate,
  WEEK_OPTIONS,
  type CargoLineValues,
  type QuoteFormValues,
  type TQuoteCreateRequest,
} from '@portal/domain';

export type { CargoLineValues, QuoteFormValues };

/** Cargo lines default to quantity 1 with IMO and OOG off (spec 001 §5, §9). */
export function newCargoLine(type: string | null = null, quantity = 1): CargoLineValues {
  return {
    quantity: String(quantity),
    type,
    commodity: null,
    location: null,
    imo: false,
    imoDetails: { imoClass: '', unNumber: '', pgNumber: '' },
    oog: false,
    oogDetails: { length: '', width: '', height: '', weight: '' },
  };
}

/** The prefill parameters the schedule screen and the special-offer cards link with. */
export const PREFILL_PARAMS = ['origin', 'destination', 'date', 'weeks', 'quantity', 'type'] as const;

const code = (value: string | null) => {
  const text = value?.trim().toUpperCase() ?? '';
  return text === '' ? null : text;
};

/**
 * The form as a link asks for it (`?origin=DEHAM&destination=BRSSZ&date=2026-11-24&quantity=1&type=22G1`),
 * read forgivingly: unusable values fall back to the defaults (two days ahead, four weeks, quantity 1).
 */
export function formFromParams(params: URLSearchParams, today: Date): QuoteFormValues {
  const defaults = defaultScheduleSearch(today);
  const weeks = Number(params.get('weeks'));
  const quantity = Number(params.get('quantity'));
  const date = params.get('date');
  return {
    clientId: null,
    origin: code(params.get('origin')),
    destination: code(params.get('destination')),
    date: date && fromIsoDate(date) ? date : toIsoDate(defaults.date),
    weeks: WEEK_OPTIONS.includes(weeks) ? weeks : defaults.weeks,
    lines: [
      newCargoLine(
        code(params.get('type')),
        Number.isInteger(quantity) && quantity >= 1 && quantity <= 999 ? quantity : 1,
      ),
    ],
  };
}

export function hasPrefill(params: URLSearchParams): boolean {
  return PREFILL_PARAMS.some((name) => params.get(name));
}

/** Any IMO or OOG line makes the request an e-mail-only Special Quote Request (§5). */
export function isSpecialRequest(values: Pick<QuoteFormValues, 'lines'>): boolean {
  return values.lines.some((line) => line.imo || line.oog);
}

/** The POST /api/quotes/create body of a validated form. */
export function toCreateRequest(
  values: QuoteFormValues,
  context: { showDepots: boolean; descriptionOf: (typeId: string) => string | undefined; isStaff: boolean },
): TQuoteCreateRequest {
  return {
    origin: values.origin!,
    destination: values.destination!,
    date: values.date!,
    weeks: values.weeks!,
    containers: values.lines.map((line) => ({
      type: line.type!,
      commodity: line.commodity!,
      location: needsPickupLocation(context.descriptionOf(line.type!), context.showDepots)
        ? line.location
        : null,
      quantity: Number(line.quantity),
    })),
    ...(context.isStaff && values.clientId ? { clientId: values.clientId } : {}),
  };
}
