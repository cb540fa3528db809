import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOOKING_CONFIRMATION_LIMITS, ZBookingConfirmation } from '@portal/domain';
import { parseBookingConfirmation } from '../src/modules/booking-requests/booking-confirmation/parse.ts';

/**
 * The booking-confirmation parser never throws, never hangs and always answers in the shape of its domain schema
 * (issue 9, part 6): 10,000 variants of the hand-made fixtures, made by a seeded generator so a failure repeats.
 * Each variant applies one to four mutations (tables and labels dropped or shuffled, headings of other booking
 * types, garbage text and bytes, deep nesting, truncation, repeated slices); a few are huge.
 */

const VARIANTS = 10_000;
const SEED = 0x9e3779b9;
/**
 * Time one variant may take, growing with the part of the input read. A variant takes a few milliseconds; the
 * bound is far above that so a busy machine's pauses pass, and far below what a quadratic walk would take.
 */
const budgetMs = (length: number) =>
  1000 + (5 * Math.min(length, BOOKING_CONFIRMATION_LIMITS.maxBytes)) / 1024;

const FIXTURES = [
  'requested-one-line.html',
  'requested-many-lines.html',
  'requested-reefer-pickup.html',
  'requested-missing-fields.html',
  'requested-messy-windows-1252.html',
  'cancelled.html',
  'not-a-booking-email.html',
].map((name) =>
  readFileSync(new URL(`./fixtures/booking-confirmation/${name}`, import.meta.url))
    .toString('latin1')
    // Without the indentation between tags: the same e-mail in fewer nodes, so more variants fit the time.
    .replace(/>\s+</g, '><'),
);

/** mulberry32: small, fast and good enough to pick mutations. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return { next, int, pick: <T>(items: readonly T[]): T => items[int(items.length)]! };
}
type Random = ReturnType<typeof seeded>;

// prettier-ignore
const NOISE = [
  '<', '>', '</', '/>', '&', '&amp', '&#xD800;', '&#0;', '&#99999999;', '&nbsp;', '"', "'", '\0', '\uD800', '\uDFFF',
  '\uFFFF', '😀', '\u00a0', ':', '(', ')', '(DEHAM)', '<br>', '<br/>', '</td>', '<td>', '</tr>', '<tr>', '</table>',
  '<table class="blBody">', '<strong>', '</strong>', '<b>', '<span class="data_nopad">', '</span>', '<!--', '-->',
  '<script>', '<![CDATA[', 'Quantity:', 'Size/Type:', 'PICK-UP DATE', 'REEFER SETTINGS', 'Net Weight: 1e309 KGM',
  '31-Feb-2026', '99999999999999999999', 'BOOKER', 'CONTAINER', '\r\n', '\t', ' ',
];
const OTHER_TYPES = [
  'Cancelled',
  'Confirmed',
  'Declined',
  'Amended',
  'Pending',
  'Replaced',
  '',
  'Request',
  '???',
];
const NESTS = [
  '<div>',
  '<table><tr><td>',
  '<b>',
  '<span class="h">',
  '<table class="blBody"><tr><td>',
  '<font>',
];

/** Index of every occurrence of `needle` (at most 500). */
function positions(text: string, needle: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(needle); at !== -1 && found.length < 500; at = text.indexOf(needle, at + 1))
    found.push(at);
  return found;
}

function removeElement(html: string, r: Random, open: string, close: string): string {
  const starts = positions(html, open);
  if (starts.length === 0) return html;
  const start = r.pick(starts);
  const end = html.indexOf(close, start);
  return end === -1 ? html.slice(0, start) : html.slice(0, start) + html.slice(end + close.length);
}

/** Shuffles the inner texts of every `open`...`close` pair. */
function shuffleInner(html: string, r: Random, open: RegExp): string {
  const inner: string[] = [];
  html.replace(open, (_m, _o: string, text: string) => (inner.push(text), ''));
  for (let i = inner.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [inner[i], inner[j]] = [inner[j]!, inner[i]!];
  }
  let i = 0;
  return html.replace(open, (_m, o: string) => `${o}${inner[i++] ?? ''}</${o.slice(1, o.search(/[\s>]/))}>`);
}

// prettier-ignore
const MUTATIONS: Record<string, (html: string, r: Random) => string> = {
  dropTable: (h, r) => removeElement(h, r, '<table', '</table>'),
  dropLabel: (h, r) => removeElement(h, r, '<strong>', '</strong>'),
  dropValue: (h, r) => removeElement(h, r, '<span class="data_nopad">', '</span>'),
  shuffleLabels: (h, r) => shuffleInner(h, r, /(<strong>)([^<]{0,200})<\/strong>/g),
  shuffleValues: (h, r) => shuffleInner(h, r, /(<span class="data_nopad">)([^]{0,400}?)<\/span>/g),
  otherType: (h, r) => h.replace(/Booking - Requested/i, `Booking - ${r.pick(OTHER_TYPES)}`),
  noHeading: (h) => h.replace(/<span class="h">[^<]{0,100}<\/span>/i, ''),
  secondHeading: (h, r) => `<span class="h">Booking - ${r.pick(OTHER_TYPES)}</span>${h}`,
  noise: (h, r) => {
    let out = h;
    for (let n = 1 + r.int(20); n > 0; n--) {
      const at = r.int(out.length + 1);
      out = out.slice(0, at) + r.pick(NOISE) + out.slice(at);
    }
    return out;
  },
  garbageText: (h, r) => {
    const at = r.int(h.length + 1);
    const junk = Array.from({ length: 1 + r.int(300) }, () => String.fromCharCode(r.int(0x10000))).join('');
    return h.slice(0, at) + junk + h.slice(at);
  },
  truncate: (h, r) => h.slice(0, r.int(h.length + 1)),
  deepNest: (h, r) => {
    const at = r.int(h.length + 1);
    return h.slice(0, at) + r.pick(NESTS).repeat(1 + r.int(1000)) + h.slice(at);
  },
  caseFlip: (h, r) => {
    const from = r.int(h.length + 1);
    const to = from + r.int(2000);
    const part = h.slice(from, to);
    return h.slice(0, from) + (r.next() < 0.5 ? part.toUpperCase() : part.toLowerCase()) + h.slice(to);
  },
  repeatSlice: (h, r) => {
    const from = r.int(h.length + 1);
    const part = h.slice(from, from + 1 + r.int(400));
    return h.slice(0, from) + part.repeat(2 + r.int(50)) + h.slice(from);
  },
  digits: (h, r) => {
    const from = r.int(h.length + 1);
    const to = from + 1000;
    const part = h.slice(from, to).replace(/\d/g, (d) => (r.next() < 0.3 ? String(r.int(10)) : r.next() < 0.03 ? '9'.repeat(30) : d));
    return h.slice(0, from) + part + h.slice(to);
  },
  dropBreaks: (h, r) => h.replace(/<br>/gi, () => r.pick(['', '\n', '<br>', '<br/>', ' '])),
  dropClasses: (h, r) => h.replace(/ class="(blBody|data_nopad|h)"/g, (m) => (r.next() < 0.5 ? '' : m.toUpperCase())),
  unclose: (h, r) => h.replace(/<\/(td|tr|table|span|strong)>/g, (m) => (r.next() < 0.3 ? '' : m)),
};
const NAMES = Object.keys(MUTATIONS);

interface Variant {
  input: string | Uint8Array;
  label: string;
}

/** A fixture with one to four mutations, as text or as bytes (sometimes with bytes overwritten). */
function variant(r: Random, index: number): Variant {
  const base = r.int(FIXTURES.length);
  let html = FIXTURES[base]!;
  const applied: string[] = [];
  for (let n = 1 + r.int(4); n > 0; n--) {
    const name = r.pick(NAMES);
    html = MUTATIONS[name]!(html, r);
    applied.push(name);
  }
  const label = `#${index} fixture ${base}: ${applied.join(', ')}`;
  if (r.next() < 0.5) return { input: html, label };
  const bytes = Buffer.from(html, 'latin1');
  if (r.next() < 0.3) for (let n = 1 + r.int(50); n > 0; n--) bytes[r.int(bytes.length)] = r.int(256);
  return { input: bytes, label: `${label}, as bytes` };
}

/** Files far bigger or stranger than e-mails, each once. */
function hugeVariants(r: Random): Variant[] {
  const one = FIXTURES[0]!;
  const megabytes = (unit: string, mb: number) => unit.repeat(Math.ceil((mb * 1024 * 1024) / unit.length));
  return [
    { label: 'huge: 3 MB of repeated e-mails', input: megabytes(one, 3) },
    { label: 'huge: 2 MB of <div>', input: one.slice(0, 2000) + megabytes('<div>', 2) },
    {
      label: 'huge: 2 MB of random bytes',
      input: Uint8Array.from({ length: 2 * 1024 * 1024 }, () => r.int(256)),
    },
    { label: 'huge: 0.25 MB of <', input: megabytes('<', 0.25) },
    {
      label: 'huge: 0.25 MB of container lines',
      input: one.replace('Quantity: 1<br>', megabytes('Quantity: 1<br>', 0.25)),
    },
  ];
}

describe('booking-confirmation parser fuzz', () => {
  it(`answers ${VARIANTS.toLocaleString('en')} generated variants without throwing, in its schema and in time`, () => {
    const r = seeded(SEED);
    const failures: string[] = [];
    const outcomes = new Map<string, number>();
    const huge = hugeVariants(r);
    let slowest = { ms: 0, label: '' };
    for (let i = 0; i < VARIANTS; i++) {
      const { input, label } = i < huge.length ? huge[i]! : variant(r, i);
      const started = performance.now();
      let result: unknown;
      try {
        result = parseBookingConfirmation(input);
      } catch (error) {
        failures.push(`${label}: threw ${String(error)}`);
        continue;
      }
      const ms = performance.now() - started;
      if (ms > slowest.ms) slowest = { ms, label };
      if (ms > budgetMs(input.length)) failures.push(`${label}: took ${Math.round(ms)} ms`);
      const checked = ZBookingConfirmation.safeParse(result);
      if (!checked.success) {
        failures.push(
          `${label}: ${checked.error.issues[0]?.path.join('.')} ${checked.error.issues[0]?.message}`,
        );
        continue;
      }
      const outcome = checked.data.ok ? 'ok' : checked.data.reason;
      if (outcome === 'unreadable') failures.push(`${label}: the reader failed`);
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
    expect(failures.slice(0, 10), `slowest ${Math.round(slowest.ms)} ms (${slowest.label})`).toEqual([]);
    // The variants reach every answer, most of them the full read.
    expect(outcomes.get('ok')).toBeGreaterThan(VARIANTS * 0.4);
    expect(outcomes.get('not-booking-requested')).toBeGreaterThan(VARIANTS * 0.05);
    expect(outcomes.get('not-inttra-email')).toBeGreaterThan(VARIANTS * 0.05);
  }, 120_000);
});
