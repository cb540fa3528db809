import { isShipperOwned } from '../container-types.ts';
import { depotsShown } from '../quotes/depot-pickup.ts';
import { isValidFreightCurrency, type FreightGroup } from './freight.ts';
import type { TBookingRequestDetail } from './workbench.ts';

/**
 * The warning panel (staff) of spec 000 §5 "Warning lists": what is missing on the request, on each container
 * line and on each freight line. Book Now stays disabled while any is listed. Labels are the spec's words with
 * a capital first letter.
 */
export const REQUEST_WARNING_LABELS = {
  carrier: 'Carrier',
  schedule: 'Schedule',
  vgmSubmittedBy: 'VGM submission by',
  agent: 'Assigned agent',
  freightDetails: 'Freight details',
} as const;

export const CONTAINER_WARNING_LABELS = {
  commodityType: 'Commodity type',
  containerType: 'Container type',
  pickupDate: 'Pickup date',
  pickupLocation: 'Pickup/dropoff location in Europe',
  quantity: 'Quantity',
} as const;

export const FREIGHT_WARNING_LABELS = { currency: 'Currency' } as const;

export interface WarningItem<F extends string = string> {
  field: F;
  label: string;
}

export interface RequestWarnings {
  request: WarningItem<keyof typeof REQUEST_WARNING_LABELS>[];
  /** `line` counts from 1, as the cargo section numbers its lines. */
  containers: { line: number; items: WarningItem<keyof typeof CONTAINER_WARNING_LABELS>[] }[];
  freight: { group: FreightGroup; seqNr: number; text: string; items: WarningItem<'currency'>[] }[];
}

export type WarningInput = Pick<
  TBookingRequestDetail,
  | 'carrier'
  | 'vessel'
  | 'voyage'
  | 'etd'
  | 'vgmSubmittedBy'
  | 'agent'
  | 'freightDetails'
  | 'containers'
  | 'origin'
  | 'destination'
>;

const item = <L extends Record<string, string>>(labels: L, field: keyof L & string) => ({
  field,
  label: labels[field]!,
});

const blank = (v: string | null | undefined) => !v || v.trim() === '';

/**
 * `depotCountries`: the countries whose depots are offered (config DEPOT_COUNTRIES, spec 001 §5). A pickup or
 * drop-off location is needed when the lane touches one of them, never for shipper-owned types (the "certain
 * type group" of the spec, whose lines carry no pickup); a pickup date likewise.
 */
export function requestWarnings(request: WarningInput, depotCountries: readonly string[]): RequestWarnings {
  const R = REQUEST_WARNING_LABELS;
  const missing: RequestWarnings['request'] = [];
  if (blank(request.carrier?.id)) missing.push(item(R, 'carrier'));
  if (blank(request.vessel) || blank(request.voyage) || blank(request.etd)) missing.push(item(R, 'schedule'));
  if (!request.vgmSubmittedBy || (request.vgmSubmittedBy === 'ADMIN' && !request.agent))
    missing.push(item(R, 'vgmSubmittedBy'));
  if (!request.agent) missing.push(item(R, 'agent'));
  if (!request.freightDetails.some((l) => l.group === 'EXTERNAL')) missing.push(item(R, 'freightDetails'));

  const depots = depotsShown(
    { origin: request.origin.id, destination: request.destination.id },
    depotCountries,
  );
  const C = CONTAINER_WARNING_LABELS;
  const containers = request.containers
    .map((line, i) => {
      const items: RequestWarnings['containers'][number]['items'] = [];
      const shipperOwned = isShipperOwned(line.containerType.description);
      if (blank(line.commodityType.name)) items.push(item(C, 'commodityType'));
      if (blank(line.containerType.id)) items.push(item(C, 'containerType'));
      if (!shipperOwned && blank(line.pickupDate)) items.push(item(C, 'pickupDate'));
      if (depots && !shipperOwned && !line.pickupLocation) items.push(item(C, 'pickupLocation'));
      if (!Number.isInteger(line.quantity) || line.quantity < 1) items.push(item(C, 'quantity'));
      return { line: i + 1, items };
    })
    .filter((c) => c.items.length > 0);

  const freight = request.freightDetails
    .filter((l) => !isValidFreightCurrency(l.currency))
    .map((l) => ({
      group: l.group,
      seqNr: l.seqNr,
      text: l.text,
      items: [item(FREIGHT_WARNING_LABELS, 'currency')],
    }));

  return { request: missing, containers, freight };
}

export function hasWarnings(warnings: RequestWarnings): boolean {
  return warnings.request.length + warnings.containers.length + warnings.freight.length > 0;
}
