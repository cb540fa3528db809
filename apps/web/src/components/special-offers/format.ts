import { formatDay, offerShownValidUntil } from '@portal/domain';

/** The validity a customer reads, a month past the stored one (spec 001 §3, domain offerShownValidUntil). */
export function formatShownValidity(validUntil: string): string {
  return formatDay(offerShownValidUntil(validUntil));
}
