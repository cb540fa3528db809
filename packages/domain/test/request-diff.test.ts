import { describe, expect, it } from 'vitest';
import { diffRequest, formatAmount, REQUEST_FIELD_LABELS } from '../src/index.ts';
import { cargoLine, freightLine, requestDetail } from './request-fixture.ts';

describe('the changed fields of an edit', () => {
  it('is empty when nothing changed, whatever the key order', () => {
    const before = requestDetail();
    const reordered = {
      ...before,
      containers: before.containers.map((c) => ({ ...c, quantity: c.quantity })),
    };
    expect(diffRequest(before, reordered)).toEqual([]);
    expect(diffRequest(before, { ...before, blNumber: '' })).toEqual([]);
  });

  it("names each changed field by the spec's label, with old and new values as read", () => {
    const before = requestDetail();
    const after = requestDetail({
      agreementNo: 'AG-77',
      blNumber: 'HLCUHAM260512345',
      intraRefNumber: '2001234567',
      client: { id: 'client-b', name: 'Birch Imports' },
      statisticClient: { id: 's1', name: 'Stat AG' },
      vgmSubmittedBy: 'ADMIN',
      quoteNumber: 4712,
    });
    expect(diffRequest(before, after)).toEqual([
      { field: 'agreementNo', fieldName: 'agreement number', oldVal: null, newVal: 'AG-77' },
      { field: 'blNumber', fieldName: 'B/L number', oldVal: null, newVal: 'HLCUHAM260512345' },
      { field: 'intraRefNumber', fieldName: 'INTTRA reference', oldVal: null, newVal: '2001234567' },
      { field: 'client', fieldName: 'client', oldVal: 'Alpine Trading AG', newVal: 'Birch Imports' },
      { field: 'statisticClient', fieldName: 'statistic client', oldVal: null, newVal: 'Stat AG' },
      { field: 'vgmSubmittedBy', fieldName: 'VGM submitted by', oldVal: 'Client', newVal: 'Admin' },
      { field: 'quoteNumber', fieldName: 'quote reference', oldVal: '4711', newVal: '4712' },
    ]);
  });

  it('reads the schedule on the ports clocks, containers and freight as summaries', () => {
    const before = requestDetail();
    const after = requestDetail({
      etd: '2026-05-12T18:00:00.000Z',
      containers: [
        cargoLine(),
        cargoLine({
          quantity: 1,
          containerType: { id: '22G1', label: '20DC', description: "20' Dry", couldBeOversize: false },
        }),
      ],
      freightDetails: [
        freightLine(),
        freightLine({ seqNr: 2, text: 'ETS', quantity: 1, unitValue: 36, currency: 'EUR' }),
      ],
    });
    const changes = diffRequest(before, after);
    expect(changes.map((c) => c.fieldName)).toEqual(['schedule', 'freight details', 'containers']);
    expect(changes[0]).toMatchObject({
      oldVal: 'DEHAM 05.05.2026 20:00 → BRSSZ 28.05.2026 01:00',
      newVal: 'DEHAM 12.05.2026 20:00 → BRSSZ 28.05.2026 01:00',
    });
    // The thousands mark of de-CH depends on the ICU data of the runtime.
    expect(changes[1]!.newVal).toBe(`2 lines: USD ${formatAmount(2400)}, EUR 36.00`);
    expect(changes[1]!.oldVal).toBe(`1 line: USD ${formatAmount(2400)}`);
    expect(changes[2]).toMatchObject({
      oldVal: '2 × 40HC FURNITURE',
      newVal: '2 × 40HC FURNITURE, 1 × 20DC FURNITURE',
    });
  });

  it('labels every field it can report', () => {
    expect(REQUEST_FIELD_LABELS.agent).toBe('assigned agent (watcher)');
    expect(REQUEST_FIELD_LABELS.intBlNumber).toBe('internal B/L');
    const before = requestDetail();
    const after = requestDetail({
      agent: null,
      leadingCurrency: 'EUR',
      additionalInfo: 'Fragile',
      specialRemarks: [{ id: 'r1', text: 'Keep dry' }],
    });
    expect(diffRequest(before, after).map((c) => c.fieldName)).toEqual([
      'assigned agent (watcher)',
      'leading currency',
      'special remarks',
      'special requests',
    ]);
  });
});
