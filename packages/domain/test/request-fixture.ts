import type { FreightLine, TBookingRequestCargoLine, TBookingRequestDetail } from '../src/index.ts';

/** A 40' high cube line of furniture picked up in Basel: complete for the warning panel. */
export function cargoLine(overrides: Partial<TBookingRequestCargoLine> = {}): TBookingRequestCargoLine {
  return {
    quantity: 2,
    containerType: {
      id: '45G1',
      label: '40HC',
      description: "40' High Cube Dry Container",
      couldBeOversize: false,
    },
    commodityType: { id: 'c-furniture', name: 'FURNITURE' },
    weight: 12000,
    temperature: null,
    humidity: null,
    ventilation: null,
    pickupDate: '2026-05-01',
    pickupLocation: {
      id: 'CHBSL-D1',
      name: 'Contargo Basel',
      street: 'Hafenstrasse 1',
      city: 'Basel',
      zip: '4057',
      countryCode: 'CH',
    },
    pickupReference: '',
    deliveryReference: '',
    vgmPin: '',
    containerNumbers: [],
    demDetTariffs: [],
    storageTariffs: [],
    pluginTariffs: [],
    imo: { flag: false, entries: [] },
    oog: { flag: false, entries: [] },
    ...overrides,
  };
}

export function freightLine(overrides: Partial<FreightLine> = {}): FreightLine {
  return {
    seqNr: 1,
    text: 'Seafreight',
    group: 'EXTERNAL',
    quantity: 2,
    unit: 'CTR',
    unitValue: 1200,
    currency: 'USD',
    total: 2400,
    internal1: false,
    isManual: false,
    ...overrides,
  };
}

/** An HSG request Hamburg to Santos, In Progress with an agent, ready to book. */
export function requestDetail(overrides: Partial<TBookingRequestDetail> = {}): TBookingRequestDetail {
  return {
    id: 'req-2026040007',
    statusCode: 20,
    statusText: 'In Progress',
    hold: false,
    isUnread: false,
    client: { id: 'client-a', name: 'Alpine Trading AG' },
    createdBy: { id: 'user-c', name: 'Carla Customer' },
    agent: { id: 'agent-1', name: 'Anna Agent' },
    carrier: { id: 'HSG', name: 'HAPAG-LLOYD', color: '#ff6600' },
    origin: { id: 'DEHAM', name: 'Hamburg', countryCode: 'DE' },
    destination: { id: 'BRSSZ', name: 'Santos', countryCode: 'BR' },
    vessel: 'SANTOS EXPRESS',
    voyage: '2619S',
    etd: '2026-05-05T18:00:00.000Z',
    eta: '2026-05-28T04:00:00.000Z',
    quoteNumber: 4711,
    agreementNo: null,
    customerReference: 'PO-100',
    createdAt: '2026-04-20T08:00:00.000Z',
    updatedAt: '2026-04-21T08:00:00.000Z',
    imo: false,
    soc: false,
    vgmSubmittedBy: 'CLIENT',
    itinerary: {
      portOfLoading: {
        port: { id: 'DEHAM', name: 'Hamburg', countryCode: 'DE' },
        terminal: 'Container Terminal Altenwerder',
        vessel: 'SANTOS EXPRESS',
        voyage: '2619S',
        arrival: '2026-05-04T16:00:00.000Z',
        departure: '2026-05-05T18:00:00.000Z',
        utcOffsetMinutes: 120,
      },
      transshipments: [],
      portOfDischarge: {
        port: { id: 'BRSSZ', name: 'Santos', countryCode: 'BR' },
        terminal: null,
        vessel: 'SANTOS EXPRESS',
        voyage: '2619S',
        arrival: '2026-05-28T04:00:00.000Z',
        departure: '2026-05-28T18:00:00.000Z',
        utcOffsetMinutes: -180,
      },
      closings: [
        { code: 'FCL', label: 'FCL delivery', time: '2026-05-03T22:30:00.000Z' },
        { code: 'VGM', label: 'VGM', time: '2026-05-02T10:00:00.000Z' },
      ],
    },
    containers: [cargoLine()],
    freightDetails: [freightLine()],
    additionalInfo: null,
    files: [],
    version: 3,
    blNumber: null,
    intBlNumber: null,
    intraRefNumber: null,
    statisticClient: null,
    externalBookingReference: null,
    bookingId: null,
    leadingCurrency: 'USD',
    specialRemarks: [],
    quoteValidity: { from: '2026-04-01', to: '2026-04-30' },
    tagIds: [],
    ...overrides,
  };
}
