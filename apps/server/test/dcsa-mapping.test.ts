import { describe, expect, it } from 'vitest';
import { CARRIERS } from '@portal/domain';
import { carrierIdOf, dcsaCarrierCode } from '../src/modules/schedules/dcsa/carrier-codes.ts';
import {
  localDate,
  localDateTime,
  writtenOffsetMinutes,
  portOffsetMinutes,
} from '../src/modules/schedules/dcsa/local-time.ts';
import { planDcsaImport, referencedPorts } from '../src/modules/schedules/dcsa/mapping.ts';
import { sameCalls, targetCalls, type StoredCall } from '../src/modules/schedules/dcsa/merge-calls.ts';
import type { PlannedCall, ReferenceData } from '../src/modules/schedules/dcsa/plan.ts';
import { readDcsaPayload } from '../src/modules/schedules/dcsa/read-payload.ts';
import { bestTime } from '../src/modules/schedules/dcsa/read-schedules.ts';
import { dcsaExample, dcsaFixture } from './dcsa-fixtures.ts';

const reference: ReferenceData = {
  ports: new Map(
    Object.entries({
      NLAMS: 'Europe/Amsterdam',
      PTSIE: 'Europe/Lisbon',
      COCTG: 'America/Bogota',
      CLSAI: 'America/Santiago',
      DEHAM: 'Europe/Berlin',
      BRSSZ: 'America/Sao_Paulo',
      GBSOU: 'Europe/London',
    }).map(([id, timeZone]) => [id, { timeZone }]),
  ),
  terminals: new Set(['NLAMS-ACT', 'PTSIE-SCT', 'CLSAI-STI', 'DEHAM-CTA']),
  carriers: new Set(CARRIERS.map((c) => c.id)),
};

function plan(body: unknown) {
  const read = readDcsaPayload(body);
  if (!read.payload) throw new Error(JSON.stringify(read.problems));
  return planDcsaImport(read.payload, reference);
}

function problemsOf(body: unknown) {
  const read = readDcsaPayload(body);
  return read.payload ? planDcsaImport(read.payload, reference).problems : read.problems;
}

const at = (iso: string) => new Date(iso);

/** A vessel leg as DCSA writes it, from the parts a test varies. */
function leg(
  from: string,
  departure: string,
  to: string,
  arrival: string,
  partner: Record<string, string> = {},
  vessel: Record<string, string> = { vesselIMONumber: '9700013', name: 'DXT AMSTEL' },
) {
  return {
    transport: {
      modeOfTransport: 'VESSEL',
      servicePartners: [
        {
          carrierCode: 'HLC',
          carrierCodeListProvider: 'SMDG',
          carrierServiceName: 'Test Loop',
          carrierServiceCode: 'TL1',
          carrierExportVoyageNumber: '101N',
          ...partner,
        },
      ],
      vessel,
    },
    departure: { facilityTypeCode: 'POTE', location: { UNLocationCode: from }, dateTime: departure },
    arrival: { facilityTypeCode: 'POTE', location: { UNLocationCode: to }, dateTime: arrival },
  };
}

function routing(...legs: object[]) {
  const first = legs[0] as ReturnType<typeof leg>;
  const last = legs[legs.length - 1] as ReturnType<typeof leg>;
  return { placeOfReceipt: first.departure, placeOfDelivery: last.arrival, legs };
}

describe('reading a DCSA file', () => {
  it('recognises the three kinds by their first entry', () => {
    expect(
      readDcsaPayload([
        routing(leg('DEHAM', '2026-05-04T18:00:00+02:00', 'BRSSZ', '2026-05-26T06:00:00-03:00')),
      ]).payload?.kind,
    ).toBe('pointToPoint');
    expect(
      readDcsaPayload([
        { carrierServiceName: 'X', carrierServiceCode: 'X', vesselSchedules: [{ isDummyVessel: true }] },
      ]).payload?.kind,
    ).toBe('serviceSchedules');
    expect(
      readDcsaPayload([{ location: { UNLocationCode: 'DEHAM' }, vesselSchedules: [] }]).payload?.kind,
    ).toBe('portSchedules');
  });

  it('reports every format problem with its path, here the example placeholders', () => {
    const raw = dcsaExample('DEPARTURE_DATE', 'ARRIVAL_DATE');
    expect(readDcsaPayload(raw).problems).toEqual([
      {
        path: 'routings[0].legs[0].departure.dateTime',
        message: 'Give a date-time with its UTC offset, such as 2025-01-14T09:21:00+01:00.',
      },
      {
        path: 'routings[0].legs[0].arrival.dateTime',
        message: 'Give a date-time with its UTC offset, such as 2025-01-14T09:21:00+01:00.',
      },
    ]);
  });

  it('words missing values, bad codes and unknown modes of transport readably', () => {
    const bad = routing(leg('nlams', '2026-05-04T18:00:00+02:00', 'BRSSZ', '2026-05-26T06:00:00-03:00'));
    (bad.legs[0] as { transport: object }).transport = { modeOfTransport: 'SHIP' };
    delete (bad as { placeOfDelivery?: object }).placeOfDelivery;
    expect(readDcsaPayload([bad]).problems).toEqual([
      {
        path: 'routings[0].placeOfReceipt.location.UNLocationCode',
        message: 'Give a 5-letter UN/LOCODE such as NLAMS (capital letters).',
      },
      { path: 'routings[0].placeOfDelivery', message: 'This is missing.' },
      {
        path: 'routings[0].legs[0].transport.modeOfTransport',
        message:
          'Give modeOfTransport as VESSEL, BARGE, RAIL, TRUCK, RAIL_TRUCK, BARGE_TRUCK, BARGE_RAIL or MULTIMODAL.',
      },
      {
        path: 'routings[0].legs[0].departure.location.UNLocationCode',
        message: 'Give a 5-letter UN/LOCODE such as NLAMS (capital letters).',
      },
    ]);
    expect(readDcsaPayload({}).problems[0]!.path).toBe('(file)');
    expect(readDcsaPayload([]).problems).toEqual([
      { path: '(file)', message: 'The file holds no schedules.' },
    ]);
  });
});

describe('point-to-point routes onto our model', () => {
  it('maps a transshipment: services, vessels, voyages, calls with terminals, offsets and cut-offs', () => {
    const body = dcsaFixture('transshipment-ptp.json');
    const read = readDcsaPayload(body);
    expect(referencedPorts(read.payload!).sort()).toEqual(['CLSAI', 'COCTG', 'NLAMS', 'PTSIE']);
    const result = plan(body);
    expect(result.problems).toEqual([]);
    const p = result.plan!;
    expect(p.services).toEqual([
      { id: 'HSG-DXT1', carrierId: 'HSG', code: 'DXT1', name: 'Amsterdam Iberia Express' },
      { id: 'CMA-DXT2', carrierId: 'CMA', code: 'DXT2', name: 'Iberia West Coast South America' },
    ]);
    expect(p.vessels).toEqual([
      { key: '9700013', imo: '9700013', name: 'DXT AMSTEL', code: 'DXTA' },
      { key: '9700025', imo: '9700025', name: 'DXT SINES', code: 'DXTS' },
    ]);
    expect(p.terminals).toEqual([]);
    const [first, second] = p.voyages;
    expect(first).toMatchObject({
      serviceId: 'HSG-DXT1',
      voyageNumber: '601S',
      vesselKey: '9700013',
      replaceCalls: false,
    });
    expect(
      first!.calls.map((c) => [c.portId, c.terminalId, c.utcOffsetMinutes, !!c.arrival, !!c.departure]),
    ).toEqual([
      ['NLAMS', 'NLAMS-ACT', 60, false, true],
      ['PTSIE', 'PTSIE-SCT', 0, true, false],
    ]);
    expect(first!.calls[0]!.cutOffs.map((c) => c.code)).toEqual(['DCO', 'VCO', 'FCO']);
    expect(second!.calls.map((c) => [c.portId, c.utcOffsetMinutes])).toEqual([
      ['PTSIE', 0],
      ['COCTG', -300],
      ['CLSAI', -180],
    ]);
    expect(second!.calls[0]!.cutOffs.map((c) => c.code)).toEqual(['TCO']);
    expect(second!.calls[1]!.arrival).toBeInstanceOf(Date);
    expect(second!.calls[1]!.departure).toBeInstanceOf(Date);
  });

  it('joins the legs of several routings on one voyage into its calls', () => {
    const ab = leg('DEHAM', '2026-05-04T18:00:00+02:00', 'NLAMS', '2026-05-06T08:00:00+02:00');
    const bc = leg('NLAMS', '2026-05-06T20:00:00+02:00', 'BRSSZ', '2026-05-26T06:00:00-03:00');
    const ac = leg('DEHAM', '2026-05-04T18:00:00+02:00', 'BRSSZ', '2026-05-26T06:00:00-03:00');
    const result = plan([routing(ab), routing(bc), routing(ac)]);
    expect(result.plan!.voyages).toHaveLength(1);
    expect(
      result.plan!.voyages[0]!.calls.map((c) => [
        c.portId,
        c.arrival?.toISOString() ?? null,
        c.departure?.toISOString() ?? null,
      ]),
    ).toEqual([
      ['DEHAM', null, '2026-05-04T16:00:00.000Z'],
      ['NLAMS', '2026-05-06T06:00:00.000Z', '2026-05-06T18:00:00.000Z'],
      ['BRSSZ', '2026-05-26T09:00:00.000Z', null],
    ]);
  });

  it('keeps an unknown SMDG terminal as a new one, leaves BIC facilities out, and skips inland legs', () => {
    const sea = leg('DEHAM', '2026-05-04T18:00:00+02:00', 'BRSSZ', '2026-05-26T06:00:00-03:00');
    (sea.departure.location as object) = {
      UNLocationCode: 'DEHAM',
      facilityName: 'HHLA Container Terminal Tollerort',
      facility: { facilityCode: 'ctt', facilityCodeListProvider: 'SMDG' },
    };
    (sea.arrival.location as object) = {
      UNLocationCode: 'BRSSZ',
      facility: { facilityCode: 'WHS1', facilityCodeListProvider: 'BIC' },
    };
    const truck = {
      transport: { modeOfTransport: 'TRUCK' },
      departure: {
        facilityTypeCode: 'CLOC',
        location: { addressLines: ['Basel'] },
        dateTime: '2026-05-01T08:00:00+02:00',
      },
      arrival: {
        facilityTypeCode: 'POTE',
        location: { UNLocationCode: 'DEHAM' },
        dateTime: '2026-05-02T08:00:00+02:00',
      },
    };
    const result = plan([routing(truck, sea)]);
    expect(result.problems).toEqual([]);
    expect(result.plan!.skippedLegs).toBe(1);
    expect(result.plan!.terminals).toEqual([
      { id: 'DEHAM-CTT', portId: 'DEHAM', code: 'CTT', name: 'HHLA Container Terminal Tollerort' },
    ]);
    expect(result.plan!.voyages[0]!.calls.map((c) => c.terminalId)).toEqual(['DEHAM-CTT', null]);
  });

  it('passes over service partners of other lines when one is ours', () => {
    const shared = leg('DEHAM', '2026-05-04T18:00:00+02:00', 'BRSSZ', '2026-05-26T06:00:00-03:00');
    shared.transport.servicePartners.unshift({
      carrierCode: 'MAEU',
      carrierCodeListProvider: 'NMFTA',
      carrierServiceCode: 'SAMBA',
      carrierExportVoyageNumber: '519S',
    } as never);
    const result = plan([routing(shared)]);
    expect(result.problems).toEqual([]);
    expect(result.plan!.services.map((s) => s.id)).toEqual(['HSG-TL1']);
  });

  it('reads UTC times in the port time zone, since they say nothing about local time', () => {
    const result = plan([routing(leg('DEHAM', '2026-01-10T17:00:00Z', 'BRSSZ', '2026-02-01T09:00:00Z'))]);
    expect(result.plan!.voyages[0]!.calls.map((c) => c.utcOffsetMinutes)).toEqual([60, -180]);
  });

  it('reports what our model needs and the file lacks or contradicts, with paths', () => {
    const noName = leg(
      'DEHAM',
      '2026-05-04T18:00:00+02:00',
      'BRSSZ',
      '2026-05-26T06:00:00-03:00',
      {},
      {
        vesselIMONumber: '9700013',
      },
    );
    const noService = leg('DEHAM', '2026-05-04T18:00:00+02:00', 'BRSSZ', '2026-05-26T06:00:00-03:00', {
      carrierServiceCode: undefined as never,
    });
    delete (noService.transport.servicePartners[0] as Record<string, unknown>).carrierServiceCode;
    const backwards = leg('DEHAM', '2026-05-26T18:00:00+02:00', 'BRSSZ', '2026-05-04T06:00:00-03:00');
    const lateCutOff = {
      ...routing(leg('DEHAM', '2026-05-04T18:00:00+02:00', 'BRSSZ', '2026-05-26T06:00:00-03:00')),
      cutOffTimes: [{ cutOffDateTimeCode: 'FCO', cutOffDateTime: '2026-05-05T06:00:00+02:00' }],
    };
    expect(problemsOf([routing(noName), routing(noService), routing(backwards)])).toEqual([
      {
        path: 'routings[0].legs[0].transport.vessel.name',
        message: 'This is missing: give the vessel name.',
      },
      {
        path: 'routings[1].legs[0].transport.servicePartners[0].carrierServiceCode',
        message: 'This is missing: give the service code.',
      },
      { path: 'routings[2].legs[0].arrival.dateTime', message: 'The arrival is before the departure.' },
    ]);
    expect(problemsOf([lateCutOff])).toEqual([
      { path: 'routings[0].legs[0].departure', message: 'The FCO cut-off at DEHAM is after the departure.' },
    ]);
  });

  it('refuses a voyage given two vessels, a vessel given two names, and two times for one call', () => {
    const one = leg('DEHAM', '2026-05-04T18:00:00+02:00', 'BRSSZ', '2026-05-26T06:00:00-03:00');
    const otherVessel = leg(
      'DEHAM',
      '2026-05-04T18:00:00+02:00',
      'BRSSZ',
      '2026-05-26T06:00:00-03:00',
      {},
      {
        vesselIMONumber: '9700025',
        name: 'DXT SINES',
      },
    );
    const renamed = leg(
      'DEHAM',
      '2026-05-04T18:00:00+02:00',
      'BRSSZ',
      '2026-05-26T06:00:00-03:00',
      { carrierServiceCode: 'TL2' },
      {
        vesselIMONumber: '9700013',
        name: 'DXT AMSTEL II',
      },
    );
    const moved = leg('DEHAM', '2026-05-04T20:00:00+02:00', 'BRSSZ', '2026-05-26T06:00:00-03:00');
    expect(problemsOf([routing(one), routing(otherVessel), routing(renamed)])).toEqual([
      {
        path: 'routings[1].legs[0].transport.vessel',
        message:
          'Voyage 101N of service HSG-TL1 is sailed by vessel 9700013 at routings[0].legs[0].transport.vessel; one voyage has one vessel.',
      },
      {
        path: 'routings[2].legs[0].transport.vessel.name',
        message: 'The vessel 9700013 is named DXT AMSTEL at routings[0].legs[0].transport.vessel.',
      },
    ]);
    expect(problemsOf([routing(one), routing(moved)])).toEqual([
      {
        path: 'routings[1].legs[0].departure',
        message: 'This gives voyage 101N of HSG-TL1 other times at DEHAM than routings[0].legs[0].departure.',
      },
    ]);
  });

  it('names unknown ports and carriers, as the report shows them', () => {
    const unknown = leg('XXABC', '2026-05-04T18:00:00+02:00', 'BRSSZ', '2026-05-26T06:00:00-03:00', {
      carrierCode: 'MSCU',
      carrierCodeListProvider: 'NMFTA',
    });
    expect(
      problemsOf([
        routing(leg('DEHAM', '2026-05-04T18:00:00+02:00', 'BRSSZ', '2026-05-26T06:00:00-03:00')),
        routing(unknown),
      ]),
    ).toEqual([
      {
        path: 'routings[1].legs[0].transport.servicePartners[0].carrierCode',
        message: 'There is no carrier of ours with the NMFTA code MSCU.',
      },
      {
        path: 'routings[1].legs[0].departure.location.UNLocationCode',
        message: 'There is no port with the code XXABC.',
      },
    ]);
  });
});

describe('vessel and port schedules onto our model', () => {
  const ts = (type: 'ARRI' | 'DEPA', classifier: 'PLN' | 'EST' | 'ACT', time: string) => ({
    eventTypeCode: type,
    eventClassifierCode: classifier,
    eventDateTime: time,
  });

  it('takes actual over estimated over planned times', () => {
    const times = [
      ts('ARRI', 'PLN', '2026-05-04T06:00:00+02:00'),
      ts('ARRI', 'ACT', '2026-05-04T09:00:00+02:00'),
      ts('ARRI', 'EST', '2026-05-04T08:00:00+02:00'),
    ];
    expect(bestTime(times, 'ARRI')).toBe('2026-05-04T09:00:00+02:00');
    expect(bestTime(times, 'DEPA')).toBeUndefined();
  });

  it('splits voyages where the import and export numbers turn, and replaces whole voyages', () => {
    const call = (port: string, inVoyage: string, outVoyage: string, arrive: string, leave: string) => ({
      transportCallReference: `${port}-${inVoyage}`,
      carrierImportVoyageNumber: inVoyage,
      carrierExportVoyageNumber: outVoyage,
      location: { UNLocationCode: port },
      timestamps: [ts('ARRI', 'PLN', arrive), ts('DEPA', 'EST', leave)],
    });
    const result = plan([
      {
        carrierServiceName: 'Test Loop',
        carrierServiceCode: 'TL9',
        vesselSchedules: [
          {
            vessel: {
              vesselIMONumber: '9700013',
              name: 'DXT AMSTEL',
              operatorCarrierCode: 'CMDU',
              operatorCarrierCodeListProvider: 'NMFTA',
            },
            isDummyVessel: false,
            transportCalls: [
              call('DEHAM', '101S', '101S', '2026-05-03T06:00:00+02:00', '2026-05-04T18:00:00+02:00'),
              call('BRSSZ', '101S', '102N', '2026-05-26T06:00:00-03:00', '2026-05-28T06:00:00-03:00'),
              call('NLAMS', '102N', '102N', '2026-06-18T06:00:00+02:00', '2026-06-19T06:00:00+02:00'),
            ],
          },
        ],
      },
    ]);
    expect(result.problems).toEqual([]);
    expect(
      result.plan!.voyages.map((v) => [
        v.serviceId,
        v.voyageNumber,
        v.replaceCalls,
        v.calls.map((c) => c.portId),
      ]),
    ).toEqual([
      ['CMA-TL9', '101S', true, ['DEHAM', 'BRSSZ']],
      ['CMA-TL9', '102N', true, ['BRSSZ', 'NLAMS']],
    ]);
    const [outbound, homebound] = result.plan!.voyages;
    expect(outbound!.calls[1]).toMatchObject({ departure: null });
    expect(homebound!.calls[0]).toMatchObject({ arrival: null });
  });

  it('names a dummy vessel TBN and asks for the carrier of a service schedule', () => {
    const service = (vessel: object) => [
      {
        carrierServiceName: 'Test Loop',
        carrierServiceCode: 'TL9',
        vesselSchedules: [{ vessel, isDummyVessel: true, transportCalls: [] }],
      },
    ];
    expect(plan(service({ operatorCarrierCode: 'HLC' })).plan!.vessels).toEqual([
      { key: 'name:TBN', imo: null, name: 'TBN', code: null },
    ]);
    expect(problemsOf(service({}))).toEqual([
      {
        path: 'serviceSchedules[0].vesselSchedules[0].vessel.operatorCarrierCode',
        message: 'This is missing: give the SMDG or NMFTA (SCAC) code of the carrier.',
      },
    ]);
  });

  it('builds a voyage from the port schedules of its ports, to be merged into ours', () => {
    const port = (code: string, arrive: string, leave: string) => ({
      location: { UNLocationCode: code, facilitySMDGCode: code === 'DEHAM' ? 'CTA' : undefined },
      vesselSchedules: [
        {
          servicePartners: [
            {
              carrierCode: 'ZIM',
              carrierCodeListProvider: 'SMDG',
              carrierServiceName: 'Zim Test',
              carrierServiceCode: 'ZT1',
              carrierImportVoyageNumber: '5E',
              carrierExportVoyageNumber: '5E',
            },
          ],
          vessel: { vesselIMONumber: '9700025', name: 'DXT SINES' },
          isDummyVessel: false,
          timestamps: [ts('ARRI', 'PLN', arrive), ts('DEPA', 'PLN', leave)],
        },
      ],
    });
    const result = plan([
      port('BRSSZ', '2026-05-26T06:00:00-03:00', '2026-05-27T06:00:00-03:00'),
      port('DEHAM', '2026-05-03T06:00:00+02:00', '2026-05-04T18:00:00+02:00'),
    ]);
    expect(result.problems).toEqual([]);
    expect(result.plan!.kind).toBe('portSchedules');
    expect(
      result.plan!.voyages.map((v) => [
        v.serviceId,
        v.replaceCalls,
        v.calls.map((c) => c.terminalId ?? c.portId),
      ]),
    ).toEqual([['ZIM-ZT1', false, ['DEHAM-CTA', 'BRSSZ']]]);
  });
});

describe('merging imported calls into stored voyages', () => {
  const stored: StoredCall[] = [
    {
      portId: 'DEHAM',
      terminalId: 'DEHAM-CTA',
      arrival: at('2026-05-03T04:00:00Z'),
      departure: at('2026-05-04T16:00:00Z'),
      utcOffsetMinutes: 120,
      cutOffs: [
        { code: 'DCO', time: '2026-05-01T16:00:00.000Z' },
        { code: 'FCO', time: '2026-05-03T04:00:00.000Z' },
      ],
    },
    {
      portId: 'BRSSZ',
      terminalId: null,
      arrival: at('2026-05-26T09:00:00Z'),
      departure: at('2026-05-27T09:00:00Z'),
      utcOffsetMinutes: -180,
      cutOffs: [],
    },
  ];
  const call = (over: Partial<PlannedCall>): PlannedCall => ({
    path: 'x',
    portId: 'DEHAM',
    terminalId: null,
    arrival: null,
    departure: null,
    utcOffsetMinutes: 120,
    cutOffs: [],
    ...over,
  });

  it('updates the matching call, keeps what the file does not say, and adds new calls in time order', () => {
    const result = targetCalls(
      stored,
      [
        call({
          departure: at('2026-05-04T20:00:00Z'),
          cutOffs: [{ code: 'FCO', time: '2026-05-03T08:00:00.000Z' }],
        }),
        call({ portId: 'ESALG', arrival: at('2026-05-10T08:00:00Z'), departure: at('2026-05-11T08:00:00Z') }),
      ],
      false,
    );
    expect(result.map((c) => c.portId)).toEqual(['DEHAM', 'ESALG', 'BRSSZ']);
    expect(result[0]).toMatchObject({
      terminalId: 'DEHAM-CTA',
      arrival: at('2026-05-03T04:00:00Z'),
      departure: at('2026-05-04T20:00:00Z'),
      cutOffs: [
        { code: 'DCO', time: '2026-05-01T16:00:00.000Z' },
        { code: 'FCO', time: '2026-05-03T08:00:00.000Z' },
      ],
    });
  });

  it('changes nothing when the file says what is stored, and replaces whole voyages', () => {
    const same = targetCalls(
      stored,
      [call({ departure: stored[0]!.departure, terminalId: 'DEHAM-CTA' })],
      false,
    );
    expect(sameCalls(stored, same)).toBe(true);
    const replaced = targetCalls(
      stored,
      [
        call({ departure: stored[0]!.departure }),
        call({ portId: 'NLAMS', arrival: at('2026-05-06T06:00:00Z') }),
      ],
      true,
    );
    expect(replaced.map((c) => [c.portId, c.arrival.toISOString(), c.departure.toISOString()])).toEqual([
      ['DEHAM', '2026-05-04T16:00:00.000Z', '2026-05-04T16:00:00.000Z'],
      ['NLAMS', '2026-05-06T06:00:00.000Z', '2026-05-06T06:00:00.000Z'],
    ]);
    expect(sameCalls(stored, replaced)).toBe(false);
  });
});

describe('carrier codes and local times', () => {
  it('reads back every code we write, and knows the DCSA sample carriers of ours', () => {
    for (const { id } of CARRIERS) {
      const { carrierCode, carrierCodeListProvider } = dcsaCarrierCode(id);
      expect(carrierIdOf(carrierCode!, carrierCodeListProvider), id).toBe(id);
    }
    expect(carrierIdOf('HLCU', 'NMFTA')).toBe('HSG');
    expect(carrierIdOf('CMA', 'SMDG')).toBe('CMA');
    expect(carrierIdOf('HDMU', undefined)).toBe('HMM');
    expect(carrierIdOf('MAEU', 'NMFTA')).toBeNull();
    expect(carrierIdOf('HLC', 'NMFTA')).toBeNull();
  });

  it('goes between instants and local times with offsets', () => {
    expect(writtenOffsetMinutes('2019-11-12T07:41:00-08:30')).toBe(-510);
    expect(writtenOffsetMinutes('2025-01-14T09:21:00+01:00')).toBe(60);
    expect(writtenOffsetMinutes('2025-01-14T09:21:00Z')).toBeNull();
    expect(portOffsetMinutes('Europe/Berlin', at('2026-07-01T00:00:00Z'))).toBe(120);
    expect(portOffsetMinutes(null, at('2026-07-01T00:00:00Z'))).toBe(0);
    expect(localDateTime(at('2019-11-12T16:11:00Z'), -510)).toBe('2019-11-12T07:41:00-08:30');
    expect(localDateTime(at('2026-05-04T23:30:00Z'), 120)).toBe('2026-05-05T01:30:00+02:00');
    expect(localDate(at('2026-05-04T23:30:00Z'), 120)).toBe('2026-05-05');
  });
});
