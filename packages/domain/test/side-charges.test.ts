import { describe, expect, it } from 'vitest';
import {
  addSideChargeColumn,
  addSideChargeRow,
  canRemoveSideChargeColumn,
  hasSideCharges,
  newSideChargeTable,
  removeSideChargeColumn,
  removeSideChargeRow,
  renameSideChargeColumn,
  setSideChargeCell,
  sideChargesDiffer,
  ZSideCharges,
  ZSideChargesInput,
  type TSideChargeTable,
} from '../src/index.ts';

const thc: TSideChargeTable = {
  columns: ['Charge', '20DC', '40HC'],
  rows: [{ values: ['THC', 'EUR 245', 'EUR 325'] }, { values: ['ISPS', 'EUR 12', 'EUR 12'] }],
};

describe('side-charge tables (spec 002 §2)', () => {
  it('starts a new table with two empty column headers and no rows', () => {
    expect(newSideChargeTable()).toEqual({ columns: ['', ''], rows: [] });
  });

  it('adds a column with an empty cell in every row, and a row with one empty cell per column', () => {
    const wider = addSideChargeColumn(thc);
    expect(wider.columns).toEqual(['Charge', '20DC', '40HC', '']);
    expect(wider.rows.map((r) => r.values.length)).toEqual([4, 4]);
    expect(addSideChargeRow(newSideChargeTable()).rows).toEqual([{ values: ['', ''] }]);
  });

  it('removes a column together with that cell of every row', () => {
    expect(removeSideChargeColumn(thc, 1)).toEqual({
      columns: ['Charge', '40HC'],
      rows: [{ values: ['THC', 'EUR 325'] }, { values: ['ISPS', 'EUR 12'] }],
    });
  });

  it('keeps the last column of a table', () => {
    const single = { columns: ['Charge'], rows: [{ values: ['THC'] }] };
    expect(canRemoveSideChargeColumn(single)).toBe(false);
    expect(removeSideChargeColumn(single, 0)).toBe(single);
  });

  it('renames a header, removes a row and sets a cell without touching the original', () => {
    expect(renameSideChargeColumn(thc, 0, 'Item').columns[0]).toBe('Item');
    expect(removeSideChargeRow(thc, 0).rows).toEqual([{ values: ['ISPS', 'EUR 12', 'EUR 12'] }]);
    expect(setSideChargeCell(thc, 1, 2, 'EUR 14').rows[1]).toEqual({ values: ['ISPS', 'EUR 12', 'EUR 14'] });
    expect(thc.rows[1]!.values[2]).toBe('EUR 12');
  });
});

describe('the Save rule: charges differ from the stored ones (spec 002 §2, §5)', () => {
  const stored = { importCharges: [thc], exportCharges: [] };

  it('sees no difference in an unchanged copy', () => {
    expect(sideChargesDiffer(JSON.parse(JSON.stringify(stored)) as typeof stored, stored)).toBe(false);
  });

  it('sees a changed cell, a header, an added row, a new table on either tab', () => {
    expect(
      sideChargesDiffer({ ...stored, importCharges: [setSideChargeCell(thc, 0, 1, 'EUR 250')] }, stored),
    ).toBe(true);
    expect(
      sideChargesDiffer({ ...stored, importCharges: [renameSideChargeColumn(thc, 1, '20GP')] }, stored),
    ).toBe(true);
    expect(sideChargesDiffer({ ...stored, importCharges: [addSideChargeRow(thc)] }, stored)).toBe(true);
    expect(sideChargesDiffer({ ...stored, exportCharges: [newSideChargeTable()] }, stored)).toBe(true);
  });

  it('sees an edit undone as no difference', () => {
    const edited = setSideChargeCell(setSideChargeCell(thc, 0, 1, 'EUR 250'), 0, 1, 'EUR 245');
    expect(sideChargesDiffer({ ...stored, importCharges: [edited] }, stored)).toBe(false);
  });

  it('says whether a carrier has side charges to show', () => {
    expect(hasSideCharges(stored)).toBe(true);
    expect(hasSideCharges({ importCharges: [], exportCharges: [] })).toBe(false);
  });
});

describe('side-charge validation', () => {
  it('names a row whose values do not align with the columns', () => {
    const result = ZSideCharges.safeParse({
      importCharges: [{ columns: ['Charge', 'Amount'], rows: [{ values: ['THC'] }] }],
      exportCharges: [],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Row 1 has 1 values for 2 columns: give one value per column.',
    );
    expect(result.error?.issues[0]?.path).toEqual(['importCharges', 0, 'rows', 0, 'values']);
  });

  it('refuses a table without columns and a save without a version', () => {
    expect(
      ZSideCharges.safeParse({ importCharges: [{ columns: [], rows: [] }], exportCharges: [] }).success,
    ).toBe(false);
    expect(
      ZSideChargesInput.safeParse({ sideCharges: { importCharges: [], exportCharges: [] } }).success,
    ).toBe(false);
  });
});
