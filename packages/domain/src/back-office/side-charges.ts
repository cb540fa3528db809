import { z } from 'zod';
import { ZText } from '../validation.ts';
import { ZVersion } from './concurrency.ts';

/** The editor's and the display's words (spec 002 §2 Side Charges, 001 §2.13), quoted exactly. */
export const SIDE_CHARGE_TEXT = {
  title: 'Side Charges',
  selectCarrier: 'Start by selecting one of the carriers',
  importTab: 'Import / Crosstrade',
  exportTab: 'Export',
} as const;

export const SIDE_CHARGE_MESSAGES = {
  otherCarrier: 'You do not handle this carrier, so you cannot change its side charges.',
  carrierNotFound: 'The carrier',
  lastColumn: 'A table needs at least one column.',
} as const;

export const SIDE_CHARGE_LIMITS = { columns: 30, rows: 500, tables: 50, header: 200, cell: 2000 } as const;

const ZSideChargeRow = z.object({
  values: z.array(
    ZText.max(SIDE_CHARGE_LIMITS.cell, `A cell has at most ${SIDE_CHARGE_LIMITS.cell} characters.`),
  ),
});

/**
 * One side-charge table (spec 002 §3 Carrier.sideCharges): free-text column headers and rows aligned to them. A row
 * whose values do not match the columns one to one is refused, naming the row: a cell without a column could never
 * be seen or edited.
 */
export const ZSideChargeTable = z
  .object({
    columns: z
      .array(
        ZText.max(
          SIDE_CHARGE_LIMITS.header,
          `A column header has at most ${SIDE_CHARGE_LIMITS.header} characters.`,
        ),
      )
      .min(1, SIDE_CHARGE_MESSAGES.lastColumn)
      .max(SIDE_CHARGE_LIMITS.columns, `A table has at most ${SIDE_CHARGE_LIMITS.columns} columns.`),
    rows: z
      .array(ZSideChargeRow)
      .max(SIDE_CHARGE_LIMITS.rows, `A table has at most ${SIDE_CHARGE_LIMITS.rows} rows.`),
  })
  .superRefine((table, ctx) => {
    table.rows.forEach((row, i) => {
      if (row.values.length !== table.columns.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', i, 'values'],
          message: `Row ${i + 1} has ${row.values.length} values for ${table.columns.length} columns: give one value per column.`,
        });
      }
    });
  });
export type TSideChargeTable = z.infer<typeof ZSideChargeTable>;

const ZTables = z
  .array(ZSideChargeTable)
  .max(SIDE_CHARGE_LIMITS.tables, `A tab has at most ${SIDE_CHARGE_LIMITS.tables} tables.`);

/** A carrier's side charges: the "Import / Crosstrade" tab's tables and the "Export" tab's. */
export const ZSideCharges = z.object({ importCharges: ZTables, exportCharges: ZTables });
export type TSideCharges = z.infer<typeof ZSideCharges>;

/** The two tabs of the editor and the two tables of the display, in the spec's order. */
export const SIDE_CHARGE_TABS = [
  { key: 'importCharges', label: SIDE_CHARGE_TEXT.importTab },
  { key: 'exportCharges', label: SIDE_CHARGE_TEXT.exportTab },
] as const satisfies readonly { key: keyof TSideCharges; label: string }[];
export type SideChargeTab = (typeof SIDE_CHARGE_TABS)[number]['key'];

/** GET /api/side-charges: a carrier that is not disabled (spec 002 §6), with its charges and their version. */
export const ZCarrierSideCharges = z.object({
  id: z.string(),
  /** The carrier's display name; the editor's list shows it upper-cased. */
  name: z.string(),
  color: z.string(),
  sideCharges: ZSideCharges,
  version: ZVersion,
});
export type TCarrierSideCharges = z.infer<typeof ZCarrierSideCharges>;

/** PUT /api/carriers/:id/side-charges: the whole charges as edited and the version they were read at. */
export const ZSideChargesInput = z.object({ sideCharges: ZSideCharges, version: ZVersion });
export type TSideChargesInput = z.infer<typeof ZSideChargesInput>;

export const ZCarrierIdParams = z.object({
  id: ZText.trim().toUpperCase().min(1).max(20, 'A carrier id has at most 20 characters, such as HSG.'),
});

export const EMPTY_SIDE_CHARGES: TSideCharges = { importCharges: [], exportCharges: [] };

/** A new table: two empty column headers and no rows (spec 002 §2). */
export function newSideChargeTable(): TSideChargeTable {
  return { columns: ['', ''], rows: [] };
}

/** Appends an empty column header and an empty cell to every row. */
export function addSideChargeColumn(table: TSideChargeTable): TSideChargeTable {
  return {
    columns: [...table.columns, ''],
    rows: table.rows.map((r) => ({ values: [...r.values, ''] })),
  };
}

/** Whether a column may go: a table keeps at least one, or its rows would have nowhere to show. */
export function canRemoveSideChargeColumn(table: TSideChargeTable): boolean {
  return table.columns.length > 1;
}

/** Removes a column and that cell from every row (spec 002 §2). */
export function removeSideChargeColumn(table: TSideChargeTable, column: number): TSideChargeTable {
  if (!canRemoveSideChargeColumn(table) || column < 0 || column >= table.columns.length) return table;
  return {
    columns: table.columns.filter((_, i) => i !== column),
    rows: table.rows.map((r) => ({ values: r.values.filter((_, i) => i !== column) })),
  };
}

export function renameSideChargeColumn(
  table: TSideChargeTable,
  column: number,
  header: string,
): TSideChargeTable {
  return { ...table, columns: table.columns.map((c, i) => (i === column ? header : c)) };
}

/** Appends a row with one empty cell per column. */
export function addSideChargeRow(table: TSideChargeTable): TSideChargeTable {
  return { ...table, rows: [...table.rows, { values: table.columns.map(() => '') }] };
}

export function removeSideChargeRow(table: TSideChargeTable, row: number): TSideChargeTable {
  return { ...table, rows: table.rows.filter((_, i) => i !== row) };
}

export function setSideChargeCell(
  table: TSideChargeTable,
  row: number,
  column: number,
  value: string,
): TSideChargeTable {
  return {
    ...table,
    rows: table.rows.map((r, i) =>
      i === row ? { values: r.values.map((v, j) => (j === column ? value : v)) } : r,
    ),
  };
}

function sameTables(a: readonly TSideChargeTable[], b: readonly TSideChargeTable[]): boolean {
  return (
    a.length === b.length &&
    a.every((table, t) => {
      const other = b[t]!;
      return (
        table.columns.length === other.columns.length &&
        table.columns.every((c, i) => c === other.columns[i]) &&
        table.rows.length === other.rows.length &&
        table.rows.every(
          (row, r) =>
            row.values.length === other.rows[r]!.values.length &&
            row.values.every((v, i) => v === other.rows[r]!.values[i]),
        )
      );
    })
  );
}

/**
 * Spec 002 §2/§5: the Save button shows only when the import or export charges differ from the stored ones. Compared
 * cell by cell, in order: a moved row or column is a change; key order of the stored JSON is not.
 */
export function sideChargesDiffer(edited: TSideCharges, stored: TSideCharges): boolean {
  return (
    !sameTables(edited.importCharges, stored.importCharges) ||
    !sameTables(edited.exportCharges, stored.exportCharges)
  );
}

/** Whether a carrier has side charges to show on the display (001 §2.13: one panel per carrier that has some). */
export function hasSideCharges(charges: TSideCharges): boolean {
  return charges.importCharges.length > 0 || charges.exportCharges.length > 0;
}
