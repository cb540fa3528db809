/** Number formats of spec 000 §9: de-CH with 2 decimals for money and weights, KGS, signed °C. */
/**
 * Made on first use, not when the module loads: the first Intl formatter of a locale loads its data, tens of
 * milliseconds on a phone, which landing pages that show no number should not pay while they start.
 */
function lazyFormat(options: Intl.NumberFormatOptions): { format(value: number): string } {
  let made: Intl.NumberFormat | undefined;
  return { format: (value) => (made ??= new Intl.NumberFormat('de-CH', options)).format(value) };
}
const twoDecimals = lazyFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upToTwoDecimals = lazyFormat({ maximumFractionDigits: 2 });
const whole = lazyFormat({ maximumFractionDigits: 0 });

/** 1’095.00 */
export function formatAmount(value: number): string {
  return twoDecimals.format(value);
}

/** 'USD 1’095.00' */
export function formatPrice(price: { currency: string; amount: number }): string {
  return `${price.currency} ${formatAmount(price.amount)}`;
}

/** Quantities stay whole unless they are not: 2, 2.5 */
export function formatQuantity(value: number): string {
  return upToTwoDecimals.format(value);
}

/** Counts such as units and TEU: 1’200 */
export function formatCount(value: number): string {
  return whole.format(value);
}

/** Weights are kept in kg and shown with 2 decimals and KGS: 12’000.00 KGS */
export function formatWeight(kg: number): string {
  return `${twoDecimals.format(kg)} KGS`;
}

/** Temperatures with their sign and degrees Celsius: +5 °C, -18 °C, 0 °C */
export function formatTemperature(celsius: number): string {
  const sign = celsius > 0 ? '+' : '';
  return `${sign}${upToTwoDecimals.format(celsius)} °C`;
}

/** File sizes as a person reads them: 512 B, 12 KB, 3.4 MB */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
