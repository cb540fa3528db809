import { isValid, parse } from 'date-fns';

/**
 * The allocation sheet (spec 001 §3 allocation entry: CarrierID, ETS, VesselName, VesselCode, VoyageNr, Service,
 * TEU-Allocation, Weight-Allocation), read from the cells the server's sheet reader hands out. A POL column is
 * optional: without it every row is for the port of loading the import was started for (the dialog's).
 */
export const ALLOCATION_SHEET_COLUMNS = [
  'CarrierID',
  'ETS',
  'VesselName',
  'VesselCode',
  'VoyageNr',
  'Service',
  'TEU-Allocation',
  'Weight-Allocation',
] as const;

const REQUIRED = [
  'CarrierID',
  'VesselName',
  'VoyageNr',
  'Service',
  'TEU-Allocation',
  'Weight-Allocation',
] as const;

export const ALLOCATION_SHEET_MESSAGES = {
  missingColumns: (names: string[]) =>
    `The sheet lacks the column${names.length > 1 ? 's' : ''} ${names.join(', ')}. Its first row must name ${ALLOCATION_SHEET_COLUMNS.join(', ')} (POL optional): download the sample file to see them.`,
  noRows: 'The sheet has no allocation rows under its header.',
  row: (row: number, problem: string) => `Row ${row}: ${problem}`,
  required: (column: string) => `${column} is empty.`,
  number: (column: string) => `${column} must be a whole number from 0 (kg for Weight-Allocation).`,
  date: 'ETS must be a date such as 24/12/2026.',
  pol: 'POL must be a UN/LOCODE such as DEHAM.',
  noPol: 'Name the port of loading: add a POL column or import from the allocation dialog of a request.',
  fileType: 'Import an allocation sheet as .xlsx or .csv.',
} as const;

export const ALLOCATION_SAMPLE_FILE_NAME = 'allocation-sample.csv';
/** The sample beside the import button: the spec's columns and two rows of the demo schedules. */
export const ALLOCATION_SAMPLE_CSV = [
  `${ALLOCATION_SHEET_COLUMNS.join(',')},POL`,
  'HSG,24/12/2026,SANTOS EXPRESS,SANT,2652S,SAE,120,1500000,DEHAM',
  'HSG,31/12/2026,RIO DE JANEIRO EXPRESS,RIOD,2653S,SAE,100,1250000,DEHAM',
  '',
].join('\r\n');

export type SheetCellValue = string | number | Date | null;

export interface AllocationSheetEntry {
  row: number;
  carrierId: string;
  ets: Date | null;
  vesselName: string;
  vesselCode: string | null;
  voyageNumber: string;
  service: string;
  polId: string;
  teuAllocation: number;
  weightAllocation: number;
}

const normal = (h: SheetCellValue) =>
  String(h ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');

function text(cell: SheetCellValue): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell).trim();
}

function wholeNumber(cell: SheetCellValue): number | null {
  const raw = typeof cell === 'number' ? cell : Number(text(cell).replace(/[’'\s,]/g, ''));
  return Number.isInteger(raw) && raw >= 0 && raw <= 100_000_000 ? raw : null;
}

function day(cell: SheetCellValue): Date | null | 'bad' {
  if (cell instanceof Date) return isValid(cell) ? cell : 'bad';
  const t = text(cell);
  if (!t) return null;
  for (const pattern of ['dd/MM/yyyy', 'dd.MM.yyyy', 'yyyy-MM-dd']) {
    const d = parse(`${t} Z`, `${pattern} X`, new Date(0));
    if (isValid(d)) return d;
  }
  return 'bad';
}

/**
 * The sheet's rows as allocation entries, or the problems found (every one, by Excel row number), so nothing of a
 * sheet with a bad row is saved. Empty rows are skipped.
 */
export function readAllocationSheet(
  header: SheetCellValue[],
  rows: { row: number; cells: SheetCellValue[] }[],
  defaultPol: string | null,
): { entries: AllocationSheetEntry[]; problems: string[] } {
  const names = header.map(normal);
  const at = (column: string) => names.indexOf(normal(column));
  const missing = REQUIRED.filter((c) => at(c) < 0);
  if (missing.length)
    return { entries: [], problems: [ALLOCATION_SHEET_MESSAGES.missingColumns([...missing])] };
  const polAt = at('POL');
  const M = ALLOCATION_SHEET_MESSAGES;
  const entries: AllocationSheetEntry[] = [];
  const problems: string[] = [];
  for (const { row, cells } of rows) {
    if (cells.every((c) => text(c) === '')) continue;
    const cell = (column: string) => (at(column) < 0 ? null : (cells[at(column)] ?? null));
    const rowProblems: string[] = [];
    const need = (column: (typeof REQUIRED)[number]) => {
      const v = text(cell(column));
      if (!v) rowProblems.push(M.required(column));
      return v;
    };
    const carrierId = need('CarrierID').toUpperCase();
    const vesselName = need('VesselName').toUpperCase();
    const voyageNumber = need('VoyageNr').toUpperCase();
    const service = need('Service').toUpperCase();
    const teu = wholeNumber(cell('TEU-Allocation'));
    if (teu === null) rowProblems.push(M.number('TEU-Allocation'));
    const weight = wholeNumber(cell('Weight-Allocation'));
    if (weight === null) rowProblems.push(M.number('Weight-Allocation'));
    const ets = day(cell('ETS'));
    if (ets === 'bad') rowProblems.push(M.date);
    const pol = (polAt >= 0 ? text(cells[polAt] ?? null) : '').toUpperCase() || defaultPol;
    if (!pol) rowProblems.push(M.noPol);
    else if (!/^[A-Z]{2}[A-Z0-9]{3}$/.test(pol)) rowProblems.push(M.pol);
    if (rowProblems.length) {
      problems.push(M.row(row, rowProblems.join(' ')));
      continue;
    }
    entries.push({
      row,
      carrierId,
      ets: ets as Date | null,
      vesselName,
      vesselCode: text(cell('VesselCode')) || null,
      voyageNumber,
      service,
      polId: pol!,
      teuAllocation: teu!,
      weightAllocation: weight!,
    });
  }
  if (!problems.length && !entries.length) problems.push(M.noRows);
  return { entries, problems };
}
