import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/** A part deflated beforehand (too large to hold unpacked), with the CRC of its unpacked bytes. */
export interface PackedPart {
  packed: Buffer;
  crc: number;
}

/**
 * A zip archive written by hand, so a test can claim any sizes and hold any parts (deflated, like Excel's). A part
 * given packed claims size 0 unless claimUnpacked says otherwise.
 */
export function zipOf(
  files: Record<string, string | Buffer | PackedPart>,
  claimUnpacked?: (name: string) => number,
): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const given = typeof content === 'object' && 'packed' in content ? content : null;
    const data = given
      ? Buffer.alloc(0)
      : Buffer.isBuffer(content)
        ? content
        : Buffer.from(content as string);
    const packed = given ? given.packed : deflateRawSync(data, { level: 9 });
    const crc = given ? given.crc : crc32(data);
    const nameBytes = Buffer.from(name);
    const size = claimUnpacked?.(name) ?? data.length;
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(8, 8);
    head.writeUInt32LE(crc, 14);
    head.writeUInt32LE(packed.length, 18);
    head.writeUInt32LE(size, 22);
    head.writeUInt16LE(nameBytes.length, 26);
    locals.push(head, nameBytes, packed);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    directory.push(entry, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const directorySize = directory.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

/** A minimal workbook whose first sheet holds the given rows as inline strings (no shared strings part). */
const column = (i: number) => String.fromCharCode(65 + (i % 26)).repeat(Math.floor(i / 26) + 1);

export function inlineStringWorkbook(rows: string[][], claimUnpacked?: (name: string) => number): Buffer {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const sheetRows = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells
          .map((c, i) => `<c r="${column(i)}${r + 1}" t="inlineStr"><is><t>${escape(c)}</t></is></c>`)
          .join('')}</row>`,
    )
    .join('');
  const ns = 'http://schemas.openxmlformats.org';
  return zipOf(
    {
      '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${ns}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
      '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="Rates" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
    },
    claimUnpacked,
  );
}

const NS = 'http://schemas.openxmlformats.org';
const XML = '<?xml version="1.0" encoding="UTF-8"?>';

/** The parts every workbook below shares: content types, relationships and a workbook of one sheet. */
function workbookParts(withSharedStrings: boolean): Record<string, string> {
  const sharedStringsRel = withSharedStrings
    ? `<Relationship Id="rId2" Type="${NS}/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>`
    : '';
  return {
    '[Content_Types].xml': `${XML}<Types xmlns="${NS}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`,
    '_rels/.rels': `${XML}<Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML}<workbook xmlns="${NS}/spreadsheetml/2006/main" xmlns:r="${NS}/officeDocument/2006/relationships"><sheets><sheet name="Rates" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>${sharedStringsRel}</Relationships>`,
  };
}

const SHEET_HEAD = `${XML}<worksheet xmlns="${NS}/spreadsheetml/2006/main"><sheetData>`;
const SHEET_TAIL = '</sheetData></worksheet>';

/**
 * A workbook of `count` tiny, distinct shared strings (the sheet uses the first three): a small file that
 * costs a reader one object per string. 400,000 of them pack to about 1 MB, 1,050,000 to 2.6 MB.
 */
export function sharedStringsWorkbook(count: number): Buffer {
  const strings = Array.from({ length: count }, (_, i) => `<si><t>${i.toString(36)}</t></si>`).join('');
  const sheet = `${SHEET_HEAD}<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row>${SHEET_TAIL}`;
  return zipOf({
    ...workbookParts(true),
    'xl/sharedStrings.xml': `${XML}<sst xmlns="${NS}/spreadsheetml/2006/main" count="${count}" uniqueCount="${count}">${strings}</sst>`,
    'xl/worksheets/sheet1.xml': sheet,
  });
}

/** One part, deflated in a stream from `head`, `repeat` copies of `unit` and `tail`, so it can be far larger than memory. */
async function deflatedPart(head: string, unit: string, repeat: number, tail: string) {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = crc32(head);
  let size = head.length;
  deflate.write(head);
  const block = Buffer.from(unit.repeat(Math.max(1, Math.floor((1 << 20) / unit.length))));
  const perBlock = block.length / unit.length;
  for (let left = repeat; left > 0; left -= perBlock) {
    const piece = left >= perBlock ? block : Buffer.from(unit.repeat(left));
    crc = crc32(piece, crc);
    size += piece.length;
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  crc = crc32(tail, crc);
  size += tail.length;
  deflate.end(tail);
  await done;
  return { packed: Buffer.concat(chunks), crc, size };
}

/**
 * A zip bomb in a workbook's clothes: its shared strings part inflates to `megabytes` MB of `<si><t>a</t></si>` (a
 * million to the 17 MB) while the zip claims every part is 100 bytes.
 */
export async function sharedStringsBomb(megabytes: number): Promise<Buffer> {
  const unit = '<si><t>a</t></si>';
  const part = await deflatedPart(
    `${XML}<sst xmlns="${NS}/spreadsheetml/2006/main">`,
    unit,
    Math.floor((megabytes * (1 << 20)) / unit.length),
    '</sst>',
  );
  return zipOf(
    {
      ...workbookParts(true),
      'xl/sharedStrings.xml': { packed: part.packed, crc: part.crc },
      'xl/worksheets/sheet1.xml': `${SHEET_HEAD}<row r="1"><c r="A1" t="s"><v>0</v></c></row>${SHEET_TAIL}`,
    },
    () => 100,
  );
}

/** A sheet of `rows` rows of `columns` numbers: as many cells as a reader allows, or more. */
export async function manyCellsWorkbook(rows: number, columns: number): Promise<Buffer> {
  // Every row says it is row 2: a reader that counts cells, not row numbers, is what this tests.
  const cells = Array.from({ length: columns }, (_, i) => `<c r="${column(i)}2"><v>${i}</v></c>`).join('');
  const part = await deflatedPart(SHEET_HEAD, `<row r="2">${cells}</row>`, rows, SHEET_TAIL);
  return zipOf({
    ...workbookParts(false),
    'xl/worksheets/sheet1.xml': { packed: part.packed, crc: part.crc },
  });
}

/**
 * A sheet that inflates to `megabytes` MB of one-cell rows while the zip claims 100 bytes, with no shared strings
 * part: the reader exceljs streams from used to copy such a sheet whole into a temp file before reading it.
 */
export async function sheetBomb(megabytes: number): Promise<Buffer> {
  const unit = '<row r="2"><c r="A2"><v>1</v></c></row>';
  const part = await deflatedPart(
    SHEET_HEAD,
    unit,
    Math.floor((megabytes * (1 << 20)) / unit.length),
    SHEET_TAIL,
  );
  return zipOf(
    { ...workbookParts(false), 'xl/worksheets/sheet1.xml': { packed: part.packed, crc: part.crc } },
    () => 100,
  );
}
