import type { TSideChargeTable, TSideCharges } from '@portal/domain';

/**
 * The demo side charges: what a forwarder's desk keeps per carrier for its customers, a local-charges table and a
 * demurrage/detention table per tab. Amounts are plausible North European figures, scaled per carrier below so the
 * carriers do not all look alike; they are demo data, not tariffs.
 */
interface Tariff {
  currency: 'EUR' | 'USD';
  /** Multiplies every amount: each carrier's own level. */
  level: number;
  ports: readonly string[];
}

const money = (t: Tariff, amount: number) => `${t.currency} ${Math.round(amount * t.level)}`;

const HEADERS = ['Charge', 'Basis', "20'", "40'/40'HC", 'Remarks'];

function importLocalCharges(t: Tariff): TSideChargeTable {
  return {
    columns: HEADERS,
    rows: [
      {
        values: [
          'Terminal handling (THC)',
          'per container',
          money(t, 265),
          money(t, 360),
          'Collected on delivery order',
        ],
      },
      { values: ['Delivery order fee', 'per B/L', money(t, 55), money(t, 55), ''] },
      { values: ['Documentation fee', 'per B/L', money(t, 45), money(t, 45), ''] },
      { values: ['ISPS security', 'per container', money(t, 12), money(t, 12), 'Port security surcharge'] },
      {
        values: [
          'EU ETS surcharge',
          'per container',
          money(t, 16),
          money(t, 32),
          'Varies per voyage, see invoice',
        ],
      },
      {
        values: [
          'Container cleaning',
          'per container',
          money(t, 35),
          money(t, 50),
          'Only when returned dirty',
        ],
      },
    ],
  };
}

function exportLocalCharges(t: Tariff): TSideChargeTable {
  return {
    columns: HEADERS,
    rows: [
      { values: ['Terminal handling (THC)', 'per container', money(t, 250), money(t, 345), ''] },
      { values: ['B/L fee', 'per B/L', money(t, 50), money(t, 50), 'Includes 3 originals'] },
      { values: ['ISPS security', 'per container', money(t, 12), money(t, 12), ''] },
      { values: ['Seal', 'per seal', money(t, 10), money(t, 10), 'Carrier seal'] },
      {
        values: [
          'VGM submission',
          'per container',
          money(t, 15),
          money(t, 15),
          'When the shipper does not submit it',
        ],
      },
      {
        values: [
          'Late gate-in',
          'per container',
          money(t, 150),
          money(t, 150),
          'After the cut-off, on request only',
        ],
      },
      { values: ['Amendment after cut-off', 'per B/L', money(t, 60), money(t, 60), ''] },
      {
        values: [
          'EU ETS surcharge',
          'per container',
          money(t, 16),
          money(t, 32),
          'Varies per voyage, see invoice',
        ],
      },
    ],
  };
}

/** Demurrage (at the terminal) and detention (outside it) per port: free days, then a daily rate. */
function demurrageDetention(t: Tariff, freeDays: number): TSideChargeTable {
  return {
    columns: ['Port', 'Type', 'Free days', "Day 1-7 (20'/40')", "From day 8 (20'/40')"],
    rows: t.ports.flatMap((port, i) => [
      {
        values: [
          port,
          'Demurrage',
          String(freeDays + i),
          `${money(t, 35)} / ${money(t, 70)}`,
          `${money(t, 70)} / ${money(t, 140)}`,
        ],
      },
      {
        values: [
          port,
          'Detention',
          String(freeDays + 2 + i),
          `${money(t, 25)} / ${money(t, 50)}`,
          `${money(t, 45)} / ${money(t, 90)}`,
        ],
      },
    ]),
  };
}

function charges(t: Tariff, options: { exportDemDet?: boolean } = {}): TSideCharges {
  return {
    importCharges: [importLocalCharges(t), demurrageDetention(t, 5)],
    exportCharges: [
      exportLocalCharges(t),
      ...(options.exportDemDet === false ? [] : [demurrageDetention(t, 4)]),
    ],
  };
}

/**
 * The demo carriers' charges by carrier id. Tarros is left without any: the editor shows its empty tabs and the
 * display leaves it out (001 §2.13 "per carrier that has side charges").
 */
export const DEMO_SIDE_CHARGES: Readonly<Record<string, TSideCharges>> = {
  HSG: charges({ currency: 'EUR', level: 1, ports: ['DEHAM', 'DEBRV', 'BEANR'] }),
  HSD: charges({ currency: 'EUR', level: 1.02, ports: ['DEHAM', 'NLRTM'] }),
  HMM: charges({ currency: 'USD', level: 1.12, ports: ['NLRTM', 'DEHAM'] }),
  ZIM: charges({ currency: 'USD', level: 1.08, ports: ['DEHAM', 'ITGOA'] }, { exportDemDet: false }),
  CMA: charges({ currency: 'EUR', level: 1.05, ports: ['FRLEH', 'FRFOS', 'BEANR'] }),
  DAL: charges({ currency: 'EUR', level: 0.97, ports: ['DEHAM', 'BEANR'] }),
  MACS: charges({ currency: 'EUR', level: 0.95, ports: ['DEHAM', 'NLRTM'] }, { exportDemDet: false }),
  SLOM: charges({ currency: 'EUR', level: 0.93, ports: ['DEBRV', 'NLRTM'] }),
  STNN: charges({ currency: 'EUR', level: 0.9, ports: ['DEBRV'] }, { exportDemDet: false }),
  UAL: charges({ currency: 'USD', level: 1.1, ports: ['BEANR', 'NLRTM'] }),
  ALIANCA: charges({ currency: 'USD', level: 1.06, ports: ['DEHAM', 'BEANR'] }),
};
