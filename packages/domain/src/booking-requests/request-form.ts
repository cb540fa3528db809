import { z } from 'zod';
import type { TScheduleRoute } from '../schedules/route-answer.ts';
import type { TBookingRequestCargoLine } from './api.ts';
import { cargoLineInput, cargoLineIssues, type CargoLineFormValues } from './cargo-line-form.ts';
import { freightLineTotal } from './freight-totals.ts';
import type { FreightLine } from './freight.ts';
import {
  ZBookingRequestPatch,
  type LeadingCurrency,
  type PatchField,
  type TBookingRequestDetail,
  type TSpecialRemark,
  type VgmSubmitter,
} from './workbench.ts';

/**
 * The request page's edit form (spec 000 §2, §4 "Editing is allowed only when…"): the values one save collects,
 * the PATCH they become, and the form schema that checks them with ZBookingRequestPatch itself, so the page shows
 * the server's own messages at its fields before sending.
 */

/** A freight row of the tabs: a stored line plus an id that stays with it while it is dragged. */
export interface FreightFormLine extends FreightLine {
  id: string;
}

export interface RequestFormValues<L extends CargoLineFormValues = CargoLineFormValues> {
  agreementNo: string;
  blNumber: string;
  intBlNumber: string;
  intraRefNumber: string;
  customerReference: string;
  client: { id: string; name: string };
  statisticClient: { id: string; name: string } | null;
  carrierId: string;
  vessel: string;
  voyage: string;
  /** ISO instants (with offset) of the departure from the port of loading and the arrival at discharge. */
  etd: string | null;
  eta: string | null;
  /** A sailing chosen in this edit; null keeps the request's. */
  schedule: TScheduleRoute | null;
  vgmSubmittedBy: VgmSubmitter;
  lines: L[];
  freightDetails: FreightFormLine[];
  leadingCurrency: LeadingCurrency;
  specialRemarks: TSpecialRemark[];
  additionalInfo: string;
  quoteNumber: string;
}

/** A stored cargo line as the container line form edits it (the reverse of cargoLineInput). */
export function cargoLineFormValuesOf(line: TBookingRequestCargoLine): CargoLineFormValues {
  const text = (n: number | null) => (n === null ? '' : String(n));
  return {
    quantity: line.quantity,
    containerType: line.containerType,
    commodityTypeId: line.commodityType.id,
    commodityName: line.commodityType.id ? null : line.commodityType.name,
    weight: line.weight,
    pickupLocationId: line.pickupLocation?.id ?? null,
    pickupDate: line.pickupDate,
    pickupReference: line.pickupReference,
    deliveryReference: line.deliveryReference,
    vgmPin: line.vgmPin,
    referencesLinked: line.deliveryReference === line.pickupReference && line.vgmPin === line.pickupReference,
    containerNumbers: [...line.containerNumbers],
    temperature: line.temperature,
    humidity: line.humidity,
    ventilation: line.ventilation as CargoLineFormValues['ventilation'],
    imo: line.imo.flag,
    oog: line.oog.flag,
    imoEntries: line.imo.entries.map((e) => ({ ...e, pgNumber: e.pgNumber ?? '' })),
    oogEntries: line.oog.entries.map((e) => ({
      length: text(e.length),
      width: text(e.width),
      height: text(e.height),
      weight: text(e.weight),
    })),
    demDetTariffs: line.demDetTariffs.map((t) => ({ ...t })),
    storageTariffs: line.storageTariffs.map((t) => ({ ...t })),
    pluginTariffs: line.pluginTariffs.map((t) => ({ ...t })),
  };
}

/** The freight rows of a request, each with its id. */
export function freightFormLines(lines: readonly FreightLine[], idPrefix = 'f'): FreightFormLine[] {
  return lines.map((l, i) => ({ ...l, id: `${idPrefix}${i + 1}-${l.seqNr}` }));
}

/** A row after one of its values changed: its total follows (quantity times unit value, percent lines apart). */
export function withFreightTotal<L extends FreightLine>(line: L): L {
  const total =
    Number.isFinite(line.quantity) && Number.isFinite(line.unitValue) ? freightLineTotal(line) : 0;
  return { ...line, total };
}

/** The form as it opens on a request. `toLine` adds what the page keeps beside a line's values. */
export function requestFormValues<L extends CargoLineFormValues>(
  detail: TBookingRequestDetail,
  toLine: (line: TBookingRequestCargoLine) => L,
): RequestFormValues<L> {
  return {
    agreementNo: detail.agreementNo ?? '',
    blNumber: detail.blNumber ?? '',
    intBlNumber: detail.intBlNumber ?? '',
    intraRefNumber: detail.intraRefNumber ?? '',
    customerReference: detail.customerReference ?? '',
    client: { id: detail.client.id, name: detail.client.name },
    statisticClient: detail.statisticClient,
    carrierId: detail.carrier.id,
    vessel: detail.vessel ?? '',
    voyage: detail.voyage ?? '',
    etd: detail.etd,
    eta: detail.eta,
    schedule: null,
    vgmSubmittedBy: detail.vgmSubmittedBy,
    lines: detail.containers.map(toLine),
    freightDetails: freightFormLines(detail.freightDetails),
    leadingCurrency: detail.leadingCurrency,
    specialRemarks: detail.specialRemarks.map((r) => ({ ...r })),
    additionalInfo: detail.additionalInfo ?? '',
    quoteNumber: detail.quoteNumber === null ? '' : String(detail.quoteNumber),
  };
}

type PatchInput = z.input<typeof ZBookingRequestPatch>;

/** Every patch field's value in the form, as PATCH sends it. */
function patchValues(values: RequestFormValues): Required<Omit<PatchInput, 'version'>> {
  const quote = values.quoteNumber.trim();
  return {
    agreementNo: values.agreementNo,
    blNumber: values.blNumber,
    intBlNumber: values.intBlNumber,
    intraRefNumber: values.intraRefNumber,
    customerReference: values.customerReference,
    clientId: values.client.id,
    statisticClientId: values.statisticClient?.id ?? null,
    carrierId: values.carrierId,
    vessel: values.vessel,
    voyage: values.voyage,
    etd: values.etd,
    eta: values.eta,
    schedule: values.schedule,
    vgmSubmittedBy: values.vgmSubmittedBy,
    containers: values.lines.map(cargoLineInput),
    freightDetails: values.freightDetails.map((l) => ({
      text: l.text,
      group: l.group,
      quantity: l.quantity,
      unit: l.unit,
      unitValue: l.unitValue,
      currency: l.currency,
      internal1: l.internal1,
      isManual: l.isManual,
    })),
    leadingCurrency: values.leadingCurrency,
    specialRemarks: values.specialRemarks,
    additionalInfo: values.additionalInfo,
    quoteNumber: quote === '' ? null : quote,
  };
}

/** Dates compare as instants: the same departure written with another offset is no change. */
function sameValue(field: PatchField, a: unknown, b: unknown): boolean {
  if ((field === 'etd' || field === 'eta') && typeof a === 'string' && typeof b === 'string')
    return Date.parse(a) === Date.parse(b);
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The one PATCH of a save: the fields this actor may edit (editableFields) whose value differs from the one the
 * form opened with, and the version the edit started from. A new sailing is sent only when one was chosen.
 */
export function requestPatch(
  initial: RequestFormValues,
  values: RequestFormValues,
  fields: readonly PatchField[],
  version: number,
): PatchInput {
  const before = patchValues(initial);
  const after = patchValues(values);
  const patch: Record<string, unknown> = { version };
  for (const field of fields) {
    if (field === 'schedule') {
      if (values.schedule) patch.schedule = values.schedule;
      continue;
    }
    if (!sameValue(field, before[field], after[field])) patch[field] = after[field];
  }
  return patch as PatchInput;
}

/** Whether a patch changes anything (it always names the version). */
export function patchHasChanges(patch: PatchInput): boolean {
  return Object.keys(patch).some((k) => k !== 'version');
}

/** Where a PATCH field's problem stands in the form. */
const FORM_PATH: Partial<Record<PatchField, string>> = {
  clientId: 'client',
  statisticClientId: 'statisticClient',
};

/**
 * The form schema (react-hook-form's zodResolver): the editable fields go through ZBookingRequestPatch, each
 * problem placed at its field; cargo lines are checked line by line as the online booking checks them
 * (cargoLineIssues), at `lines.{i}.{path}`.
 */
export function zRequestForm<L extends CargoLineFormValues = CargoLineFormValues>(
  fields: readonly PatchField[],
) {
  return z.custom<RequestFormValues<L>>().superRefine((values, ctx) => {
    const all = patchValues(values);
    const patch: Record<string, unknown> = { version: 0 };
    for (const field of fields) if (field !== 'containers') patch[field] = all[field];
    const parsed = ZBookingRequestPatch.safeParse(patch);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [head, ...rest] = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
        // The whole-patch check ('Nothing to save') is the save button's business, not a field's.
        if (head === undefined || head === 'version') continue;
        const field = FORM_PATH[head as PatchField] ?? String(head);
        ctx.addIssue({ code: 'custom', path: [field, ...rest], message: issue.message });
      }
    }
    if (fields.includes('containers')) {
      values.lines.forEach((line, i) => {
        for (const issue of cargoLineIssues(line)) {
          ctx.addIssue({ code: 'custom', path: ['lines', i, ...issue.path], message: issue.message });
        }
      });
    }
  });
}
