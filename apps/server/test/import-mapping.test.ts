import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARRIERS, type TConfirmationContainerLine, type TConfirmationRequest } from '@portal/domain';
import { parseBookingConfirmation } from '../src/modules/booking-requests/booking-confirmation/parse.ts';
import {
  cargoLineOf,
  companyWords,
  containerTypeIdsOf,
  importedFields,
  importedItinerary,
  matchCarrier,
  matchClient,
  matchDepot,
  matchPort,
  mergeMissing,
  reeferOf,
  type ImportReferences,
  type PortCandidate,
} from '../src/modules/booking-requests/import-mapping.ts';

const carriers = CARRIERS.map((c) => ({ ...c, disabled: false }));
const hint = (name: string | null) => ({ name, inttraId: null });

function fixture(name: string): TConfirmationRequest {
  const parsed = parseBookingConfirmation(
    readFileSync(new URL(`fixtures/booking-confirmation/${name}.html`, import.meta.url)),
  );
  if (!parsed.ok) throw new Error(`${name} did not parse`);
  return parsed.request;
}

const port = (id: string, name: string, countryName: string, city = name): PortCandidate => ({
  id,
  name,
  city,
  countryCode: id.slice(0, 2),
  countryName,
});
const PORTS = [
  port('DEHAM', 'Hamburg', 'Germany'),
  port('CNSHA', 'Shanghai', 'China'),
  port('CNSGH', 'Shanghai', 'China'),
  port('BRSSZ', 'Santos', 'Brazil'),
  port('USPOR', 'Portland', 'United States'),
  port('USPDX', 'Portland', 'United States'),
];

const types = new Map(
  [
    { id: '45G1', label: '40HC', description: "40' High Cube Dry Container", couldBeOversize: false },
    { id: '45R1', label: '40RH', description: "40' High Cube Reefer Container", couldBeOversize: false },
    { id: '22R1', label: '20RF', description: "20' Reefer Container", couldBeOversize: false },
    { id: '22G1', label: '20DC', description: "20' Dry Container", couldBeOversize: false },
  ].map((t) => [t.id, t]),
);
const refs: ImportReferences = {
  types,
  commodities: [{ id: 'machinery', name: 'MACHINERY PARTS' }],
  depots: [
    {
      id: 'hamburg-waltershof',
      name: 'HCCR Container Depot Waltershof',
      street: 'Am Ballinkai 1',
      city: 'Hamburg',
      zip: '21129',
      countryCode: 'DE',
    },
  ],
};

const line = (over: Partial<TConfirmationContainerLine> = {}): TConfirmationContainerLine => ({
  quantity: 2,
  isoType: '45G1',
  description: "40' High Cube",
  netWeightKg: 18000,
  netWeight: '18000 KGM',
  netVolume: null,
  equipmentSupplier: null,
  emptyFull: null,
  serviceArrangement: null,
  haulageArrangement: null,
  reefer: null,
  pickup: null,
  ...over,
});

describe('matching the carrier an e-mail names', () => {
  it.each([
    ['HAPAG-LLOYD AG', 'HSG'],
    ['Hapag Lloyd', 'HSG'],
    ['HAMBURG SUD', 'HSD'],
    ['Hamburg Süd KG', 'HSD'],
    ['CMA CGM S.A.', 'CMA'],
    ['ZIM INTEGRATED SHIPPING SERVICES LTD', 'ZIM'],
    ['HMM CO LTD', 'HMM'],
    ['DEUTSCHE AFRIKA-LINIEN GMBH', 'DAL'],
    ['hsg', 'HSG'],
  ])('%s is %s', (name, id) => {
    expect(matchCarrier(hint(name), carriers)?.id).toBe(id);
  });

  it('matches no carrier we do not have, none without a name and no disabled one', () => {
    expect(matchCarrier(hint('MSC MEDITERRANEAN SHIPPING COMPANY'), carriers)).toBeNull();
    expect(matchCarrier(hint(null), carriers)).toBeNull();
    expect(matchCarrier(null, carriers)).toBeNull();
    expect(matchCarrier(hint('AG'), carriers)).toBeNull();
    const disabled = carriers.map((c) => (c.id === 'HSG' ? { ...c, disabled: true } : c));
    expect(matchCarrier(hint('HAPAG-LLOYD AG'), disabled)).toBeNull();
  });

  it('guesses nothing when two carriers fit alike', () => {
    const twins = [
      { id: 'A1', name: 'Nordic Line', displayName: 'NORDIC LINE', disabled: false },
      { id: 'A2', name: 'Nordic Line', displayName: 'NORDIC LINE', disabled: false },
    ];
    expect(matchCarrier(hint('NORDIC LINE AS'), twins)).toBeNull();
  });
});

describe('matching the booker to a client', () => {
  const clients = [
    { id: 'c1', name: 'Alpina Trading AG', erpClientId: '10001' },
    { id: 'c2', name: 'Hanse Logistik GmbH', erpClientId: '804412' },
    { id: 'c3', name: 'Rhône Vins SA', erpClientId: '10003' },
  ];
  it('by the INTTRA id as our ERP client id, then by the name without its legal form', () => {
    expect(matchClient({ name: 'SOMEONE ELSE', inttraId: '804412' }, clients)?.id).toBe('c2');
    expect(matchClient({ name: 'ALPINA TRADING', inttraId: null }, clients)?.id).toBe('c1');
    expect(matchClient({ name: 'RHONE VINS S.A.', inttraId: '999' }, clients)?.id).toBe('c3');
  });
  it('answers none for an unknown booker or two alike', () => {
    expect(matchClient({ name: 'NORDIC FREIGHT FORWARDING AG', inttraId: '1' }, clients)).toBeNull();
    expect(matchClient({ name: null, inttraId: null }, clients)).toBeNull();
    const twins = [...clients, { id: 'c4', name: 'Alpina Trading GmbH', erpClientId: '10004' }];
    expect(matchClient({ name: 'Alpina Trading', inttraId: null }, twins)).toBeNull();
  });
  it('reads company names without accents, case or legal form', () => {
    expect(companyWords('Rhône Vins S.A.')).toEqual(['rhone', 'vins']);
  });
});

describe('matching ports', () => {
  it('by UN/LOCODE', () => {
    expect(matchPort({ locode: 'BRSSZ', name: 'Santos, Brazil' }, PORTS)?.id).toBe('BRSSZ');
    expect(matchPort({ locode: 'NLRTM', name: 'Rotterdam' }, PORTS)).toBeNull();
  });
  it('by name, with the country when given, and the code made of the name among several', () => {
    expect(matchPort({ locode: null, name: 'HAMBURG' }, PORTS)?.id).toBe('DEHAM');
    expect(matchPort({ locode: null, name: 'Shanghai, China' }, PORTS)?.id).toBe('CNSHA');
    expect(matchPort({ locode: null, name: 'Hamburg, Brazil' }, PORTS)).toBeNull();
    expect(matchPort({ locode: null, name: 'Nowhere' }, PORTS)).toBeNull();
    expect(matchPort(null, PORTS)).toBeNull();
  });
  it('takes a longer name that starts with the place when none is equal', () => {
    const klang = [
      port('MYPKG', 'Port Klang (Pelabuhan Klang)', 'Malaysia'),
      port('MYWSP', 'Westport/Port Klang', 'Malaysia'),
    ];
    expect(matchPort({ locode: null, name: 'Port Klang' }, klang)?.id).toBe('MYPKG');
    expect(matchPort({ locode: null, name: 'Westport' }, klang)?.id).toBe('MYWSP');
  });
  it('guesses none when several ports share the name and none has its code', () => {
    expect(
      matchPort({ locode: null, name: 'Portland' }, [
        port('USPWM', 'Portland', 'United States'),
        port('USPDX', 'Portland', 'United States'),
      ]),
    ).toBeNull();
  });
});

describe('container lines', () => {
  it('takes the ISO type, quantity, weight and a known commodity', () => {
    const { line: stored, missing } = cargoLineOf(line(), 0, 'Machinery parts', refs);
    expect(stored).toMatchObject({
      quantity: 2,
      containerType: { id: '45G1', label: '40HC' },
      commodityType: { id: 'machinery', name: 'MACHINERY PARTS' },
      weight: 18000,
      temperature: null,
      ventilation: null,
      pickupLocation: null,
    });
    expect(missing).toEqual([]);
  });

  it('maps the mapped ISO codes (42R1 is booked as 45R1) and lists an unknown one', () => {
    expect(cargoLineOf(line({ isoType: '42R1' }), 0, null, refs).line.containerType.id).toBe('45R1');
    const unknown = cargoLineOf(line({ isoType: '99X9' }), 1, null, refs);
    expect(unknown.line.containerType.id).toBe('');
    expect(unknown.missing).toEqual(['Container 2: Size/Type 99X9 is not one of our container types']);
  });

  it('leaves what is not said empty, so the warning panel lists it', () => {
    const { line: stored } = cargoLineOf(
      line({ quantity: null, isoType: null, netWeightKg: null }),
      0,
      null,
      refs,
    );
    expect(stored).toMatchObject({
      quantity: 0,
      containerType: { id: '' },
      weight: 0,
      commodityType: { id: null, name: '' },
    });
  });

  it('reads reefer settings in our units and lists what it cannot', () => {
    expect(
      reeferOf({
        temperature: '-18.5',
        temperatureUnit: 'CEL',
        ventilation: 'Closed',
        humidity: '65 %',
        other: [],
      }),
    ).toEqual({
      temperature: -18.5,
      humidity: 65,
      ventilation: 'CLOSED',
      unread: [],
    });
    expect(
      reeferOf({ temperature: '41', temperatureUnit: 'FAH', ventilation: '25%', humidity: null, other: [] }),
    ).toMatchObject({
      temperature: 5,
      ventilation: '25%',
    });
    const odd = reeferOf({
      temperature: '90',
      temperatureUnit: 'CEL',
      ventilation: '25 CBM/H',
      humidity: '120',
      other: [],
    });
    expect(odd).toMatchObject({ temperature: null, humidity: null, ventilation: 'CLOSED' });
    expect(odd.unread).toEqual(['Temperature 90 CEL', 'Humidity 120', 'Ventilation 25 CBM/H']);
    const reefer = cargoLineOf(
      line({
        isoType: '22R1',
        reefer: {
          temperature: '5',
          temperatureUnit: 'CEL',
          ventilation: '25 CBM/H',
          humidity: null,
          other: [],
        },
      }),
      0,
      null,
      refs,
    );
    expect(reefer.line).toMatchObject({ temperature: 5, ventilation: 'CLOSED' });
    expect(reefer.missing).toEqual(['Container 1: Ventilation 25 CBM/H could not be read']);
  });

  it('takes a pick-up place that is one of our depots, and lists one that is not', () => {
    const pickup = {
      address: ['HCCR CONTAINER DEPOT WALTERSHOF GMBH', 'Am Ballinkai 1'],
      postalCode: '21129',
      countryCode: 'DE',
      date: '2026-11-20',
      dateText: '20-Nov-2026',
    };
    const depot = cargoLineOf(line({ pickup }), 0, null, refs);
    expect(depot.line.pickupLocation?.id).toBe('hamburg-waltershof');
    expect(depot.line.pickupDate).toBe('2026-11-20');
    expect(matchDepot({ ...pickup, countryCode: 'CH' }, refs.depots)).toBeNull();
    const warehouse = cargoLineOf(
      line({
        pickup: {
          ...pickup,
          address: ['NORDIC COLD STORE GMBH', 'Kuehlhausweg 4', 'Hamburg'],
          postalCode: '21107',
        },
      }),
      0,
      null,
      refs,
    );
    expect(warehouse.line.pickupLocation).toBeNull();
    expect(warehouse.missing).toEqual([
      'Container 1: Pick-up location NORDIC COLD STORE GMBH, Kuehlhausweg 4, Hamburg, 21107 DE is not one of our depots',
    ]);
  });
});

describe('the request from a whole e-mail', () => {
  it('maps references, dates, vessel and the itinerary of the one-line fixture', () => {
    const request = fixture('requested-one-line');
    expect(importedFields(request)).toEqual({
      vessel: 'SANTOS EXPRESS',
      voyage: '2647S',
      etd: '2026-11-24T12:00:00.000Z',
      eta: '2026-12-15T12:00:00.000Z',
      intraRefNumber: '2016738452',
      externalBookingReference: null,
      customerReference: 'NFF-2026-0815',
      agreementNo: 'S26HLAG0042',
      additionalInfo: 'Please confirm the cut-off dates.\nCargo ready at the warehouse from 20 Nov.',
    });
    const itinerary = importedItinerary(request, PORTS[0]!, PORTS[3]!);
    expect(itinerary.portOfLoading).toMatchObject({
      port: { id: 'DEHAM' },
      vessel: 'SANTOS EXPRESS',
      departure: '2026-11-24T12:00:00.000Z',
    });
    expect(itinerary.portOfDischarge).toMatchObject({
      port: { id: 'BRSSZ' },
      arrival: '2026-12-15T12:00:00.000Z',
    });
    expect(containerTypeIdsOf(request)).toEqual(['45G1']);
  });

  it('keeps references within the lengths the edit mode allows', () => {
    const request = {
      ...fixture('requested-one-line'),
      customerShipmentId: 'R'.repeat(80),
      agreementNumber: '  ',
    };
    expect(importedFields(request)).toMatchObject({ customerReference: 'R'.repeat(50), agreementNo: null });
  });

  it('lists the parser’s labels and ours once each', () => {
    expect(mergeMissing(['Vessel', 'Voyage'], ['Voyage', 'Container 1: x'])).toEqual([
      'Vessel',
      'Voyage',
      'Container 1: x',
    ]);
  });
});
