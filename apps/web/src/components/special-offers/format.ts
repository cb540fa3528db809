import { format } from 'date-fns';
import { offerShownValidUntil } from '@portal/domain';

/** Prices in the de-CH format with two decimals (spec 000 §9). */
export function formatPrice(price: { currency: string; amount: number }): string {
  return `${price.currency} ${new Intl.NumberFormat('de-CH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(price.amount)}`;
}

export function formatShownValidity(validUntil: string): string {
  return format(offerShownValidUntil(validUntil), 'dd.MM.yyyy');
}
