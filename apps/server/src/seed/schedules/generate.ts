import { addDays, getISOWeek, getISOWeekYear, startOfISOWeek } from 'date-fns';
import type { CutOff, VoyageCommission } from '../../platform/db/schema/index.ts';
import { DEMO_SERVICES, type DemoService } from './services.ts';

const HOUR = 3_600_000;

export interface GeneratedCall {
  portId: string;
  arrival: Date;
  departure: Date;
  cutOffs: CutOff[];
}

export interface GeneratedVoyage {
  serviceId: string;
  vesselName: string;
  voyageNumber: string;
  calls: GeneratedCall[];
  spaceInfo: string | null;
  spaceInfoColor: string | null;
  commission: VoyageCommission;
}

/** A valid IMO number (7 digits, the last a check digit over the first six weighted 7..2) for a vessel name. */
export function imoFor(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const six = String(900000 + (hash % 99999)).slice(0, 6);
  const check = [...six].reduce((sum, d, i) => sum + Number(d) * (7 - i), 0) % 10;
  return `${six}${check}`;
}

/** Closing deadlines before a departure, with DCSA cut-off codes. */
export function cutOffsBefore(departure: Date): CutOff[] {
  const at = (hours: number) => new Date(departure.getTime() - hours * HOUR).toISOString();
  return [
    { code: 'ECP', time: at(7 * 24) },
    { code: 'EFC', time: at(5 * 24) },
    { code: 'DCO', time: at(72) },
    { code: 'VCO', time: at(48) },
    { code: 'FCO', time: at(36) },
  ];
}

const SPACE = [
  { text: 'Space available', color: 'green' },
  { text: 'Space available', color: 'green' },
  { text: 'Limited space, please book early', color: 'orange' },
  { text: 'Fully booked, waiting list only', color: 'red' },
] as const;

/** Weekly voyages of one service, one per ISO week, the vessels taking turns. */
function voyagesOf(service: DemoService, firstMonday: Date, weeks: number): GeneratedVoyage[] {
  const serviceId = `${service.carrierId}-${service.code}`;
  const out: GeneratedVoyage[] = [];
  const weekday = (service.code.charCodeAt(0) + service.carrierId.length) % 5;
  for (let w = 0; w < weeks; w++) {
    // Departure from the first port at 18:00 UTC on the service's weekday.
    const start = new Date(addDays(firstMonday, w * 7 + weekday).getTime() + 18 * HOUR);
    const week = getISOWeek(start);
    const year = getISOWeekYear(start) % 100;
    const calls = service.rotation.map(([portId, day], i) => {
      const departure = new Date(start.getTime() + day * 24 * HOUR);
      const arrival = new Date(departure.getTime() - (i === 0 ? 30 : 14) * HOUR);
      return {
        portId,
        arrival,
        departure,
        cutOffs: i === service.rotation.length - 1 ? [] : cutOffsBefore(departure),
      };
    });
    const space = SPACE[(w + service.code.length) % SPACE.length]!;
    out.push({
      serviceId,
      vesselName: service.vessels[w % service.vessels.length]!,
      voyageNumber: `${String(year).padStart(2, '0')}${String(week).padStart(2, '0')}${service.code.slice(0, 1)}`,
      calls,
      spaceInfo: space.text,
      spaceInfoColor: space.color,
      commission: {
        percentExport: 2.5,
        percentImport: 1.25,
        amountE1: 25,
        currencyE1: 'USD',
        amountE2: null,
        currencyE2: null,
      },
    });
  }
  return out;
}

/**
 * Demo schedules: every service weekly from four weeks before the anchor's week for `weeks` weeks. The same
 * anchor always gives the same voyages.
 */
export function generateDemoSchedules(anchor: Date, weeks = 56): GeneratedVoyage[] {
  const firstMonday = addDays(startOfISOWeek(anchor), -28);
  return DEMO_SERVICES.flatMap((s) => voyagesOf(s, firstMonday, weeks));
}
