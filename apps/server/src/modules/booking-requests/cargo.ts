import {
  DEFAULT_VENTILATION,
  isReefer,
  isShipperOwned,
  REQUIRED,
  storedContainerNumbers,
  type TBookingRequestCargoLine,
  type TCargoLineInput,
} from '@portal/domain';
import { badRequest } from '../../platform/http/app-error.ts';
import type { loadReferences } from '../reference/repo.ts';

type References = Awaited<ReturnType<typeof loadReferences>>;

/**
 * A wizard line as stored, with the container line rules of spec 000 §4 applied on the server too: shipper
 * owned lines carry container numbers and no pickup, others need a pickup depot and date, reefer settings only
 * on reefers (ventilation closed by default), out-of-gauge only where the type could be oversize.
 */
export function buildCargoLine(line: TCargoLineInput, i: number, refs: References): TBookingRequestCargoLine {
  const at = (field: string, message: string) => badRequest(`containers.${i}.${field}: ${message}`);
  const type = refs.types.get(line.containerTypeId.toUpperCase());
  if (!type) throw at('containerTypeId', `There is no container type ${line.containerTypeId}.`);
  let commodityType: { id: string | null; name: string };
  if ('id' in line.commodity) {
    const found = refs.commodities.get(line.commodity.id);
    if (!found) throw at('commodity', `There is no commodity type ${line.commodity.id}.`);
    commodityType = found;
  } else {
    commodityType = { id: null, name: line.commodity.name };
  }
  const shipperOwned = isShipperOwned(type.description);
  let pickupLocation: TBookingRequestCargoLine['pickupLocation'] = null;
  if (!shipperOwned) {
    if (!line.pickupLocationId) throw at('pickupLocationId', REQUIRED);
    const found = refs.locations.get(line.pickupLocationId);
    if (!found) throw at('pickupLocationId', `There is no pickup location ${line.pickupLocationId}.`);
    pickupLocation = found;
    if (!line.pickupDate) throw at('pickupDate', REQUIRED);
  }
  const containerNumbers = shipperOwned ? storedContainerNumbers(line.containerNumbers) : [];
  if (containerNumbers.length > line.quantity)
    throw at('containerNumbers', `Give at most one container number per container (${line.quantity}).`);
  if (line.imo.flag && line.imo.entries.length === 0)
    throw at('imo', 'Give the IMO class and UN number of the dangerous goods.');
  const reefer = isReefer(type.id);
  const oog = type.couldBeOversize && line.oog.flag;
  return {
    quantity: line.quantity,
    containerType: type,
    commodityType,
    weight: line.weight,
    temperature: reefer ? line.temperature : null,
    humidity: reefer ? line.humidity : null,
    ventilation: reefer ? (line.ventilation ?? DEFAULT_VENTILATION) : null,
    pickupDate: shipperOwned ? null : line.pickupDate,
    pickupLocation,
    pickupReference: shipperOwned ? '' : line.pickupReference,
    deliveryReference: line.deliveryReference,
    vgmPin: line.vgmPin,
    containerNumbers,
    imo: line.imo.flag ? { flag: true, entries: line.imo.entries } : { flag: false, entries: [] },
    oog: oog ? { flag: true, entries: line.oog.entries } : { flag: false, entries: [] },
    demDetTariffs: line.demDetTariffs,
    storageTariffs: line.storageTariffs,
    // Plug-in tariffs are for reefers, which are plugged in at the terminal.
    pluginTariffs: reefer ? line.pluginTariffs : [],
  };
}
