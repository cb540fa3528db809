import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { RATE_FILE_LIMITS } from '../src/modules/rates/columns.ts';
import {
  RATE_SHEET_LIMITS as XLSX_LIMITS,
  readRateFile,
  sniffRateFile,
} from '../src/modules/rates/read-file.ts';
import { inlineStringWorkbook, zipOf } from './security-hostile-xlsx.ts';

describe('sniffRateFile', () => {
  it('goes by the content, and the name must agree with it', () => {
    const workbook = inlineStringWorkbook([['carrier']]);
    expect(sniffRateFile(Buffer.from('carrier,origin\n'), 'rates.CSV')).toBe('csv');
    expect(sniffRateFile(workbook, 'rates.xlsx')).toBe('xlsx');
    for (const [body, name] of [
      [workbook, 'rates.csv'],
      [Buffer.from('carrier'), 'rates.xlsx'],
      [Buffer.from('%PDF-1.7'), 'rates.csv'],
      [Buffer.from('<html><body>'), 'rates.csv'],
      [Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'rates.xls'],
      [Buffer.from('carrier'), 'rates'],
    ] as const) {
      expect(() => sniffRateFile(body, name)).toThrow(/is not an accepted file/);
    }
  });
});

describe('readRateFile: CSV', () => {
  it("takes the separator from the header row, so Excel's ';' with decimal commas works", async () => {
    const table = await readRateFile(Buffer.from('carrier;value;remark\nHSG;1250,50;"a; b"\n'), 'r.csv');
    expect(table.header).toEqual(['carrier', 'value', 'remark']);
    expect(table.rows[0]).toEqual({ row: 2, cells: ['HSG', '1250,50', 'a; b'] });
  });

  it('numbers rows as the sheet does, with line breaks inside quoted cells', async () => {
    const table = await readRateFile(
      Buffer.from('\uFEFFcarrier,otherTerms\r\nHSG,"A: 1\nB: 2"\r\n\r\nCMA,\r\n'),
      'r.csv',
    );
    expect(table.header).toEqual(['carrier', 'otherTerms']);
    expect(table.rows.filter((r) => r.cells.some((c) => c)).map((r) => [r.row, r.cells[0]])).toEqual([
      [2, 'HSG'],
      [4, 'CMA'],
    ]);
    expect(table.rows[0]!.cells[1]).toBe('A: 1\nB: 2');
  });

  it("reads Excel's plain CSV (Windows-1252) as well as UTF-8", async () => {
    const latin = Buffer.from([...Buffer.from('carrier,remark\nHSD,Hamburg S'), 0xfc, 0x64, 0x0a]);
    expect((await readRateFile(latin, 'r.csv')).rows[0]!.cells).toEqual(['HSD', 'Hamburg Süd']);
  });

  it('refuses an unclosed quote and more rows than the limit', async () => {
    await expect(readRateFile(Buffer.from('carrier,remark\nHSG,"open\n'), 'r.csv')).rejects.toThrow(
      /quoted cell is not closed/,
    );
    const many = `carrier\n${'HSG\n'.repeat(RATE_FILE_LIMITS.maxRows + 1)}`;
    await expect(readRateFile(Buffer.from(many), 'r.csv')).rejects.toThrow(/more than 50,000 rows/);
  });
});

describe('readRateFile: XLSX', () => {
  it('reads the first sheet: dates as dates, numbers as numbers, rich text, formulas and links as text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Rates');
    sheet.addRow(['carrier', 'validFrom', 'value', 'remark', 'termsUrl']);
    sheet.addRow([
      'HSG',
      new Date(Date.UTC(2026, 10, 1)),
      { formula: '1000+150', result: 1150 },
      { richText: [{ text: 'Float' }, { text: 'ing' }] },
      { text: 'terms', hyperlink: 'https://www.example.com/terms' },
    ]);
    workbook.addWorksheet('Columns').addRow(['not read']);
    const table = await readRateFile(Buffer.from(await workbook.xlsx.writeBuffer()), 'r.xlsx');
    expect(table.header).toEqual(['carrier', 'validFrom', 'value', 'remark', 'termsUrl']);
    expect(table.rows).toEqual([
      { row: 2, cells: ['HSG', new Date(Date.UTC(2026, 10, 1)), 1150, 'Floating', 'terms'] },
    ]);
  });

  it('refuses a zip that is no workbook', async () => {
    for (const zip of [Buffer.from('PK\x03\x04 not a workbook'), zipOf({ 'rates.csv': 'carrier\nHSG\n' })]) {
      await expect(readRateFile(zip, 'r.xlsx')).rejects.toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'r.xlsx is not a readable Excel workbook (.xlsx).',
      });
    }
  });

  it('refuses before inflating a workbook whose parts unpack past the limit (a zip bomb says so)', async () => {
    const bomb = inlineStringWorkbook([['carrier'], ['HSG']], (name) =>
      name.endsWith('sheet1.xml') ? 0xfffffff0 : 100,
    );
    const started = Date.now();
    await expect(readRateFile(bomb, 'bomb.xlsx')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/^The workbook is too large to import: it unpacks to more than 64 MB/),
    });
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('stops streaming a sheet of long inline strings at the first cell past the character limits', async () => {
    const long = 'x'.repeat(XLSX_LIMITS.maxCellCharacters + 1);
    await expect(readRateFile(inlineStringWorkbook([['carrier'], [long]]), 'long.xlsx')).rejects.toThrow(
      /a cell holds more than 32,767 characters/,
    );
    // Many cells under the per-cell limit add up: 40 cells of 30,000 characters against a budget of 1,000,000.
    const rows = Array.from({ length: 40 }, () => ['y'.repeat(30_000)]);
    await expect(
      readRateFile(inlineStringWorkbook(rows), 'many.xlsx', {
        limits: { ...XLSX_LIMITS, maxCharacters: 1_000_000 },
      }),
    ).rejects.toThrow(/its cells hold more than 1,000,000 characters/);
  });

  it('bounds columns, cells and time', async () => {
    const wide = inlineStringWorkbook([Array.from({ length: 30 }, () => 'c')]);
    await expect(
      readRateFile(wide, 'wide.xlsx', { limits: { ...XLSX_LIMITS, maxColumns: 20 } }),
    ).rejects.toThrow(/more than 20 columns/);
    const rows = Array.from({ length: 50 }, () => ['a', 'b', 'c']);
    await expect(
      readRateFile(inlineStringWorkbook(rows), 'cells.xlsx', { limits: { ...XLSX_LIMITS, maxCells: 100 } }),
    ).rejects.toThrow(/more than 100 cells/);
    await expect(
      readRateFile(inlineStringWorkbook(rows), 'slow.xlsx', { limits: { ...XLSX_LIMITS, maxMs: -1 } }),
    ).rejects.toThrow(/took longer than/);
  });
});
