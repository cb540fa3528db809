import {
  cargoLineIssues,
  cargoStepComplete,
  isReefer,
  lineNeedsPickup,
  newCargoLine,
  withContainerType,
  withPickupReference,
  type CargoLineDraft,
  type CargoLineFormValues,
  type ImoDetails,
  type OogDetails,
  type TQuoteContainer,
  noTariffs,
} from '@portal/domain';
import type { FieldError, FieldErrors } from 'react-hook-form';
import type { ContainerTypeOption } from '../../lib/reference-data.ts';

/**
 * A cargo line of the wizard: the domain's line form values (which the container line rules and the request
 * schema check) plus what the screen needs besides: a stable key, the type with its label and the temperature as
 * typed.
 */
export interface WizardLine extends CargoLineFormValues {
  key: string;
  containerType: ContainerTypeOption | null;
  temperatureText: string;
}

export const EMPTY_IMO_ENTRY: ImoDetails = { imoClass: '', unNumber: '', pgNumber: '' };
export const EMPTY_OOG_ENTRY: OogDetails = { length: '', width: '', height: '', weight: '' };

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
    ...noTariffs(),
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

/**
 * A line's field errors as the lines form holds them (react-hook-form's nested errors), by path: 'weight',
 * 'imoEntries.0.unNumber', 'containerNumbers.2'.
 */
export function issuesOf(errors: FieldErrors<WizardLine> | undefined): Record<string, string> {
  const issues: Record<string, string> = {};
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as FieldError;
    if (typeof message === 'string' && path) {
      issues[path] = message;
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'ref' && key !== 'root') walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(errors, '');
  return issues;
}

/**
 * Step 2 may be left when the domain's rule holds (001 §5), no value breaks the request schema (the lines form's
 * own check), and no pickup date lies in the past (a draft kept from an earlier day).
 */
export function cargoReady(lines: readonly WizardLine[], today: string): boolean {
  return (
    cargoStepComplete(lines.map(asRuleDraft)) &&
    lines.every((line) => cargoLineIssues(line).length === 0 && !pickupDatePast(line, today))
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
