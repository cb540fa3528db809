import { z } from 'zod';
import {
  COST_UNITS,
  normalizeContainerTypeCode,
  TERMS_AND_CONDITIONS,
  type TRemark,
  type TTerm,
} from '@portal/domain';
import { cellAmount, cellDay, cellInteger, cellText, type Cell, type Parsed } from './cells.ts';
import { INCLUDED, RATE_CURRENCIES, RATE_FILE_LIMITS, type RateFileColumn } from './columns.ts';

/** What the database knows; the mapping stays pure by getting these from its caller. */
export interface KnownReferences {
  carrierIds: ReadonlySet<string>;
  portIds: ReadonlySet<string>;
  containerTypeIds: ReadonlySet<string>;
}

const UNLOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
const FILL_IN = 'Fill this in.';

/** A zod field that reads one cell; required fields name what is missing, optional ones answer null. */
function cell<T>(read: (cell: Cell) => Parsed<T> | null, required: boolean) {
  return z
    .custom<Cell>(() => true)
    .transform((input, ctx): T | null => {
      const parsed = read(input);
      if (parsed === null && !required) return null;
      const message = parsed === null ? FILL_IN : parsed.ok ? null : parsed.message;
      if (message === null) return (parsed as { value: T }).value;
      ctx.issues.push({ code: 'custom', message, input });
      return z.NEVER;
    });
}

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = (message: string): Parsed<never> => ({ ok: false, message });

function text(maxLength: number = RATE_FILE_LIMITS.maxTextLength) {
  return (c: Cell): Parsed<string> | null => {
    const value = cellText(c);
    if (value === null) return null;
    return value.length <= maxLength ? ok(value) : fail(`Use at most ${maxLength} characters.`);
  };
}

function port(portIds: ReadonlySet<string>) {
  return (c: Cell): Parsed<string> | null => {
    const code = cellText(c)?.toUpperCase() ?? null;
    if (code === null) return null;
    if (!UNLOCODE.test(code)) return fail(`Give the port as a UN/LOCODE such as DEHAM, not "${code}".`);
    return portIds.has(code) ? ok(code) : fail(`There is no port with the code ${code}.`);
  };
}

/** Currencies in capitals; incl/incl./inkl/inkl. in any case become 'incl.' (the engine's included mark). */
function currency(c: Cell): Parsed<string> | null {
  const value = cellText(c);
  if (value === null) return null;
  if (['incl', 'incl.', 'inkl', 'inkl.'].includes(value.toLowerCase())) return ok(INCLUDED);
  const upper = value.toUpperCase();
  return (RATE_CURRENCIES as readonly string[]).includes(upper)
    ? ok(upper)
    : fail(`Use one of ${RATE_CURRENCIES.join(', ')} or ${INCLUDED}`);
}

function amount(c: Cell): Parsed<number> | null {
  const value = cellAmount(c);
  if (value?.ok && value.value < 0) return fail('Give an amount of 0 or more.');
  return value;
}

function integerIn(min: number, max: number) {
  return (c: Cell): Parsed<number> | null => {
    const value = cellInteger(c);
    if (value?.ok && (value.value < min || value.value > max))
      return fail(`Give a whole number from ${min} to ${max}.`);
    return value;
  };
}

function url(c: Cell): Parsed<string> | null {
  const value = cellText(c);
  if (value === null) return null;
  return /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value)
    ? ok(value)
    : fail('Give a web address starting with https://.');
}

/** "Label: text" entries, one per line of the cell (Alt+Enter in Excel). */
function labelledLines(c: Cell): Parsed<{ label: string; text: string }[]> | null {
  const value = cellText(c);
  if (value === null) return null;
  const entries: { label: string; text: string }[] = [];
  const lines = value.split(/\r?\n/).map((l) => l.trim());
  for (const [i, line] of lines.entries()) {
    if (line === '') continue;
    const colon = line.indexOf(':');
    const label = line.slice(0, Math.max(colon, 0)).trim();
    const body = line.slice(colon + 1).trim();
    if (colon < 1 || label === '' || body === '')
      return fail(`Line ${i + 1} ("${line}") is not in the form "Label: text".`);
    if (label.length > 100 || body.length > RATE_FILE_LIMITS.maxTextLength)
      return fail(`Line ${i + 1} is too long: labels up to 100 characters, texts up to 500.`);
    entries.push({ label, text: body });
  }
  return ok(entries);
}

function otherTerms(c: Cell): Parsed<TTerm[]> | null {
  const lines = labelledLines(c);
  if (lines === null || !lines.ok) return lines;
  if (lines.value.some((l) => l.label.toUpperCase() === TERMS_AND_CONDITIONS))
    return fail(`Put "${TERMS_AND_CONDITIONS}" in the termsAndConditions column, not here.`);
  return ok(lines.value.map((l) => ({ label: l.label, value: l.text, detail: null, url: null })));
}

function remarks(c: Cell): Parsed<TRemark[]> | null {
  const lines = labelledLines(c);
  if (lines === null || !lines.ok) return lines;
  return ok(lines.value.map((l) => ({ title: 'Remarks', label: l.label, text: l.text })));
}

/** One row of a rate file, read and checked cell by cell, then across cells. */
export function rateRowSchema(known: KnownReferences) {
  const carriers = [...known.carrierIds].sort().join(', ');
  const carrier = (c: Cell): Parsed<string> | null => {
    const id = cellText(c)?.toUpperCase() ?? null;
    if (id === null) return null;
    return known.carrierIds.has(id) ? ok(id) : fail(`There is no carrier ${id}; use one of ${carriers}.`);
  };
  const containerType = (c: Cell): Parsed<string> | null => {
    const raw = cellText(c);
    if (raw === null) return null;
    const id = normalizeContainerTypeCode(raw);
    return known.containerTypeIds.has(id)
      ? ok(id)
      : fail(`There is no container type ${raw}; use an id of the container type list such as 22G1 or 45G1.`);
  };
  const unit = (c: Cell): Parsed<string> | null => {
    const value = cellText(c)?.toUpperCase() ?? null;
    if (value === null) return null;
    return (COST_UNITS as readonly string[]).includes(value)
      ? ok(value)
      : fail(`Use one of ${COST_UNITS.join(', ')}.`);
  };

  const shape = {
    carrier: cell(carrier, true),
    origin: cell(port(known.portIds), true),
    destination: cell(port(known.portIds), true),
    containerType: cell(containerType, true),
    validFrom: cell(cellDay, true),
    validTo: cell(cellDay, true),
    pos: cell(integerIn(1, 999), false),
    description: cell(text(200), true),
    currency: cell(currency, true),
    value: cell(amount, false),
    unit: cell(unit, true),
    remark: cell(text(), false),
    remarkRef: cell(text(10), false),
    remarkRefText: cell(text(), false),
    placeOfReceipt: cell(text(200), false),
    placeOfDelivery: cell(text(200), false),
    frequency: cell(text(100), false),
    routing: cell(text(), false),
    transitDays: cell(integerIn(0, 200), false),
    termsAndConditions: cell(text(), false),
    termsUrl: cell(url, false),
    otherTerms: cell(otherTerms, false),
    remarks: cell(remarks, false),
  } satisfies Record<RateFileColumn, z.ZodType>;

  // Cross-column rules run even when other cells of the row failed, so one upload reports everything; each rule
  // only looks at cells that were read without a problem.
  return z.object(shape).superRefine(
    (row, ctx) => {
      const failed = new Set(ctx.issues.map((i) => i.path?.[0]));
      const valid = (...columns: RateFileColumn[]) => columns.every((c) => !failed.has(c));
      const issue = (column: RateFileColumn, message: string) =>
        ctx.addIssue({ code: 'custom', path: [column], message });
      if (valid('origin', 'destination') && row.origin === row.destination)
        issue('destination', 'Give a destination other than the origin.');
      if (valid('validFrom', 'validTo') && row.validTo! < row.validFrom!)
        issue('validTo', `validTo ${row.validTo} is before validFrom ${row.validFrom}.`);
      if (valid('currency', 'value') && row.currency === INCLUDED && row.value !== null)
        issue('value', `Leave value empty for an included charge (currency ${INCLUDED}).`);
      if (valid('currency', 'value') && row.currency !== INCLUDED && row.value === null)
        issue('value', `Give the amount; only included charges (currency ${INCLUDED}) have none.`);
      if (valid('remarkRef', 'remarkRefText') && row.remarkRefText !== null && row.remarkRef === null)
        issue('remarkRefText', 'Give the remarkRef this text explains.');
    },
    { when: () => true },
  );
}

export type RateRow = z.output<ReturnType<typeof rateRowSchema>>;
