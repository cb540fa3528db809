import { describe, expect, it } from 'vitest';
import {
  backendContainerType,
  chargeCodeOf,
  normalizeChargeUnit,
  toBackendBooking,
  ZBackendBooking,
  type BackendBookingParties,
} from '../src/index.ts';
import { cargoLine, freightLine, requestDetail } from './request-fixture.ts';

const parties: BackendBookingParties = {
  agent: { id: 'u-agent', erpUserId: 'A-17', name: 'Anna Agent', email: 'anna@forwarder.example' },
  client: { id: 'c-uuid', erpClientId: '10042', name: 'Alpine Trading AG', city: 'Basel' },
  createdBy: { id: 'u-carla', erpUserId: null, name: 'Carla Customer' },
  statisticClient: { id: 's-uuid', erpClientId: null },
};

const SO = { id: '22G1-SO', label: '20DC', description: "20' Dry Container S.O.", couldBeOversize: false };

describe('equipment type mapping (spec 000 §3)', () => {
  it('maps the older codes and books shipper-owned types as their ISO code', () => {
    expect(backendContainerType('20G0')).toBe('22G1');
    expect(backendContainerType('22G0')).toBe('22G1');
    expect(backendContainerType('45G0')).toBe('45G1');
    expect(backendContainerType('42G0')).toBe('42G1');
    expect(backendContainerType('42R1')).toBe('45R1');
    expect(backendContainerType('45R0')).toBe('45R1');
    expect(backendContainerType('22G1-SO')).toBe('22G1');
    expect(backendContainerType('45g1')).toBe('45G1');
  });
});

describe('charge units and codes', () => {
  it('normalises units to CTR, FEE, SET, TEU and the 20/40 foot types (spec 000 §9)', () => {
    expect(normalizeChargeUnit('per container')).toBe('CTR');
    expect(normalizeChargeUnit('pro Container')).toBe('CTR');
    expect(normalizeChargeUnit('per shipment')).toBe('FEE');
    expect(normalizeChargeUnit('per set')).toBe('SET');
    expect(normalizeChargeUnit('per TEU')).toBe('TEU');
    expect(normalizeChargeUnit("per 40'HC")).toBe("40'HC");
    expect(normalizeChargeUnit("20' RF")).toBe("20'RF");
    expect(normalizeChargeUnit('%')).toBe('%');
    expect(normalizeChargeUnit(' pallet ')).toBe('PALLET');
  });

  it('gives each known charge its code, and MIS to the rest', () => {
    expect(chargeCodeOf('Seafreight')).toBe('OFR');
    expect(chargeCodeOf('  eu  ETS surcharge ')).toBe('ETS');
    expect(chargeCodeOf('Terminal Handling Charge Origin')).toBe('THO');
    expect(chargeCodeOf('Agency Commission')).toBe('COM');
    expect(chargeCodeOf('Customs clearance')).toBe('MIS');
  });
});

describe('toBackendBooking', () => {
  const request = requestDetail({
    agreementNo: 'AG-77',
    blNumber: 'HLCUHAM260512345',
    intBlNumber: 'HLCUHAM260512345',
    specialRemarks: [{ id: 'r1', text: 'Keep dry' }],
    additionalInfo: '  Call before pickup ',
    vgmSubmittedBy: 'ADMIN',
    containers: [
      cargoLine({ pickupReference: 'P-1', deliveryReference: 'D-1', vgmPin: 'V-1' }),
      cargoLine({
        quantity: 2,
        containerType: SO,
        pickupDate: null,
        pickupLocation: null,
        containerNumbers: ['MSKU1234565', ' ', 'TGHU7654321'],
        imo: { flag: true, entries: [{ imoClass: '3', unNumber: '1263', pgNumber: 'II' }] },
      }),
      cargoLine({
        quantity: 1,
        containerType: { id: '42R1', label: '40RH', description: "40' Reefer", couldBeOversize: false },
        temperature: -18,
        humidity: 60,
        ventilation: 'CLOSED',
        oog: { flag: true, entries: [{ length: 1250, width: 260, height: 300, weight: 28000 }] },
      }),
    ],
    freightDetails: [
      freightLine({ seqNr: 1, unit: 'per container' }),
      freightLine({
        seqNr: 2,
        text: 'Documentation Fee',
        quantity: 1,
        unit: 'shipment',
        unitValue: 75,
        currency: 'EUR',
        total: 75,
      }),
      freightLine({
        seqNr: 3,
        text: 'Agency Commission',
        group: 'INTERNAL1',
        internal1: true,
        quantity: 5,
        unit: '%',
        unitValue: -2400,
        total: -120,
      }),
    ],
  });
  const itinerary = {
    ...request.itinerary,
    portOfDischarge: { ...request.itinerary.portOfDischarge, arrival: '2026-05-28T02:00:00.000Z' },
  };
  const booking = toBackendBooking({ ...request, itinerary }, parties);

  it('answers the shape of the backend booking format', () => {
    expect(ZBackendBooking.parse(booking)).toEqual(booking);
  });

  it('carries numbers, parties, carrier, vessel and voyage', () => {
    expect(booking).toMatchObject({
      requestId: 'req-2026040007',
      Category: 'Export',
      Agreement: 'AG-77',
      'BL-No': 'HLCUHAM260512345',
      'Int-BL-No': 'HLCUHAM260512345',
      'Cust-BkgRef': 'PO-100',
      BkgAgentContact: 'A-17',
      BkgAgentContactTxt: 'Anna Agent',
      BkgAgentContactEml: 'anna@forwarder.example',
      CarrierID: 'HSG',
      Vessel: 'SANTOS EXPRESS',
      Voyage: '2619S',
      ForwAdrId: '10042',
      ForwAdrName: 'Alpine Trading AG',
      ForwAdrCity: 'Basel',
      ForwPersID: 'u-carla',
      ForwarderPersTxt: 'Carla Customer',
      StatClient: 's-uuid',
      LeadingCurrency: 'USD',
    });
  });

  it("writes places and dates as dd.MM.yyyy on each port's clock", () => {
    expect(booking).toMatchObject({
      POL: 'DEHAM',
      POLName: 'Hamburg',
      POD: 'BRSSZ',
      PODName: 'Santos',
      PlaceOfRecieptName: 'Hamburg',
      PlaceOfReceiptETS: '05.05.2026',
      ETS: '05.05.2026',
      // 02:00 UTC is still the evening before in Santos (UTC-3).
      ETA: '27.05.2026',
      FinalDestinationName: 'Santos',
      FinalDestinationETA: '27.05.2026',
    });
  });

  it('sends port terms with closings on the port of loading clock', () => {
    expect(booking.PortTerms).toEqual({
      LinerPortAgent: '',
      FOBDeliveryBy: '',
      VGMSubmByTxt: 'Admin',
      Closings: [
        { ClosingType: 'FCL', ClosingDate: '04.05.2026', ClosingTime: '00:30', ClosingTxt: 'FCL delivery' },
        { ClosingType: 'VGM', ClosingDate: '02.05.2026', ClosingTime: '12:00', ClosingTxt: 'VGM' },
      ],
    });
  });

  it('sends the special remarks and special requests as SPECIAL REMARKS', () => {
    expect(booking.Remarks).toEqual([
      { RemarkType: 'SPECIAL REMARKS', RemarkTxt: 'Keep dry' },
      { RemarkType: 'SPECIAL REMARKS', RemarkTxt: 'Call before pickup' },
    ]);
    const bare = toBackendBooking(requestDetail(), { ...parties, statisticClient: null });
    expect(bare.Remarks).toEqual([]);
    expect(bare.Agreement).toBe('');
    expect(bare.StatClient).toBe('');
  });

  it('sends every freight line with its charge code and normalised unit', () => {
    expect(
      booking.FreightDetails.map((f) => [f.SeqNr, f.ChargeCode, f.Anz, f.Unit, f.Currency, f.Total, f.Group]),
    ).toEqual([
      [1, 'OFR', 2, 'CTR', 'USD', 2400, 'EXTERNAL'],
      [2, 'DOC', 1, 'FEE', 'EUR', 75, 'EXTERNAL'],
      [3, 'COM', 5, '%', 'USD', -120, 'INTERNAL1'],
    ]);
  });

  it('sends cargo per container line: mapped type, references, dangerous goods, reefer and out of gauge', () => {
    const [dry, so, reefer] = booking.CargoDetails;
    expect(dry).toMatchObject({
      CtrQuantity: 2,
      CtypID: '45G1',
      ShipperOwned: false,
      CommodityTXT: 'FURNITURE',
      CtrWeight: 12000,
      'VGM-PIN': 'V-1',
      Equipment: [],
      IMCOs: [],
      Overdimension: [],
    });
    expect(dry!.LocRefs).toEqual([
      {
        LocType: 'PICK UP',
        LocID: 'CHBSL-D1',
        LocDet: 'Contargo Basel, Hafenstrasse 1, 4057 Basel, CH',
        LocRef: 'P-1',
        LocDate: '01.05.2026',
      },
      {
        LocType: 'DELIVERY',
        LocID: 'DEHAM',
        LocDet: 'Container Terminal Altenwerder',
        LocRef: 'D-1',
        LocDate: '',
      },
    ]);
    expect(so).toMatchObject({
      CtypID: '22G1',
      ShipperOwned: true,
      LocRefs: [],
      Equipment: [{ ContainerNumber: 'MSKU1234565' }, { ContainerNumber: 'TGHU7654321' }],
      IMCOs: [{ IMOClass: '3', UNNumber: '1263', PackingNumber: 'II', FlashPoint: null }],
    });
    expect(reefer).toMatchObject({
      CtypID: '45R1',
      Temperature: -18,
      Dehumidification: 60,
      Ventilation: 'CLOSED',
      Overdimension: [{ Overlength: 1250, Overwidth: 260, Overheight: 300, Overweight: 28000 }],
    });
  });

  it('takes the vessel of the sailing and our ids when the request or the ERP has none', () => {
    const manual = toBackendBooking(requestDetail({ vessel: null, voyage: null }), {
      ...parties,
      agent: { ...parties.agent, erpUserId: null },
      client: { ...parties.client, erpClientId: null, city: null },
      category: 'Import',
    });
    expect(manual).toMatchObject({
      Vessel: 'SANTOS EXPRESS',
      Voyage: '2619S',
      BkgAgentContact: 'u-agent',
      ForwAdrId: 'c-uuid',
      ForwAdrCity: '',
      Category: 'Import',
    });
  });
});

describe('tariffs in the backend format', () => {
  it('sends each line tariff as DemDetTariff, StorageTariff and PluginTariff', () => {
    const tariff = { id: 'HSG-DD', days: 21, text: 'Combined free time', description: 'From discharge' };
    const request = requestDetail({ containers: [cargoLine({ demDetTariffs: [tariff] })] });
    const [line] = toBackendBooking(request, parties).CargoDetails;
    expect(line!.DemDetTariff).toEqual([
      { TariffID: 'HSG-DD', Days: 21, Txt: 'Combined free time', Description: 'From discharge' },
    ]);
    expect(line!.StorageTariff).toEqual([]);
    expect(line!.PluginTariff).toEqual([]);
  });
});
