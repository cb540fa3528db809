import { describe, expect, it } from 'vitest';
import {
  ALLOCATION_SAMPLE_CSV,
  allocationPercent,
  formatAmount,
  describeAllocation,
  formatPercent,
  formatTons,
  hasNoSpaceLeft,
  parseEtsDate,
  readAllocationSheet,
  teuOfLines,
  ZAllocationScheduleQuery,
} from '../src/index.ts';

/** Spec 001 §5 "Vessel allocation display", §7 etsDate, §3 allocation entry (issue 22 part 3). */
describe('vessel allocation display', () => {
  it('shows On Request for a missing or zero allocation, with no percent or colour', () => {
    for (const allocation of [null, undefined, 0]) {
      expect(describeAllocation('teu', allocation, 12)).toEqual({
        allocation: 'On Request',
        booked: '12 TEU',
        percent: '',
        colour: null,
      });
    }
    expect(allocationPercent(5, 0)).toBeNull();
  });

  it('shows kg as tons with 2 decimals and percent with 1 decimal', () => {
    expect(formatTons(12_500)).toBe('12.50 t');
    expect(formatTons(1_234_567)).toBe(`${formatAmount(1234.57)} t`);
    expect(formatPercent(95)).toBe('95.0 %');
    expect(describeAllocation('weight', 1_000_000, 400_000)).toEqual({
      allocation: `${formatAmount(1000)} t`,
      booked: '400.00 t',
      percent: '40.0 %',
      colour: 'success',
    });
  });

  it('is green up to 100 % and red above', () => {
    expect(describeAllocation('teu', 100, 100).colour).toBe('success');
    expect(describeAllocation('teu', 100, 100).percent).toBe('100.0 %');
    expect(describeAllocation('teu', 100, 101).colour).toBe('error');
    expect(describeAllocation('teu', 3, 1).percent).toBe('33.3 %');
  });

  it('warns before Book Now on a voyage flagged fully booked or over 100 %', () => {
    expect(hasNoSpaceLeft({ isFullyBooked: false, teuPercent: 95, weightPercent: 99.9 })).toBe(false);
    expect(hasNoSpaceLeft({ isFullyBooked: true, teuPercent: null, weightPercent: null })).toBe(true);
    expect(hasNoSpaceLeft({ isFullyBooked: false, teuPercent: 110, weightPercent: 20 })).toBe(true);
    expect(hasNoSpaceLeft({ isFullyBooked: false, teuPercent: null, weightPercent: 100.1 })).toBe(true);
  });

  it("counts TEU by the type id's first digit: 20' one, 40' and 45' two, shipper-owned alike", () => {
    const line = (id: string, quantity: number) => ({ quantity, containerType: { id } });
    expect(teuOfLines([line('22G1', 3), line('42G1', 1), line('45R1', 2), line('22G1-SO', 1)])).toBe(10);
  });
});

describe('vesselAllocationSchedule query', () => {
  const base = { carrierId: 'HSG', service: 'SAE', POL: 'deham', etsDate: '24/12/2026' };
  it('reads etsDate as dd/MM/yyyy and refuses other forms with a message naming the form', () => {
    expect(parseEtsDate('24/12/2026')?.toISOString()).toBe('2026-12-24T00:00:00.000Z');
    for (const bad of ['2026-12-24', '31/02/2026', '24/12/26', '']) {
      expect(parseEtsDate(bad)).toBeNull();
      const answer = ZAllocationScheduleQuery.safeParse({ ...base, etsDate: bad });
      expect(answer.success).toBe(false);
      expect(answer.error!.issues[0]!.message).toContain('dd/MM/yyyy');
    }
    expect(ZAllocationScheduleQuery.parse(base).POL).toBe('DEHAM');
  });

  it('needs the service or the vessel and voyage', () => {
    const { service: _, ...noService } = base;
    expect(ZAllocationScheduleQuery.safeParse(noService).success).toBe(false);
    expect(ZAllocationScheduleQuery.safeParse({ ...noService, vessel: 'X', voyage: '1' }).success).toBe(true);
  });
});

describe('allocation sheet', () => {
  const csvRows = (csv: string) => csv.split('\r\n').map((line) => line.split(','));
  it('reads the sample file', () => {
    const [header, ...rows] = csvRows(ALLOCATION_SAMPLE_CSV);
    const read = readAllocationSheet(
      header!,
      rows.map((cells, i) => ({ row: i + 2, cells })),
      null,
    );
    expect(read.problems).toEqual([]);
    expect(read.entries).toHaveLength(2);
    expect(read.entries[0]).toMatchObject({
      carrierId: 'HSG',
      vesselName: 'SANTOS EXPRESS',
      voyageNumber: '2652S',
      service: 'SAE',
      polId: 'DEHAM',
      teuAllocation: 120,
      weightAllocation: 1_500_000,
    });
  });

  it('names missing columns and every bad row, and takes the dialog POL when the sheet has none', () => {
    expect(readAllocationSheet(['CarrierID', 'ETS'], [], 'DEHAM').problems[0]).toContain('VesselName');
    const header = [
      'CarrierID',
      'ETS',
      'VesselName',
      'VesselCode',
      'VoyageNr',
      'Service',
      'TEU-Allocation',
      'Weight-Allocation',
    ];
    const read = readAllocationSheet(
      header,
      [
        { row: 2, cells: ['HSG', '24/12/2026', 'A', null, '1', 'SAE', 10, 1000] },
        { row: 3, cells: [null, null, null, null, null, null, null, null] },
        { row: 4, cells: ['HSG', 'soon', 'A', null, '1', 'SAE', -1, 'x'] },
      ],
      'DEHAM',
    );
    expect(read.entries.map((e) => [e.row, e.polId])).toEqual([[2, 'DEHAM']]);
    expect(read.problems).toHaveLength(1);
    expect(read.problems[0]).toMatch(/^Row 4: TEU-Allocation .* Weight-Allocation .* ETS must be a date/);
    expect(
      readAllocationSheet(header, [{ row: 2, cells: ['HSG', null, 'A', null, '1', 'SAE', 1, 1] }], null)
        .problems[0],
    ).toContain('POL');
  });
});
