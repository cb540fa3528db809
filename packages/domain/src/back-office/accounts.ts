import { z } from 'zod';
import { ZStaffRole } from '../roles.ts';
import { ZEmail, ZText } from '../validation.ts';
import { ZVersion } from './concurrency.ts';

/**
 * Customer companies and user accounts, kept by a superadmin on Team Management's Clients tab (issue 21 part 3;
 * the original took them from the ERP). A customer user belongs to a company and has no staff role; a staff member
 * belongs to none and has a role.
 */

export const ACCOUNT_MESSAGES = {
  name: 'Give the company a name.',
  erpClientId: 'Give the ERP client id (letters, digits, dots and dashes, up to 40).',
  erpClientIdTaken: 'Another company has this ERP client id already.',
  erpUserIdTaken: 'Another user has this ERP user id already.',
  countryCode: 'Give the country as its two-letter ISO code, e.g. CH.',
  firstName: 'Give a first name.',
  lastName: 'Give a last name.',
  emailTaken: 'A user with this e-mail address exists already (also archived users count).',
  unknownCarrier: (id: string) => `There is no carrier ${id}.`,
  unknownClient: 'The company was not found.',
  archivedClient: 'The company is archived: restore it before adding users to it.',
  ownAccount: 'You cannot archive your own account.',
  welcomeSent: 'Welcome e-mail sent.',
  archived: 'Archived.',
  restored: 'Restored.',
} as const;

/** Carrier ids a company or a user is limited to; null (or no list) for every carrier. */
const ZCarrierList = z
  .array(ZText.trim().min(1).max(10))
  .max(50)
  .nullable()
  .transform((list) => (list && list.length > 0 ? [...new Set(list)] : null));

const ZName = (message: string) => ZText.trim().min(1, message).max(80, 'Use at most 80 characters.');
const ZErpId = ZText.trim()
  .max(40, ACCOUNT_MESSAGES.erpClientId)
  .regex(/^[A-Za-z0-9._-]*$/, ACCOUNT_MESSAGES.erpClientId);

export const ZAccountClientInput = z.object({
  name: ZText.trim().min(1, ACCOUNT_MESSAGES.name).max(120, 'Use at most 120 characters.'),
  city: ZText.trim()
    .max(80, 'Use at most 80 characters.')
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null)),
  countryCode: ZText.trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, ACCOUNT_MESSAGES.countryCode)
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null)),
  erpClientId: ZErpId.min(1, ACCOUNT_MESSAGES.erpClientId),
  carriers: ZCarrierList.default(null),
});
export type TAccountClientInput = z.input<typeof ZAccountClientInput>;

export const ZAccountClientUpdate = ZAccountClientInput.extend({ version: ZVersion });
export type TAccountClientUpdate = z.input<typeof ZAccountClientUpdate>;

export const ZArchiveChange = z.object({ archived: z.boolean(), version: ZVersion });
export type TArchiveChange = z.infer<typeof ZArchiveChange>;

export const ZAccountClient = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  countryCode: z.string().nullable(),
  erpClientId: z.string(),
  carriers: z.array(z.string()).nullable(),
  archived: z.boolean(),
  version: z.number(),
  /** Users of the company that are not archived. */
  activeUsers: z.number(),
});
export type TAccountClient = z.infer<typeof ZAccountClient>;

const accountPerson = {
  firstName: ZName(ACCOUNT_MESSAGES.firstName),
  lastName: ZName(ACCOUNT_MESSAGES.lastName),
  emailAddress: ZEmail,
  carriers: ZCarrierList.default(null),
  erpUserId: ZErpId.nullable()
    .default(null)
    .transform((v) => (v ? v : null)),
};

/** A customer user: of a company, never staff; its company's admin manages its read keys (DECISIONS). */
export const ZCustomerAccountInput = z.object({
  kind: z.literal('customer'),
  clientId: z.string().uuid(ACCOUNT_MESSAGES.unknownClient),
  isCustomerAdmin: z.boolean().default(false),
  ...accountPerson,
});

/** A staff member: no company, a role (spec 000 §6), optionally an admin. */
export const ZStaffAccountInput = z.object({
  kind: z.literal('staff'),
  role: ZStaffRole,
  isAdmin: z.boolean().default(false),
  ...accountPerson,
});

export const ZAccountInput = z.discriminatedUnion('kind', [ZCustomerAccountInput, ZStaffAccountInput]);
export type TAccountInput = z.input<typeof ZAccountInput>;
export type TAccountInputParsed = z.output<typeof ZAccountInput>;

export const ZAccountUpdate = z.discriminatedUnion('kind', [
  ZCustomerAccountInput.extend({ version: ZVersion }),
  ZStaffAccountInput.extend({ version: ZVersion }),
]);
export type TAccountUpdate = z.input<typeof ZAccountUpdate>;

export const ZAccount = z.object({
  id: z.string(),
  kind: z.enum(['customer', 'staff']),
  clientId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  role: ZStaffRole.nullable(),
  isAdmin: z.boolean(),
  isCustomerAdmin: z.boolean(),
  carriers: z.array(z.string()).nullable(),
  erpUserId: z.string().nullable(),
  archived: z.boolean(),
  lastSession: z.string().nullable(),
  version: z.number(),
});
export type TAccount = z.infer<typeof ZAccount>;

/** Whose accounts a list shows: one company's, or the staff's. */
export const ZAccountsQuery = z.object({
  clientId: z.union([z.literal('staff'), z.string().uuid('Give a company id or "staff".')]),
});
export type TAccountsQuery = z.infer<typeof ZAccountsQuery>;

/** A welcome link lasts a week (a login link 15 minutes): a new colleague may open the mail days later. */
export const WELCOME_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
