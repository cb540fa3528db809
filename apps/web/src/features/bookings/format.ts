/* Formats of this feature beyond the domain's formatters (@portal/domain format/). */

/** Totals per currency in the order the currencies first appear. */
export function totalsByCurrency(lines: readonly { currency: string; total: number }[]): [string, number][] {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.currency, (totals.get(line.currency) ?? 0) + line.total);
  return [...totals.entries()].map(([currency, total]) => [currency, Math.round(total * 100) / 100]);
}
