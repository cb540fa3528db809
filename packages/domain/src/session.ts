import { z } from 'zod';
import { ZStaffRole, ZTeamType } from './roles.ts';
import { ZEmail, ZText } from './validation.ts';
import { isSafeNextPath, NEXT_PATH_MESSAGE } from './next-path.ts';
import { TASK_DEPARTMENTS } from './tasks/catalog.ts';

/** Contracts of the session and profile endpoints, shared by server (validation) and web (types). */
export const ZUserSummary = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
});
export type TUserSummary = z.infer<typeof ZUserSummary>;

export const ZCompany = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  countryCode: z.string().nullable(),
});

export const ZTeamSummary = z.object({ id: z.string(), name: z.string(), teamType: ZTeamType });

export const ZSessionUser = ZUserSummary.extend({
  role: ZStaffRole.nullable(),
  isAdmin: z.boolean(),
  erpUserId: z.string().nullable(),
  clientId: z.string().nullable(),
  company: ZCompany.nullable(),
  carriers: z.array(z.string()).nullable(),
  teams: z.array(ZTeamSummary),
  dontShowGuide: z.boolean(),
  /** The land-transport interest card (spec 000 §2): whether it was answered, and the answer. */
  answeredLandInterest: z.boolean(),
  showedInterest: z.boolean(),
  isRedirectionActive: z.boolean(),
  redirectedAdmin: ZUserSummary.nullable(),
  lastSession: z.string().nullable(),
  /** The side panel tab a staff member last opened on a booking: My Day opens on its category (spec 000 §9). */
  lastOpenedChecklistTab: z.enum(TASK_DEPARTMENTS).nullable(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZSessionInfo = z.object({
  visitor: z.enum(['anonymous', 'customer', 'staff']),
  /** The effective user: the signed-in one, or the one a superadmin acts as. */
  user: ZSessionUser.nullable(),
  mode: z.enum(['self', 'customer-view', 'acting-as']),
  /** The signed-in staff member while in customer view or acting as someone. */
  realUser: ZUserSummary.nullable(),
  customerViewClient: ZCompany.nullable(),
});
export type TSessionInfo = z.infer<typeof ZSessionInfo>;

export const ZLoginRequest = z.object({
  emailAddress: ZEmail,
  nextPath: ZText.max(2000)
    .refine((path) => isSafeNextPath(path), NEXT_PATH_MESSAGE)
    .optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZSignIn = z.object({ token: ZText.min(10).max(200) });

export const ZCustomerViewRequest = z.object({ clientId: z.string().uuid().nullable() });
export const ZActAsRequest = z.object({ userId: z.string().uuid().nullable() });

export const ZProfileUpdate = z
  .object({
    isRedirectionActive: z.boolean(),
    redirectedAdminId: z.string().uuid().nullable(),
  })
  .refine((v) => !v.isRedirectionActive || v.redirectedAdminId !== null, {
    message: 'Choose the admin who receives your notifications while redirection is on.',
    path: ['redirectedAdminId'],
  });
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

/** PUT /api/profile/checklist-tab: the side panel tab a staff member opened last. */
export const ZChecklistTabChoice = z.object({
  tab: z.enum(TASK_DEPARTMENTS, { error: 'The tab is operations or accounting.' }),
});
export type TChecklistTabChoice = z.infer<typeof ZChecklistTabChoice>;

/**
 * PUT /api/profile/guide: the guided-tour prompt's 'Don't show again' (spec 001 §2.2, §4). Always the signed-in
 * person's own choice; false shows the prompt again.
 */
export const ZGuideChoice = z.object({
  dontShowGuide: z.boolean({ error: 'dontShowGuide is true or false.' }),
});
export type TGuideChoice = z.infer<typeof ZGuideChoice>;

/** POST /api/session/request answers the same for known and unknown addresses. */
export const ZLoginRequested = z.object({ ok: z.literal(true) });

/** DEV_MAILBOX only: GET /api/dev/mailbox. */
export const ZDevMailboxQuery = z.object({ to: ZEmail });
export const ZDevMailbox = z.object({
  messages: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), createdAt: z.date() })),
});
