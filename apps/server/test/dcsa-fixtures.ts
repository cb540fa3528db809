import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'dcsa');
const DAY = 86_400_000;

/** A local date-time `days` from today (UTC date), as DCSA writes it: `2026-05-04T18:00:00+01:00`. */
export function inDays(days: number, time = '12:00', offset = '+00:00'): string {
  const date = new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
  return `${date}T${time}:00${offset}`;
}

/** Fills `@D+<days>T<hh:mm><offset>` placeholders of our fixtures with dates counted from today. */
export function dcsaDates(text: string): string {
  return text.replace(
    /@D\+(\d+)T(\d{2}:\d{2})([+-]\d{2}:\d{2}|Z)/g,
    (_m, days: string, time: string, offset: string) => inDays(Number(days), time, offset),
  );
}

/** A fixture file with its date placeholders filled and extra literal replacements (`"DEPARTURE_DATE"` ...). */
export function dcsaFixture(name: string, replacements: Record<string, string> = {}): unknown {
  let text = dcsaDates(readFileSync(join(FIXTURES, name), 'utf8'));
  for (const [from, to] of Object.entries(replacements)) text = text.replaceAll(from, to);
  return JSON.parse(text);
}

/** The DCSA point-to-point example with its DEPARTURE_DATE and ARRIVAL_DATE placeholders set. */
export function dcsaExample(
  departure = inDays(7, '10:00', '+01:00'),
  arrival = inDays(9, '06:00', '+00:00'),
) {
  return dcsaFixture('commercialschedules-api-1.0.0-ptp.json', {
    DEPARTURE_DATE: departure,
    ARRIVAL_DATE: arrival,
  }) as Array<Record<string, unknown>>;
}
