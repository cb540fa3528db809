import { z } from 'zod';
import type { ImoDetails, OogDetails } from '../quotes/quote-form.ts';
import { ZCargoLineInput, type TCargoLineInput } from './cargo-line-input.ts';
import { lineNeedsPickup, storedContainerNumbers, type CargoLineDraft } from './container-lines.ts';
import type { TLineTariffs } from './tariffs.ts';

/**
 * A cargo line of the online booking's lines form (spec 001 §5 step 2): the draft the container line rules work
 * on, the commodity typed in free entry, and the dangerous-goods and out-of-gauge entries as typed.
 */
export interface CargoLineFormValues extends CargoLineDraft, TLineTariffs {
  /** Free entry, upper-cased, when no known commodity was picked (commodityTypeId is then null). */
  commodityName: string | null;
  imoEntries: ImoDetails[];
  oogEntries: OogDetails[];
}

export interface CargoLinesFormValues<L extends CargoLineFormValues = CargoLineFormValues> {
  lines: L[];
}

/** A measure as typed: empty is no value; a comma reads as the decimal point. */
function measure(text: string): number | null {
  const n = Number(text.replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(n) ? null : n;
}

/**
 * The line as POST /api/booking-requests takes it. Shipper-owned lines carry container numbers and no pickup;
 * IMO and OOG entries go only with their flag.
 */
export function cargoLineInput(line: CargoLineFormValues): TCargoLineInput {
  const shipperOwned = !lineNeedsPickup(line);
  return {
    quantity: line.quantity,
    containerTypeId: line.containerType?.id ?? '',
    commodity: line.commodityTypeId ? { id: line.commodityTypeId } : { name: line.commodityName ?? '' },
    weight: line.weight ?? 0,
    temperature: line.temperature,
    humidity: line.humidity,
    ventilation: line.ventilation,
    pickupDate: shipperOwned ? null : line.pickupDate,
    pickupLocationId: shipperOwned ? null : line.pickupLocationId,
    pickupReference: shipperOwned ? '' : line.pickupReference,
    deliveryReference: line.deliveryReference,
    vgmPin: line.vgmPin,
    containerNumbers: shipperOwned ? storedContainerNumbers(line.containerNumbers) : [],
    imo: { flag: line.imo, entries: line.imo ? line.imoEntries : [] },
    oog: {
      flag: line.oog,
      entries: line.oog
        ? line.oogEntries.map((e) => ({
            length: measure(e.length),
            width: measure(e.width),
            height: measure(e.height),
            weight: measure(e.weight),
          }))
        : [],
    },
    demDetTariffs: line.demDetTariffs,
    storageTariffs: line.storageTariffs,
    pluginTariffs: line.pluginTariffs,
  };
}

export interface CargoLineIssue {
  /** The form field's path in the line: 'weight', 'imoEntries.0.unNumber', 'containerNumbers.2'. */
  path: (string | number)[];
  message: string;
}

/**
 * Where an issue of the request schema stands in the form: the request nests IMO and OOG entries and drops blank
 * container numbers, the form keeps one slot per unit. Null for a value the form does not hold as such.
 */
function formPath(path: readonly PropertyKey[], line: CargoLineFormValues): (string | number)[] | null {
  const [head, ...rest] = path.map((p) => (typeof p === 'symbol' ? String(p) : p));
  switch (head) {
    case 'imo':
      return rest[0] === 'entries' && rest.length > 1 ? ['imoEntries', ...rest.slice(1)] : null;
    case 'oog':
      return rest[0] === 'entries' && rest.length > 1 ? ['oogEntries', ...rest.slice(1)] : null;
    case 'commodity':
      return ['commodityName'];
    case 'containerTypeId':
      return ['containerType'];
    case 'containerNumbers': {
      if (typeof rest[0] !== 'number') return ['containerNumbers'];
      const filled = line.containerNumbers.flatMap((n, i) => (n.trim() === '' ? [] : [i]));
      return ['containerNumbers', filled[rest[0]] ?? rest[0]];
    }
    case undefined:
      return null;
    default:
      return [head, ...rest];
  }
}

/**
 * The problems of a line's values, checked by the request schema itself (ZCargoLineInput, its messages) and
 * placed at the form's fields. A type or commodity not chosen yet is not a problem of a value: step 2's Next
 * waits for it (001 §5 "Next is enabled only when ... every line has ...").
 */
export function cargoLineIssues(line: CargoLineFormValues): CargoLineIssue[] {
  const parsed = ZCargoLineInput.safeParse(cargoLineInput(line));
  if (parsed.success) return [];
  const issues: CargoLineIssue[] = [];
  for (const issue of parsed.error.issues) {
    const path = formPath(issue.path, line);
    if (!path) continue;
    if (path[0] === 'containerType' && !line.containerType) continue;
    if (path[0] === 'commodityName' && !line.commodityTypeId && !line.commodityName) continue;
    if (!issues.some((known) => known.path.join('.') === path.join('.'))) {
      issues.push({ path, message: issue.message });
    }
  }
  return issues;
}

/**
 * The online booking's lines form schema (react-hook-form's zodResolver): every line's issues above, at
 * `lines.{i}.{path}`. The same request schema checks the lines again on the server.
 */
export function zCargoLinesForm<L extends CargoLineFormValues = CargoLineFormValues>() {
  return z.custom<CargoLinesFormValues<L>>().superRefine((values, ctx) => {
    values.lines.forEach((line, i) => {
      for (const issue of cargoLineIssues(line)) {
        ctx.addIssue({ code: 'custom', path: ['lines', i, ...issue.path], message: issue.message });
      }
    });
  });
}
