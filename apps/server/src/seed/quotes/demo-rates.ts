import { addMonths, format, startOfMonth, endOfMonth } from 'date-fns';
import { teuOf, TERMS_AND_CONDITIONS, type TCostLine, type TTerm } from '@portal/domain';
import type { rates } from '../../platform/db/schema/index.ts';
import { DEMO_SERVICES } from '../schedules/services.ts';

type RateInsert = typeof rates.$inferInsert;

/** The types the demo lines quote: dry, high cube, reefers and the shipper-owned variants. */
export const DEMO_RATE_TYPES = ['22G1', '42G1', '45G1', '22R1', '45R1', '22G1-SO', '42G1-SO', '45G1-SO'];

/** A stable pseudo-random number in [0, 1) from a text, so the demo rates are the same on every machine. */
function unitHash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) / 4294967296;
}

const round5 = (n: number) => Math.round(n / 5) * 5;

function costLines(carrierId: string, lane: string, typeId: string, transitDays: number, month: number) {
  const teu = teuOf(typeId);
  const reefer = typeId.includes('R1');
  const shipperOwned = typeId.endsWith('-SO');
  const noise = unitHash(`${carrierId}|${lane}|${typeId}|${month}`);
  const base = (350 + transitDays * 38) * (teu === 2 ? 1.45 : 1) * (reefer ? 1.9 : 1) * (0.85 + noise * 0.3);
  const lines: Omit<TCostLine, 'pos'>[] = [
    {
      description: 'Seafreight',
      currency: 'USD',
      value: round5(shipperOwned ? base * 0.8 : base),
      unit: 'CTR',
      remark: null,
      remarkRef: null,
    },
    {
      description: 'BAF',
      currency: 'USD',
      value: round5(transitDays * 9 * teu),
      unit: 'CTR',
      remark: 'Floating, adjusted quarterly',
      remarkRef: '1',
    },
    {
      description: 'LSS',
      currency: 'USD',
      value: round5(40 * teu),
      unit: 'CTR',
      remark: null,
      remarkRef: null,
    },
    {
      description: 'EU ETS Surcharge',
      currency: 'EUR',
      value: round5(18 * teu),
      unit: 'CTR',
      remark: null,
      remarkRef: null,
    },
    { description: 'ISPS Surcharge', currency: 'EUR', value: 15, unit: 'CTR', remark: null, remarkRef: null },
    {
      description: 'Terminal Handling Charge Origin',
      currency: 'EUR',
      value: teu === 2 ? 295 : 245,
      unit: 'CTR',
      remark: null,
      remarkRef: null,
    },
    {
      description: 'Documentation Fee',
      currency: 'EUR',
      value: 65,
      unit: 'BL',
      remark: null,
      remarkRef: null,
    },
    {
      description: 'Seal Fee',
      currency: 'incl.',
      value: null,
      unit: 'CTR',
      remark: 'Included in the THC',
      remarkRef: null,
    },
  ];
  if (month % 3 === 2) {
    lines.push({
      description: 'PSS',
      currency: 'USD',
      value: round5(75 * teu),
      unit: 'CTR',
      remark: 'Peak season',
      remarkRef: null,
    });
  }
  return lines.map((l, i) => ({ ...l, pos: i + 1 }));
}

function terms(carrierId: string): TTerm[] {
  return [
    {
      label: TERMS_AND_CONDITIONS,
      value: `${carrierId} bill of lading terms and the forwarder's general conditions apply`,
      detail: null,
      url: 'https://www.example.com/terms',
    },
    { label: 'Free time at destination', value: '14 days DEM/DET combined', detail: null, url: null },
    { label: 'Payment', value: 'Prepaid', detail: null, url: null },
    { label: 'Equipment', value: 'Subject to availability at the time of booking', detail: null, url: null },
  ];
}

/**
 * Rates for every forward port pair of the demo services, for each demo container type: a tariff published on the
 * first of each month from the month before `anchor` to three months after it, each valid to the end of the
 * following month (the newest applies where two overlap, as the quote engine picks). So a quote always covers at
 * least four weeks of sailings from its date, as Get Quote searches them (issue 20: a quote issued on 28.11 that
 * ended on 30.11 warned of an expired quotation on every sailing it offered). Transit times and routing come from
 * the services.
 */
export function generateDemoRates(anchor: Date): RateInsert[] {
  const rows: RateInsert[] = [];
  const months = [-1, 0, 1, 2, 3].map((m) => startOfMonth(addMonths(anchor, m)));
  for (const service of DEMO_SERVICES) {
    const stops = service.rotation;
    for (let i = 0; i < stops.length; i++) {
      for (let j = i + 1; j < stops.length; j++) {
        const [origin, fromDay] = stops[i]!;
        const [destination, toDay] = stops[j]!;
        if (origin.slice(0, 2) === destination.slice(0, 2)) continue;
        const transitDays = toDay - fromDay;
        const lane = `${origin}-${destination}`;
        const routing = stops
          .slice(i, j + 1)
          .map(([p]) => p)
          .join(' - ');
        for (const month of months) {
          for (const typeId of DEMO_RATE_TYPES) {
            rows.push({
              carrierId: service.carrierId,
              originId: origin,
              destinationId: destination,
              containerTypeId: typeId,
              validFrom: format(month, 'yyyy-MM-dd'),
              validTo: format(endOfMonth(addMonths(month, 1)), 'yyyy-MM-dd'),
              costLines: costLines(service.carrierId, lane, typeId, transitDays, month.getMonth()),
              costRemarks: [
                { remarkRef: '1', remarkText: 'BAF follows the carrier tariff valid at shipment.' },
              ],
              terms: terms(service.carrierId),
              remarks: [
                {
                  title: 'Remarks',
                  label: 'Cargo',
                  text: 'Rates valid for general cargo, non-hazardous, in-gauge.',
                },
                {
                  title: 'Remarks',
                  label: 'Weight',
                  text: "Subject to the carrier's weight limits per container type.",
                },
              ],
              placeOfReceiptName: null,
              placeOfDeliveryName: null,
              serviceDetails: { frequency: 'Weekly', routing, transitDays },
            });
          }
        }
      }
    }
  }
  return rows;
}
