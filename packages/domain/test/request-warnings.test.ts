import { describe, expect, it } from 'vitest';
import { applyHsgBlRule, hasWarnings, isHsgBlNumber, requestWarnings } from '../src/index.ts';
import { cargoLine, freightLine, requestDetail } from './request-fixture.ts';

const DEPOTS = ['CH', 'DE', 'AT'];
const SO = { id: '22G1-SO', label: '20DC', description: "20' Dry Container S.O.", couldBeOversize: false };

describe('warning lists (spec 000 §5)', () => {
  it('lists nothing for a complete request', () => {
    const w = requestWarnings(requestDetail(), DEPOTS);
    expect(w).toEqual({ request: [], containers: [], freight: [] });
    expect(hasWarnings(w)).toBe(false);
  });

  it('lists the missing request fields in the spec order, with its words', () => {
    const w = requestWarnings(
      requestDetail({
        carrier: { id: '', name: '', color: '' },
        vessel: null,
        agent: null,
        vgmSubmittedBy: 'ADMIN',
        freightDetails: [freightLine({ group: 'INTERNAL1' })],
      }),
      DEPOTS,
    );
    expect(w.request.map((i) => i.label)).toEqual([
      'Carrier',
      'Schedule',
      'VGM submission by',
      'Assigned agent',
      'Freight details',
    ]);
    expect(hasWarnings(w)).toBe(true);
  });

  it('counts a sailing without a departure as no schedule', () => {
    expect(requestWarnings(requestDetail({ etd: null }), DEPOTS).request.map((i) => i.field)).toEqual([
      'schedule',
    ]);
  });

  it('lists per container line what is missing, numbered from 1', () => {
    const incomplete = cargoLine({
      quantity: 0,
      containerType: { id: '', label: '', description: '', couldBeOversize: false },
      commodityType: { id: null, name: ' ' },
      pickupDate: null,
      pickupLocation: null,
    });
    const w = requestWarnings(requestDetail({ containers: [cargoLine(), incomplete] }), DEPOTS);
    expect(w.containers).toEqual([
      {
        line: 2,
        items: [
          { field: 'commodityType', label: 'Commodity type' },
          { field: 'containerType', label: 'Container type' },
          { field: 'pickupDate', label: 'Pickup date' },
          { field: 'pickupLocation', label: 'Pickup/dropoff location in Europe' },
          { field: 'quantity', label: 'Quantity' },
        ],
      },
    ]);
  });

  it('needs no pickup for shipper-owned types, and no location off the depot countries', () => {
    const so = cargoLine({ containerType: SO, pickupDate: null, pickupLocation: null });
    expect(requestWarnings(requestDetail({ containers: [so] }), DEPOTS).containers).toEqual([]);
    const noDepot = cargoLine({ pickupLocation: null });
    expect(requestWarnings(requestDetail({ containers: [noDepot] }), ['IT']).containers).toEqual([]);
    expect(requestWarnings(requestDetail({ containers: [noDepot] }), DEPOTS).containers).toHaveLength(1);
  });

  it('lists freight lines of every tab whose currency is missing or unknown', () => {
    const w = requestWarnings(
      requestDetail({
        freightDetails: [
          freightLine(),
          freightLine({ seqNr: 2, text: 'THC', currency: '' }),
          freightLine({ seqNr: 3, text: 'Cost', group: 'INTERNAL2', currency: 'GBP' }),
        ],
      }),
      DEPOTS,
    );
    expect(w.freight).toEqual([
      { group: 'EXTERNAL', seqNr: 2, text: 'THC', items: [{ field: 'currency', label: 'Currency' }] },
      { group: 'INTERNAL2', seqNr: 3, text: 'Cost', items: [{ field: 'currency', label: 'Currency' }] },
    ]);
  });
});

describe('the HSG 16-character B/L rule (spec 000 §5)', () => {
  const BL = 'HLCUHAM260512345';
  const fields = (over: Partial<Parameters<typeof applyHsgBlRule>[1]> = {}) => ({
    blNumber: BL,
    intBlNumber: null as string | null,
    containers: [
      { pickupReference: '', deliveryReference: 'D-1', vgmPin: ' ' },
      { pickupReference: 'P-2', deliveryReference: '', vgmPin: 'V-2' },
    ],
    ...over,
  });

  it('fills the internal B/L and empty references with the B/L number', () => {
    expect(applyHsgBlRule('HSG', fields())).toEqual({
      blNumber: BL,
      intBlNumber: BL,
      containers: [
        { pickupReference: BL, deliveryReference: 'D-1', vgmPin: BL },
        { pickupReference: 'P-2', deliveryReference: BL, vgmPin: 'V-2' },
      ],
    });
  });

  it('keeps an internal B/L that is there', () => {
    expect(applyHsgBlRule('HSG', fields({ intBlNumber: 'OWN' })).intBlNumber).toBe('OWN');
  });

  it('applies to HSG and 16 characters only', () => {
    expect(isHsgBlNumber('HSG', ` ${BL} `)).toBe(true);
    expect(isHsgBlNumber('HSG', BL.slice(1))).toBe(false);
    expect(isHsgBlNumber('HSG', `${BL}X`)).toBe(false);
    expect(isHsgBlNumber('ZIM', BL)).toBe(false);
    const untouched = fields({ blNumber: 'SHORT' });
    expect(applyHsgBlRule('HSG', untouched)).toBe(untouched);
    expect(applyHsgBlRule('ZIM', fields()).intBlNumber).toBeNull();
  });
});
