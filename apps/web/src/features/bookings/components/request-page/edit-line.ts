import { cargoLineFormValuesOf, isShipperOwned, type TBookingRequestCargoLine } from '@portal/domain';
import type { WizardLine } from '../../../../components/cargo-lines/index.ts';

/** A cargo line of the edit form: the online booking's line (components/cargo-lines), one implementation. */
export type EditLine = WizardLine;

let seq = 0;

/** A stored line as the line form edits it. */
export function editLineOf(line: TBookingRequestCargoLine): EditLine {
  seq += 1;
  return {
    ...cargoLineFormValuesOf(line),
    key: `saved-${seq}`,
    containerType: { ...line.containerType, shipperOwned: isShipperOwned(line.containerType.description) },
    temperatureText: line.temperature === null ? '' : String(line.temperature),
  };
}
