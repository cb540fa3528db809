import { z } from 'zod';
import { PRODUCT_NAME, type TBooking } from '@portal/domain';
import { CARRIER_CODES } from '../schedules/dcsa/carrier-codes.ts';

/**
 * A confirmed booking in the DCSA Booking 2.0 response shape (issue 11 part 6, ../shared/data/dcsa/openapi
 * BKG_v2.0.4 `Booking`): what a shipper's system reads with GET /v2/bookings/{carrierBookingReference}. Our
 * bookings are full container loads from container yard to container yard, booked by the forwarder (the booking
 * agent); the file number is the carrier booking reference.
 */

/** The fields we answer, as the schema names them (the test validates the whole answer against BKG 2.0.4). */
export const ZDcsaBooking = z
  .object({
    carrierBookingReference: z.string(),
    bookingStatus: z.string(),
    receiptTypeAtOrigin: z.string(),
    deliveryTypeAtDestination: z.string(),
    cargoMovementTypeAtOrigin: z.string(),
    cargoMovementTypeAtDestination: z.string(),
    isEquipmentSubstitutionAllowed: z.boolean(),
    documentParties: z.record(z.string(), z.unknown()),
    shipmentLocations: z.array(z.record(z.string(), z.unknown())),
    requestedEquipments: z.array(z.record(z.string(), z.unknown())),
  })
  .passthrough();

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : undefined);
/** DCSA strings must not start or end with a space and have a maximum length. */
const text = (value: string | null | undefined, max: number) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max).trim() : undefined;
};

function carrierCode(carrierId: string) {
  const codes = CARRIER_CODES[carrierId];
  if (codes?.smdg) return { carrierCode: codes.smdg, carrierCodeListProvider: 'SMDG' };
  if (codes?.nmfta) return { carrierCode: codes.nmfta, carrierCodeListProvider: 'NMFTA' };
  return {};
}

function location(code: string | undefined, name: string | null) {
  return {
    ...(text(name, 100) ? { locationName: text(name, 100) } : {}),
    ...(code ? { UNLocationCode: code } : {}),
  };
}

export function toDcsaBooking(booking: TBooking) {
  const pol = booking.pol;
  const pod = booking.pod;
  const vesselName = text(booking.vessel, 50);
  const voyage = text(booking.voyage, 50);
  const shipmentLocations = [
    booking.placeOfReceipt
      ? { location: location(undefined, booking.placeOfReceipt), locationTypeCode: 'PRE' }
      : null,
    pol ? { location: location(pol.id, pol.name), locationTypeCode: 'POL' } : null,
    pod ? { location: location(pod.id, pod.name), locationTypeCode: 'POD' } : null,
    booking.finalDestination
      ? { location: location(undefined, booking.finalDestination), locationTypeCode: 'PDE' }
      : null,
  ].filter((l) => l !== null);
  return {
    carrierBookingReference: booking.id.slice(0, 35),
    ...(booking.requestId ? { carrierBookingRequestReference: booking.requestId } : {}),
    bookingStatus: booking.archived ? 'COMPLETED' : 'CONFIRMED',
    receiptTypeAtOrigin: 'CY',
    deliveryTypeAtDestination: 'CY',
    cargoMovementTypeAtOrigin: 'FCL',
    cargoMovementTypeAtDestination: 'FCL',
    ...(text(booking.agreementNo, 30) ? { serviceContractReference: text(booking.agreementNo, 30) } : {}),
    ...(vesselName ? { vessel: { name: vesselName } } : {}),
    ...(voyage ? { carrierExportVoyageNumber: voyage } : {}),
    ...carrierCode(booking.carrier.id),
    ...(day(booking.etd) ? { expectedDepartureDate: day(booking.etd) } : {}),
    isEquipmentSubstitutionAllowed: false,
    ...(text(booking.customerReference, 35)
      ? { references: [{ type: 'CR', value: text(booking.customerReference, 35) }] }
      : {}),
    documentParties: {
      bookingAgent: { partyName: PRODUCT_NAME },
      ...(booking.client ? { shipper: { partyName: text(booking.client.name, 70) } } : {}),
    },
    shipmentLocations,
    requestedEquipments: booking.cargo.map((line) => ({
      ISOEquipmentCode: line.containerType.id.slice(0, 4),
      units: line.quantity,
      isShipperOwned: line.containerType.description.trim().endsWith('S.O.'),
      ...(line.containerNumbers.length
        ? { equipmentReferences: line.containerNumbers.map((n) => n.slice(0, 11)) }
        : {}),
      ...(line.weight > 0 ? { cargoGrossWeight: { value: line.weight, unit: 'KGM' } } : {}),
      commodities: [
        {
          commodityType: text(line.commodityType.name, 550) ?? 'General cargo',
          ...(line.weight > 0 ? { cargoGrossWeight: { value: line.weight, unit: 'KGM' } } : {}),
        },
      ],
    })),
    confirmedEquipments: booking.cargo.map((line) => ({
      ISOEquipmentCode: line.containerType.id.slice(0, 4),
      units: line.quantity,
    })),
    ...(pol && pod && booking.etd && booking.eta
      ? {
          transportPlan: [
            {
              transportPlanStage: 'MNC',
              transportPlanStageSequenceNumber: 1,
              loadLocation: location(pol.id, pol.name),
              dischargeLocation: location(pod.id, pod.name),
              plannedDepartureDate: day(booking.etd),
              plannedArrivalDate: day(booking.eta),
              modeOfTransport: 'VESSEL',
              ...(vesselName ? { vesselName } : {}),
              ...(voyage ? { carrierExportVoyageNumber: voyage } : {}),
            },
          ],
        }
      : {}),
    ...(booking.freight.length
      ? {
          charges: booking.freight.map((line) => ({
            chargeName: text(line.text, 50) ?? 'Charge',
            currencyAmount: line.total,
            currencyCode: line.currency.slice(0, 3),
            paymentTermCode: 'PRE',
            calculationBasis: text(line.unit, 50) ?? 'PER SHIPMENT',
            unitPrice: line.unitValue,
            quantity: line.quantity,
          })),
        }
      : {}),
  };
}
