import {
  OFFICE_HOURS,
  PRODUCT_NAME,
  worldClockZones,
  type TPublicConfig,
  type TWorldClockZone,
} from '@portal/domain';
import type { Config } from '../../platform/config.ts';

const HOUR_MS = 3_600_000;
let worldClock: { at: number; zones: TWorldClockZone[] } | null = null;

/** Working the zones out takes tens of milliseconds: once an hour, and again once a change has passed. */
function currentWorldClock(now = Date.now()): TWorldClockZone[] {
  const passed = worldClock?.zones.some((z) => z.changesAt !== null && Date.parse(z.changesAt) <= now);
  if (!worldClock || passed || now - worldClock.at > HOUR_MS) {
    worldClock = { at: now, zones: worldClockZones(new Date(now)) };
  }
  return worldClock.zones;
}

/** Company details the page frame shows (footer, links, print signature): GET /api/config and landing pages. */
export function publicConfig(c: Config): TPublicConfig {
  return {
    productName: PRODUCT_NAME,
    companyName: c.COMPANY_NAME,
    companySiteUrl: c.COMPANY_SITE_URL,
    companyPhone: c.COMPANY_PHONE,
    companyEmail: c.COMPANY_EMAIL,
    privacyPolicyUrl: c.PRIVACY_POLICY_URL,
    officeHours: OFFICE_HOURS,
    vesselTrackingUrl: c.VESSEL_TRACKING_URL,
    depotCountries: c.DEPOT_COUNTRIES,
    platformMailbox: c.PLATFORM_MAILBOX,
    supportChatUrl: c.SUPPORT_CHAT_URL ?? null,
    editWindowMs: c.EDIT_WINDOW_MS,
    worldClock: currentWorldClock(),
  };
}
