import { z } from 'zod';
import { ZText } from '../validation.ts';

/** Spec 000 §9: tariff types DEM/DET, STORAGE, PLUGIN; tariff days default to 14 (also 000 §5). */
export const TARIFF_TYPES = ['DEM/DET', 'STORAGE', 'PLUGIN'] as const;
export type TariffType = (typeof TARIFF_TYPES)[number];
export const DEFAULT_TARIFF_DAYS = 14;
/** Free days no carrier grants beyond a year; tariffs per type and line are a handful (ours). */
export const MAX_TARIFF_DAYS = 365;
export const MAX_TARIFFS_PER_TYPE = 5;

/** Where each type's tariffs sit on a container line (spec 000 §3 "Container line (request)"). */
export const TARIFF_FIELDS = {
  'DEM/DET': 'demDetTariffs',
  STORAGE: 'storageTariffs',
  PLUGIN: 'pluginTariffs',
} as const satisfies Record<TariffType, string>;
export type TariffField = (typeof TARIFF_FIELDS)[TariffType];

export const TARIFF_MESSAGES = {
  id: 'A tariff code has at most 30 characters.',
  days: `Give the tariff days as a whole number from 0 to ${MAX_TARIFF_DAYS}.`,
  text: 'A tariff text has at most 100 characters.',
  description: 'A tariff description has at most 500 characters.',
  count: `Give at most ${MAX_TARIFFS_PER_TYPE} tariffs of one type per line.`,
} as const;
const M = TARIFF_MESSAGES;

/**
 * One tariff of a container line (spec 000 §3: each id, days, text, description). `id` is the carrier's tariff
 * code; days left out take the default of 14.
 */
export const ZContainerTariff = z.object({
  id: ZText.trim().max(30, M.id).default(''),
  days: z.coerce
    .number(M.days)
    .int(M.days)
    .min(0, M.days)
    .max(MAX_TARIFF_DAYS, M.days)
    .default(DEFAULT_TARIFF_DAYS),
  text: ZText.trim().max(100, M.text).default(''),
  description: ZText.trim().max(500, M.description).default(''),
});
export type TContainerTariff = z.infer<typeof ZContainerTariff>;

const tariffList = () => z.array(ZContainerTariff).max(MAX_TARIFFS_PER_TYPE, M.count).default([]);

/** The three tariff lists of a line, as entered and as stored (lines stored before them read as none). */
export const ZLineTariffs = z.object({
  demDetTariffs: tariffList(),
  storageTariffs: tariffList(),
  pluginTariffs: tariffList(),
});
export type TLineTariffs = z.infer<typeof ZLineTariffs>;

/** A tariff as the editor adds it: the default days, nothing else filled in. */
export function newTariff(): TContainerTariff {
  return { id: '', days: DEFAULT_TARIFF_DAYS, text: '', description: '' };
}

/** The line's tariffs by type, in the spec's order, leaving out types without any. */
export function lineTariffs(
  line: Partial<TLineTariffs>,
): { type: TariffType; tariffs: TContainerTariff[] }[] {
  return TARIFF_TYPES.map((type) => ({ type, tariffs: line[TARIFF_FIELDS[type]] ?? [] })).filter(
    (t) => t.tariffs.length > 0,
  );
}

/** '14 days', '1 day', then the text and code where given: '14 days · Free time at POL (DD-HSG-STD)'. */
export function formatTariff(tariff: TContainerTariff): string {
  const days = tariff.days === 1 ? '1 day' : `${tariff.days} days`;
  const text = tariff.text.trim();
  const code = tariff.id.trim();
  return [days, text && code ? `${text} (${code})` : text || code].filter(Boolean).join(' · ');
}

/** A line without tariffs (new lines, imported confirmations that carry none). */
export function noTariffs(): TLineTariffs {
  return { demDetTariffs: [], storageTariffs: [], pluginTariffs: [] };
}

/** One line per type for prints and comparisons: 'DEM/DET: 14 days · Combined free time (HSG-DD-STD)'. */
export function tariffSummaries(line: Partial<TLineTariffs>): { type: TariffType; value: string }[] {
  return lineTariffs(line).map(({ type, tariffs }) => ({
    type,
    value: tariffs.map(formatTariff).join('; '),
  }));
}

/**
 * Lines as someone saves them who may not set tariffs (customers, 'manage:tariff:any'): each line keeps the
 * tariffs the line at its place had, a line added gets none, whatever was sent.
 */
export function withTariffsKept<L extends TLineTariffs>(
  lines: readonly L[],
  before: readonly Partial<TLineTariffs>[],
): L[] {
  return lines.map((line, i) => ({
    ...line,
    demDetTariffs: before[i]?.demDetTariffs ?? [],
    storageTariffs: before[i]?.storageTariffs ?? [],
    pluginTariffs: before[i]?.pluginTariffs ?? [],
  }));
}
