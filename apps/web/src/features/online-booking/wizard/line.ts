import {
  cargoStepComplete,
  isReefer,
  lineNeedsPickup,
  newCargoLine,
  storedContainerNumbers,
  withContainerType,
  withPickupReference,
  ZCargoLineInput,
  type CargoLineDraft,
  type TCargoLineInput,
  type TQuoteContainer,
} from '@portal/domain';
import type { ContainerTypeOption } from '../api.ts';

export interface ImoEntryDraft {
  imoClass: string;
  unNumber: string;
  pgNumber: string;
}

/** Out-of-gauge measures as typed (cm and kg); empty is no value. */
export interface OogEntryDraft {
  length: string;
  width: string;
  height: string;
  weight: string;
}

/**
 * A cargo line of the wizard: the domain's draft (which the container line rules work on) plus what the form
 * needs besides: a stable key, the type's label, free-entry commodity, the temperature as typed and the IMO and
 * OOG entries.
 */
export interface WizardLine extends CargoLineDraft {
  key: string;
  containerType: ContainerTypeOption | null;
  /** Free entry, upper-cased, when no known commodity was picked (commodityTypeId is then null). */
  commodityName: string | null;
  temperatureText: string;
  imoEntries: ImoEntryDraft[];
  oogEntries: OogEntryDraft[];
}

export const EMPTY_IMO_ENTRY: ImoEntryDraft = { imoClass: '', unNumber: '', pgNumber: '' };
export const EMPTY_OOG_ENTRY: OogEntryDraft = { length: '', width: '', height: '', weight: '' };

let keySeq = 0;
function newKey(): string {
  keySeq += 1;
  return `line-${Date.now().toString(36)}-${keySeq}`;
}

export function newWizardLine(today: string): WizardLine {
  return {
    ...newCargoLine(today),
    key: newKey(),
    containerType: null,
    commodityName: null,
    temperatureText: '',
    imoEntries: [],
    oogEntries: [],
  };
}

/**
 * Choosing a type applies the container line rules (spec 000 §4) and keeps the wizard's extras in step: reefer
 * temperature text, out-of-gauge entries. A line that needs a pickup again gets today's date (001 §5).
 */
export function applyContainerType(line: WizardLine, type: ContainerTypeOption, today: string): WizardLine {
  const ruled = withContainerType(line, type);
  const next: WizardLine = {
    ...line,
    ...ruled,
    containerType: type,
    temperatureText: isReefer(type.id) ? line.temperatureText : '',
    oogEntries: ruled.oog ? line.oogEntries : [],
  };
  return lineNeedsPickup(next) ? { ...next, pickupDate: next.pickupDate ?? today } : next;
}

/** Lines of a quote: quantity, type, commodity and depot; everything else is still to be given. */
export function linesFromQuote(
  containers: readonly TQuoteContainer[],
  types: readonly ContainerTypeOption[],
  today: string,
): WizardLine[] {
  return containers.map((c) => {
    const known = types.find((t) => t.id === c.containerType.id);
    const type: ContainerTypeOption = known ?? {
      ...c.containerType,
      couldBeOversize: false,
      shipperOwned: c.containerType.description.includes('S.O.'),
    };
    const line = applyContainerType({ ...newWizardLine(today), quantity: c.quantity }, type, today);
    return {
      ...line,
      commodityTypeId: c.commodityType.id,
      pickupLocationId: lineNeedsPickup(line) ? (c.pickupLocation?.id ?? null) : null,
    };
  });
}

/** The commodity as the rules see it: a known id, or the free-entry name. */
export function commodityKey(line: WizardLine): string | null {
  return line.commodityTypeId ?? line.commodityName;
}

/** The draft the domain's step rules read (free-entry commodities count as chosen). */
export function asRuleDraft(line: WizardLine): CargoLineDraft {
  return { ...line, commodityTypeId: commodityKey(line) };
}

function measure(text: string): number | null {
  const n = Number(text.replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(n) ? null : n;
}

/** The line as POST /api/booking-requests takes it; call only for a line whose type and commodity are set. */
export function lineToInput(line: WizardLine): TCargoLineInput {
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
  };
}

/**
 * Problems of a line's values, checked with the server's own schema and messages, keyed by path ('weight',
 * 'imo.entries.0.unNumber'). Missing required values are not listed: the step's Next button waits for them.
 */
export function lineIssues(line: WizardLine): Record<string, string> {
  if (!line.containerType || !commodityKey(line)) return {};
  const parsed = ZCargoLineInput.safeParse(lineToInput(line));
  if (parsed.success) return {};
  const issues: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    if (!(path in issues)) issues[path] = issue.message;
  }
  return issues;
}

/**
 * Step 2 may be left when the domain's rule holds (001 §5), no value breaks the request schema, and no pickup
 * date lies in the past (a draft kept from an earlier day).
 */
export function cargoReady(lines: readonly WizardLine[], today: string): boolean {
  return (
    cargoStepComplete(lines.map(asRuleDraft)) &&
    lines.every((line) => Object.keys(lineIssues(line)).length === 0 && !pickupDatePast(line, today))
  );
}

export function pickupDatePast(line: WizardLine, today: string): boolean {
  return lineNeedsPickup(line) && line.pickupDate !== null && line.pickupDate < today;
}

/** What a line still lacks before step 2 may be left, in the words of its fields. */
export function missingOf(line: WizardLine, today: string): string[] {
  const missing: string[] = [];
  if (!line.containerType) missing.push('container type');
  if (!commodityKey(line)) missing.push('commodity');
  if (line.weight === null) missing.push('weight');
  if (lineNeedsPickup(line)) {
    if (!line.pickupLocationId) missing.push('pickup location');
    if (!line.pickupDate) missing.push('pickup date');
    else if (pickupDatePast(line, today)) missing.push('a pickup date from today on');
  }
  if (line.imo && line.imoEntries.some((e) => !e.imoClass.trim() || !e.unNumber.trim())) {
    missing.push('IMO class and UN number');
  }
  return missing;
}

/** The domain's reference rule on a wizard line: linked references follow the pickup reference. */
export function withReference(line: WizardLine, pickupReference: string): WizardLine {
  const ruled = withPickupReference(line, pickupReference);
  return {
    ...line,
    pickupReference: ruled.pickupReference,
    deliveryReference: ruled.deliveryReference,
    vgmPin: ruled.vgmPin,
  };
}
