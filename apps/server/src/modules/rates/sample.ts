import { addMonths, endOfMonth, format, startOfMonth } from 'date-fns';
import Papa from 'papaparse';
import { COLUMN_DOCS } from './column-docs.ts';
import { RATE_FILE_COLUMNS, type RateFileColumn } from './columns.ts';

type SampleRow = Partial<Record<RateFileColumn, string | number | Date>>;

/** The empty template: the header row only, with a byte order mark so Excel opens it as UTF-8. */
export function templateCsv(): string {
  return `\uFEFF${Papa.unparse([RATE_FILE_COLUMNS as unknown as string[]])}\r\n`;
}

/**
 * Two rates of next month (20' and 40' high cube, Hamburg to Santos), as a clerk would fill them: the rate-level
 * columns on the first line of each rate only, an included charge and a footnote.
 */
export function sampleRows(today: Date): SampleRow[] {
  const month = addMonths(today, 1);
  const validFrom = new Date(`${format(startOfMonth(month), 'yyyy-MM-dd')}T00:00:00Z`);
  const validTo = new Date(`${format(endOfMonth(month), 'yyyy-MM-dd')}T00:00:00Z`);
  const rows: SampleRow[] = [];
  for (const [containerType, seafreight, baf, thc] of [
    ['22G1', 1150, 210, 245],
    ['45G1', 1680, 420, 295],
  ] as const) {
    const key = { carrier: 'HSG', origin: 'DEHAM', destination: 'BRSSZ', containerType, validFrom, validTo };
    rows.push(
      {
        ...key,
        pos: 1,
        description: 'Seafreight',
        currency: 'USD',
        value: seafreight,
        unit: 'CTR',
        frequency: 'Weekly',
        routing: 'DEHAM - NLRTM - BRSSZ',
        transitDays: 24,
        termsAndConditions: "Carrier B/L terms and the forwarder's general conditions apply",
        termsUrl: 'https://www.example.com/terms',
        otherTerms: 'Free time at destination: 14 days DEM/DET combined\nPayment: Prepaid',
        remarks: 'Cargo: Rates valid for general cargo, non-hazardous, in-gauge.',
      },
      {
        ...key,
        pos: 2,
        description: 'BAF',
        currency: 'USD',
        value: baf,
        unit: 'CTR',
        remark: 'Floating, adjusted quarterly',
        remarkRef: '1',
        remarkRefText: 'BAF follows the carrier tariff valid at shipment.',
      },
      {
        ...key,
        pos: 3,
        description: 'Terminal Handling Charge Origin',
        currency: 'EUR',
        value: thc,
        unit: 'CTR',
      },
      { ...key, pos: 4, description: 'Documentation Fee', currency: 'EUR', value: 65, unit: 'BL' },
      {
        ...key,
        pos: 5,
        description: 'Seal Fee',
        currency: 'incl.',
        unit: 'CTR',
        remark: 'Included in the THC',
      },
    );
  }
  return rows;
}

/** The filled sample: sheet "Rates" (the one an import reads: the first) and sheet "Columns" explaining them. */
export async function sampleWorkbook(today: Date): Promise<Buffer> {
  // exceljs is a third of a second of every start when imported with the server; only this download needs it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Rates', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = RATE_FILE_COLUMNS.map((key) => ({
    header: key,
    key,
    width: Math.max(12, Math.min(40, COLUMN_DOCS[key].example.length + 4)),
    style: key === 'validFrom' || key === 'validTo' ? { numFmt: 'yyyy-mm-dd' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of sampleRows(today)) sheet.addRow(row);

  const columns = workbook.addWorksheet('Columns');
  columns.columns = [
    { header: 'column', key: 'column', width: 20 },
    { header: 'required', key: 'required', width: 14 },
    { header: 'allowed values', key: 'allowed', width: 60 },
    { header: 'example', key: 'example', width: 40 },
    { header: 'meaning', key: 'meaning', width: 50 },
  ];
  columns.getRow(1).font = { bold: true };
  for (const column of RATE_FILE_COLUMNS) columns.addRow({ column, ...COLUMN_DOCS[column] });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
