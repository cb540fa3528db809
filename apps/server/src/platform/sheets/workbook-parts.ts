import type { Readable } from 'node:stream';
import type { SheetLimits } from '@portal/domain';
import { SHEET_MESSAGES } from '@portal/domain';
import { zipSync } from 'fflate';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { SheetRefusal, UnreadableSheet } from './sheet-errors.ts';

const SHEET_PART = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/**
 * The parts a streaming reader needs, in the order it needs them: relationships and workbook first, then the
 * shared strings and styles, then the sheet. exceljs's reader (4.4) copies every sheet that comes before these
 * into a temp file and removes the copy only when it reaches that sheet again, so a workbook written sheet first
 * (as exceljs writes them), one with no shared strings, or a read that stopped early left its copies behind (3 GB
 * from a 1 MB bomb); it also read a sheet before the workbook and failed (exceljs/exceljs#3064), which the old
 * reader retried three times. In this order it writes nothing and reads once.
 */
const ORDER = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml', 'xl/styles.xml'];

/** Stand-ins for parts a workbook may lack, so the reader never waits for them (and never spills to disk). */
const EMPTY: Record<string, string> = {
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
  'xl/sharedStrings.xml':
    '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
};

const openZip = (buffer: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      buffer,
      // Sizes are counted here, past the claims; yauzl's own check would call a lying bomb corrupt, not too large.
      { lazyEntries: true, validateEntrySizes: false, strictFileNames: false },
      (error, zip) => (error || !zip ? reject(new UnreadableSheet()) : resolve(zip)),
    ),
  );

/** The directory's entries; reading it inflates nothing. */
async function entriesOf(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => reject(new UnreadableSheet()));
    zip.readEntry();
  });
}

/**
 * The names of the parts a read inflates, in reading order: those of ORDER the workbook has, then its first
 * sheet by number (sheet1.xml is the first tab a workbook was created with). Null when it is no workbook.
 */
export function partsToRead(names: string[]): string[] | null {
  const number = (name: string) => Number(SHEET_PART.exec(name)![1]);
  const sheet = names.filter((n) => SHEET_PART.test(n)).sort((a, b) => number(a) - number(b))[0];
  if (!names.includes('xl/workbook.xml') || !sheet) return null;
  return [...ORDER.filter((name) => names.includes(name)), sheet];
}

/** Inflates one part, counting the bytes that really come out against what the whole workbook may still take. */
async function inflate(zip: ZipFile, entry: Entry, budget: { left: number }, limits: SheetLimits) {
  const stream = await new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, s) => (error || !s ? reject(new UnreadableSheet()) : resolve(s))),
  );
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      budget.left -= chunk.length;
      if (budget.left < 0) throw new SheetRefusal(SHEET_MESSAGES.tooLarge(SHEET_MESSAGES.unpacked(limits)));
      chunks.push(chunk);
    }
  } catch (error) {
    stream.destroy();
    throw error instanceof SheetRefusal ? error : new UnreadableSheet();
  }
  return Buffer.concat(chunks);
}

const SI_OPEN = Buffer.from('<si>');
const SI_ATTRS = Buffer.from('<si ');

/** Entries of the shared strings table, counted in its bytes before any reader makes an object of each. */
export function countSharedStrings(xml: Buffer, stopAfter: number): number {
  let n = 0;
  for (const tag of [SI_OPEN, SI_ATTRS]) {
    for (let at = xml.indexOf(tag); at >= 0 && n <= stopAfter; at = xml.indexOf(tag, at + tag.length)) n++;
  }
  return n;
}

/**
 * The workbook's first sheet with what it needs, inflated within SHEET_LIMITS and packed again, stored (not
 * deflated), in reading order. Parts no reader looks at (pictures, other sheets, printer settings) are never
 * inflated. Refuses with SheetRefusal past a limit and UnreadableSheet when it is no workbook.
 */
export async function workbookForStreaming(buffer: Buffer, limits: SheetLimits): Promise<Uint8Array> {
  const zip = await openZip(buffer);
  try {
    const entries = await entriesOf(zip);
    const byName = new Map(entries.map((e) => [e.fileName, e]));
    const names = partsToRead([...byName.keys()]);
    if (!names) throw new UnreadableSheet();
    const wanted = names.map((name) => byName.get(name)!);
    const sheet = wanted.at(-1)!;
    // What the zip claims is a lower bound only for honest files, but refusing those costs nothing.
    if (wanted.reduce((sum, e) => sum + e.uncompressedSize, 0) > limits.maxUnpackedBytes)
      throw new SheetRefusal(SHEET_MESSAGES.tooLarge(SHEET_MESSAGES.unpacked(limits)));
    const budget = { left: limits.maxUnpackedBytes };
    const parts: Record<string, [Uint8Array, { level: 0 }]> = {};
    for (const name of ORDER) {
      const entry = byName.get(name);
      const bytes = entry ? await inflate(zip, entry, budget, limits) : EMPTY[name];
      if (bytes === undefined) continue;
      if (name === 'xl/sharedStrings.xml' && Buffer.isBuffer(bytes)) {
        if (countSharedStrings(bytes, limits.maxSharedStrings) > limits.maxSharedStrings)
          throw new SheetRefusal(SHEET_MESSAGES.tooLarge(SHEET_MESSAGES.sharedStrings(limits)));
      }
      parts[name] = [typeof bytes === 'string' ? Buffer.from(bytes) : bytes, { level: 0 }];
    }
    parts[sheet.fileName] = [await inflate(zip, sheet, budget, limits), { level: 0 }];
    return zipSync(parts);
  } finally {
    zip.close();
  }
}
