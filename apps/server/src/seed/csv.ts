import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_DIR } from '../platform/paths.ts';

export const SEED_DATA_DIR = join(SERVER_DIR, 'src/seed/data');

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF) into records keyed by the header row. */
export function parseCsv(text: string): Array<Record<string, string>> {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows.filter((r) => r.some((v) => v.trim() !== ''));
  if (!header) return [];
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h.trim(), (r[i] ?? '').trim()])));
}

export function readSeedCsv(name: string): Array<Record<string, string>> {
  return parseCsv(readFileSync(join(SEED_DATA_DIR, name), 'utf8'));
}

export function readSeedJson<T>(name: string): T {
  return JSON.parse(readFileSync(join(SEED_DATA_DIR, name), 'utf8')) as T;
}

export function chunk<T>(items: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
