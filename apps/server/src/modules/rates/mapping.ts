import {
  TERMS_AND_CONDITIONS,
  type Rate,
  type TCostLine,
  type TCostRemark,
  type TTerm,
} from '@portal/domain';
import { isBlank, type Cell } from './cells.ts';
import {
  canonicalColumn,
  KEY_COLUMNS,
  RATE_FILE_COLUMNS,
  RATE_LEVEL_COLUMNS,
  REQUIRED_COLUMNS,
  type RateFileColumn,
} from './columns.ts';
import { rateRowSchema, type KnownReferences, type RateRow } from './row-schema.ts';

/** A sheet as read from the file: the header row and the data rows with their sheet row numbers (1-based). */
export interface RateTable {
  header: Cell[];
  rows: { row: number; cells: Cell[] }[];
}

/** One problem of the file, as the report shows it: `row 7, column validTo: ...`. */
export interface RowError {
  row: number;
  column: string;
  message: string;
}

export type ImportedRate = Omit<Rate, 'id'>;

export interface MappingResult {
  rates: ImportedRate[];
  errors: RowError[];
}

const HEADER_ROW = 1;

/** Which column each header cell is; unknown, doubled and missing headers are problems of row 1. */
function readHeader(header: Cell[]): { columns: (RateFileColumn | null)[]; errors: RowError[] } {
  const errors: RowError[] = [];
  const seen = new Set<RateFileColumn>();
  const columns = header.map((cell) => {
    if (isBlank(cell)) return null;
    const text = String(cell).trim();
    const column = canonicalColumn(text);
    if (!column) {
      errors.push({ row: HEADER_ROW, column: text, message: 'This column is not one of the template.' });
      return null;
    }
    if (seen.has(column)) {
      errors.push({ row: HEADER_ROW, column, message: 'This column appears twice.' });
      return null;
    }
    seen.add(column);
    return column;
  });
  for (const column of REQUIRED_COLUMNS) {
    if (!seen.has(column))
      errors.push({
        row: HEADER_ROW,
        column,
        message: 'The file has no such column; add it to the header row.',
      });
  }
  return { columns, errors };
}

interface ValidRow {
  row: number;
  data: RateRow;
}

const keyOf = (r: RateRow) => KEY_COLUMNS.map((c) => r[c]).join('|');

/** A rate-level value must not differ between the rows of one rate; blank rows take the value given elsewhere. */
function rateLevel(rows: ValidRow[], errors: RowError[]) {
  const values = {} as { [C in (typeof RATE_LEVEL_COLUMNS)[number]]: RateRow[C] };
  for (const column of RATE_LEVEL_COLUMNS) {
    let first: ValidRow | null = null;
    for (const r of rows) {
      const value = r.data[column];
      if (value === null) continue;
      if (!first) {
        first = r;
        continue;
      }
      if (JSON.stringify(value) !== JSON.stringify(first.data[column]))
        errors.push({
          row: r.row,
          column,
          message: `This differs from row ${first.row} of the same rate (${JSON.stringify(first.data[column])}).`,
        });
    }
    (values as Record<string, unknown>)[column] = first?.data[column] ?? null;
  }
  return values;
}

/** Lines in pos order: pos on every line of a rate, unique, or on none (then the file's order counts). */
function costLines(rows: ValidRow[], errors: RowError[]): TCostLine[] {
  const withPos = rows.filter((r) => r.data.pos !== null);
  if (withPos.length > 0 && withPos.length < rows.length) {
    for (const r of rows.filter((x) => x.data.pos === null))
      errors.push({ row: r.row, column: 'pos', message: 'Give pos on every line of this rate or on none.' });
  }
  const byPos = new Map<number, number>();
  for (const r of withPos) {
    const other = byPos.get(r.data.pos!);
    if (other !== undefined)
      errors.push({
        row: r.row,
        column: 'pos',
        message: `pos ${r.data.pos} is also on row ${other} of this rate.`,
      });
    else byPos.set(r.data.pos!, r.row);
  }
  const ordered = withPos.length === rows.length ? [...rows].sort((a, b) => a.data.pos! - b.data.pos!) : rows;
  return ordered.map((r, i) => ({
    pos: r.data.pos ?? i + 1,
    description: r.data.description!,
    currency: r.data.currency!,
    value: r.data.value,
    unit: r.data.unit!,
    remark: r.data.remark,
    remarkRef: r.data.remarkRef,
  }));
}

/** Footnotes of the lines: each remarkRef needs its text once, and the same text wherever it is repeated. */
function costRemarks(rows: ValidRow[], errors: RowError[]): TCostRemark[] {
  const texts = new Map<string, { text: string; row: number }>();
  for (const r of rows) {
    const { remarkRef, remarkRefText } = r.data;
    if (remarkRef === null || remarkRefText === null) continue;
    const known = texts.get(remarkRef);
    if (!known) texts.set(remarkRef, { text: remarkRefText, row: r.row });
    else if (known.text !== remarkRefText)
      errors.push({
        row: r.row,
        column: 'remarkRefText',
        message: `Remark ${remarkRef} has another text on row ${known.row}.`,
      });
  }
  for (const r of rows) {
    const ref = r.data.remarkRef;
    if (ref !== null && !texts.has(ref)) {
      errors.push({
        row: r.row,
        column: 'remarkRef',
        message: `Give the text of remark ${ref} in remarkRefText on a line of this rate.`,
      });
      texts.set(ref, { text: '', row: r.row });
    }
  }
  return [...texts].map(([remarkRef, { text }]) => ({ remarkRef, remarkText: text }));
}

function toRate(rows: ValidRow[], errors: RowError[]): ImportedRate {
  const first = rows[0]!.data;
  const level = rateLevel(rows, errors);
  const terms: TTerm[] = [];
  if (level.termsAndConditions !== null || level.termsUrl !== null)
    terms.push({
      label: TERMS_AND_CONDITIONS,
      value: level.termsAndConditions ?? '',
      detail: null,
      url: level.termsUrl,
    });
  terms.push(...(level.otherTerms ?? []));
  const hasService = level.frequency !== null || level.routing !== null || level.transitDays !== null;
  return {
    carrierId: first.carrier!,
    originId: first.origin!,
    destinationId: first.destination!,
    containerTypeId: first.containerType!,
    validFrom: first.validFrom!,
    validTo: level.validTo!,
    costLines: costLines(rows, errors),
    costRemarks: costRemarks(rows, errors),
    terms,
    remarks: level.remarks ?? [],
    placeOfReceiptName: level.placeOfReceipt,
    placeOfDeliveryName: level.placeOfDelivery,
    serviceDetails: hasService
      ? { frequency: level.frequency ?? '', routing: level.routing ?? '', transitDays: level.transitDays }
      : null,
  };
}

const columnOrder = (column: string) => {
  const i = (RATE_FILE_COLUMNS as readonly string[]).indexOf(column);
  return i === -1 ? RATE_FILE_COLUMNS.length : i;
};

/**
 * Reads a rate file's table into rates: every row is checked with the row schema, rows with the same key
 * become one rate, and the rate's rows must agree. Returns every problem found, sorted by row and column; the
 * caller imports nothing when there is any.
 */
export function mapRateTable(table: RateTable, known: KnownReferences): MappingResult {
  const { columns, errors } = readHeader(table.header);
  if (errors.length > 0) return { rates: [], errors };
  const schema = rateRowSchema(known);
  const groups = new Map<string, ValidRow[]>();
  for (const { row, cells } of table.rows) {
    if (cells.every(isBlank)) continue;
    const record = Object.fromEntries(RATE_FILE_COLUMNS.map((c) => [c, null])) as Record<
      RateFileColumn,
      Cell
    >;
    columns.forEach((column, i) => {
      if (column) record[column] = cells[i] ?? null;
    });
    const parsed = schema.safeParse(record);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors.push({ row, column: String(issue.path[0] ?? ''), message: issue.message });
      continue;
    }
    const key = keyOf(parsed.data);
    const group = groups.get(key) ?? [];
    group.push({ row, data: parsed.data });
    groups.set(key, group);
  }
  const rates = [...groups.values()].map((rows) => toRate(rows, errors));
  errors.sort((a, b) => a.row - b.row || columnOrder(a.column) - columnOrder(b.column));
  return { rates: errors.length > 0 ? [] : rates, errors };
}

/** The port codes a table names, so the caller can look up only those (the port list is long). */
export function portCodesIn(table: RateTable): string[] {
  const indexes = table.header.flatMap((cell, i) => {
    const column = isBlank(cell) ? null : canonicalColumn(String(cell));
    return column === 'origin' || column === 'destination' ? [i] : [];
  });
  const codes = new Set<string>();
  for (const { cells } of table.rows) {
    for (const i of indexes) {
      const value = cells[i];
      if (typeof value === 'string' && value.trim()) codes.add(value.trim().toUpperCase());
    }
  }
  return [...codes];
}
