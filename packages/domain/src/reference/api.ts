import { z } from 'zod';
import { ZStaffRole } from '../roles.ts';
import { ZText } from '../validation.ts';

/** Answers of the reference lists, the client and user directory and the public page-frame details. */

/** A world clock zone's UTC offset now and its next change (world-clock.ts works them out). */
export const ZWorldClockZone = z.object({
  timeZone: z.string(),
  offsetMinutes: z.number().int(),
  /** The next change within a year; null where the zone keeps its offset. */
  changesAt: z.string().nullable(),
  nextOffsetMinutes: z.number().int().nullable(),
});
export type TWorldClockZone = z.infer<typeof ZWorldClockZone>;

export const ZPort = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
});
export type TPort = z.infer<typeof ZPort>;

export const ZPortsQuery = z.object({
  q: ZText.max(100, 'Search text may have at most 100 characters.').default(''),
  limit: z.coerce
    .number()
    .int('limit must be a whole number from 1 to 100.')
    .min(1, 'limit must be from 1 to 100.')
    .max(100, 'limit must be from 1 to 100.')
    .default(20),
});

export const ZPortsAnswer = z.object({ data: z.array(ZPort) });

export const ZPortParams = z.object({
  id: ZText.trim().toUpperCase().max(10, 'A port code has 5 characters, such as DEHAM.'),
});

export const ZCarrier = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  color: z.string(),
  disabled: z.boolean(),
});
export type TCarrier = z.infer<typeof ZCarrier>;

export const ZContainerTypeOption = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string(),
  couldBeOversize: z.boolean(),
  shipperOwned: z.boolean(),
});

export const ZCommodityType = z.object({ id: z.string(), name: z.string() });

export const ZPickupLocation = z.object({
  id: z.string(),
  name: z.string(),
  street: z.string().nullable(),
  poBox: z.string().nullable(),
  city: z.string(),
  zip: z.string().nullable(),
  countryCode: z.string(),
});
export type TPickupLocation = z.infer<typeof ZPickupLocation>;

export const ZClient = z.object({
  id: z.string(),
  erpClientId: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  countryCode: z.string().nullable(),
});
export type TClient = z.infer<typeof ZClient>;

export const ZDirectoryUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  clientId: z.string().nullable(),
  role: ZStaffRole.nullable(),
  isAdmin: z.boolean(),
  /** The carriers whose records a staff member may open (null: every one), so pickers offer only who may. */
  allowedCarriers: z.array(z.string()).nullable(),
});
export type TDirectoryUser = z.infer<typeof ZDirectoryUser>;

/** GET /api/teams (staff): the teams staff may mention in a comment. */
export const ZTeamOption = z.object({
  id: z.string(),
  name: z.string(),
  teamType: z.enum(['operations', 'accounting']),
});
export type TTeamOption = z.infer<typeof ZTeamOption>;

/** A record addressed by its uuid (clients, users, uploads, special offers). */
export const ZUuidParams = z.object({ id: z.string().uuid('The id is not valid.') });

/** GET /api/config: company details the page frame shows (footer, links, print signature). */
export const ZPublicConfig = z.object({
  productName: z.string(),
  companyName: z.string(),
  companySiteUrl: z.string(),
  companyPhone: z.string(),
  companyEmail: z.string(),
  privacyPolicyUrl: z.string(),
  officeHours: z.string(),
  vesselTrackingUrl: z.string(),
  depotCountries: z.array(z.string()),
  platformMailbox: z.string(),
  supportChatUrl: z.string().nullable(),
  /** DECISIONS.md "Edit window": how long a document's status may still change (EDIT_WINDOW_MS). */
  editWindowMs: z.number().int(),
  /** The world clock's zones with their offsets now and their next change (world-clock.ts). */
  worldClock: z.array(ZWorldClockZone),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;

export const ZHealth = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
