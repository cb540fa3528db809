import { format } from 'date-fns';
import {
  EXPIRED_QUOTATION_WARNING,
  validityStanding,
  type QuoteValidity,
  type TQuote,
  type TScheduleRoute,
  type TUploadedFile,
} from '@portal/domain';
import type { ContainerTypeOption } from '../api.ts';
import { linesFromQuote, newWizardLine, type WizardLine } from '../../../components/cargo-lines/index.ts';

/** The drop zones of step 3, named as POST /api/booking-requests names its file groups. */
export const ZONES = ['certificate', 'imo', 'additional'] as const;
export type Zone = (typeof ZONES)[number];

/** The four steps of the wizard (spec 001 §2.8). */
export const STEPS = ['General Information', 'Cargo Details', 'Additional Information', 'Summary'] as const;
export const LAST_STEP = STEPS.length - 1;

/** Everything the four steps collect, kept until submission (001 §4), also across a reload. */
export interface BookingDraft {
  step: number;
  /** Staff booking on behalf of a client pick the client first. */
  clientId: string | null;
  origin: string | null;
  destination: string | null;
  carrierId: string | null;
  /** As typed; the applied quote is `quote`. */
  quoteNumber: string;
  quote: TQuote | null;
  customerReference: string;
  termsAccepted: boolean;
  schedule: TScheduleRoute | null;
  lines: WizardLine[];
  additionalInfo: string;
  files: Record<Zone, TUploadedFile[]>;
  /** When the stored schedule and quote were chosen, so a reload does not apply them twice. */
  sources: { scheduleChosenAt: string | null; quoteChosenAt: string | null };
}

export function todayText(now = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}

export function emptyDraft(today: string): BookingDraft {
  return {
    step: 0,
    clientId: null,
    origin: null,
    destination: null,
    carrierId: null,
    quoteNumber: '',
    quote: null,
    customerReference: '',
    termsAccepted: false,
    schedule: null,
    lines: [newWizardLine(today)],
    additionalInfo: '',
    files: { certificate: [], imo: [], additional: [] },
    sources: { scheduleChosenAt: null, quoteChosenAt: null },
  };
}

/**
 * The carrier comes from the chosen sailing or the applied quote, or is the only one the visitor may book with;
 * the field is then locked (001 §5, 000 §6).
 */
export function carrierLocked(draft: BookingDraft, soleCarrier: string | null = null): boolean {
  return draft.schedule !== null || draft.quote !== null || soleCarrier !== null;
}

/**
 * 000 §6 "on requests, with exactly one carrier that carrier is applied": a draft whose carrier neither sailing
 * nor quote gives takes the visitor's only carrier.
 */
export function withSoleCarrier(draft: BookingDraft, soleCarrier: string | null): BookingDraft {
  if (!soleCarrier || draft.schedule || draft.quote || draft.carrierId === soleCarrier) return draft;
  return { ...draft, carrierId: soleCarrier };
}

/** A chosen sailing gives the ports and the carrier of its first leg; a quote of another carrier goes. */
export function withSchedule(draft: BookingDraft, route: TScheduleRoute): BookingDraft {
  const carrierId = route.origin.carrierId;
  const keepQuote = draft.quote === null || draft.quote.carrier.id === carrierId;
  return {
    ...draft,
    schedule: route,
    origin: route.origin.port.id,
    destination: route.destination.port.id,
    carrierId,
    quote: keepQuote ? draft.quote : null,
    quoteNumber: keepQuote ? draft.quoteNumber : '',
  };
}

/**
 * A valid quote fills containers, quote number and quote details (001 §5); it gives the carrier, and the ports
 * unless a sailing already gave them. A sailing of another carrier goes.
 */
export function withQuote(
  draft: BookingDraft,
  quote: TQuote,
  types: readonly ContainerTypeOption[],
  today: string,
): BookingDraft {
  const keepSchedule = draft.schedule !== null && draft.schedule.origin.carrierId === quote.carrier.id;
  const lines = linesFromQuote(quote.containers, types, today);
  return {
    ...draft,
    quote,
    quoteNumber: String(quote.id),
    carrierId: quote.carrier.id,
    schedule: keepSchedule ? draft.schedule : null,
    origin: keepSchedule ? draft.origin : quote.origin.id,
    destination: keepSchedule ? draft.destination : quote.destination.id,
    lines: lines.length > 0 ? lines : draft.lines,
  };
}

/** A quote belongs to one client and carrier: only then may it be booked on (the server checks the same). */
export function quoteUsable(quote: TQuote, carrierId: string | null, clientId: string | null): boolean {
  return (
    (carrierId === null || quote.carrier.id === carrierId) &&
    (clientId === null || quote.client.id === clientId)
  );
}

/** Spec 000 §5: a departure after the quote's validity end. */
export const EXPIRED_QUOTE_WARNING = EXPIRED_QUOTATION_WARNING;

/** The quote's validity as the sailing pickers read it. */
export const validityOf = (quote: Pick<TQuote, 'validFrom' | 'validTo'>): QuoteValidity => ({
  from: quote.validFrom,
  to: quote.validTo,
});

export function sailsAfterQuoteValidity(draft: Pick<BookingDraft, 'quote' | 'schedule'>): boolean {
  if (!draft.quote || !draft.schedule) return false;
  return validityStanding(draft.schedule, validityOf(draft.quote)) === 'after';
}
