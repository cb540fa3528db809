import { z } from 'zod';
import { ZEmail, ZText, zText } from '../validation.ts';
import { ZVersion } from './concurrency.ts';

/**
 * Payment-confirmation settings (spec 002 §2 "Payment confirmation", §3, §4 "Configuration copy", §5): whom the
 * payment-confirmation e-mail of a booking goes to, per carrier and port of discharge ("Carrier Settings") and per
 * carrier and client ("Customer Settings"). A customer setting's contacts are its To addresses.
 */
export const CONFIG_TYPES = ['CARRIER_SETTINGS', 'CUSTOMER_SETTINGS'] as const;
export type ConfigType = (typeof CONFIG_TYPES)[number];
export const CONFIG_CATEGORIES = ['Import', 'Export'] as const;

/** Spec 002 §9: a copy's createdAt moves later by 2 (days), so the copy sorts next to its original. */
export const CONFIG_COPY_SHIFT_DAYS = 2;
export const MAX_CONFIG_CONTACTS = 20;

export const CONFIG_MESSAGES = {
  chooseCarrier: 'Choose the carrier.',
  choosePort: 'Choose the port of discharge.',
  chooseClient: 'Choose the client.',
  chooseStatisticClient: 'Choose the statistic client.',
  email: (address: string) => `"${address}" is not an e-mail address: write it as name@company.com.`,
  tooMany: `At most ${MAX_CONFIG_CONTACTS} addresses.`,
  unknownCarrier: 'This carrier does not exist: choose one from the list.',
  unknownPort: 'This port does not exist: choose one from the list.',
  unknownClient: 'This client does not exist: choose one from the list.',
  removeConfirm: 'Are you sure you want remove this selected setting(s)?',
} as const;

/** A list of e-mail addresses, each checked, the message naming the one that is wrong. */
const ZContacts = z
  .array(ZText.trim())
  .max(MAX_CONFIG_CONTACTS, CONFIG_MESSAGES.tooMany)
  .superRefine((list, ctx) => {
    list.forEach((address, i) => {
      if (!ZEmail.safeParse(address).success)
        ctx.addIssue({ code: 'custom', message: CONFIG_MESSAGES.email(address), path: [i] });
    });
  })
  .transform((list) => [...new Set(list.map((a) => a.toLowerCase()))]);

export const ZPaymentConfirmationConfig = z.object({
  id: z.string().uuid(),
  type: z.enum(CONFIG_TYPES),
  carrierId: z.string(),
  portId: z.string().nullable(),
  category: z.enum(CONFIG_CATEGORIES).nullable(),
  clientId: z.string().uuid().nullable(),
  statisticClientId: z.string().uuid().nullable(),
  contactTo: z.array(z.string()),
  contactCc: z.array(z.string()),
  automaticMessage: z.boolean(),
  version: ZVersion,
  createdAt: z.string(),
});
export type TPaymentConfirmationConfig = z.infer<typeof ZPaymentConfirmationConfig>;

const required = (message: string) => zText({ error: message }).trim().min(1, message);
const requiredUuid = (message: string) => zText({ error: message }).trim().uuid(message);
const optionalUuid = z.string().uuid().nullable().default(null);

const carrierFields = {
  type: z.literal('CARRIER_SETTINGS'),
  carrierId: required(CONFIG_MESSAGES.chooseCarrier).max(20),
  portId: required(CONFIG_MESSAGES.choosePort).max(10).toUpperCase(),
  contactTo: ZContacts.default([]),
  contactCc: ZContacts.default([]),
  automaticMessage: z.boolean().default(false),
};

const customerFields = {
  type: z.literal('CUSTOMER_SETTINGS'),
  carrierId: required(CONFIG_MESSAGES.chooseCarrier).max(20),
  category: z.enum(CONFIG_CATEGORIES).nullable().default(null),
  clientId: requiredUuid(CONFIG_MESSAGES.chooseClient),
  contactTo: ZContacts.default([]),
  automaticMessage: z.boolean().default(false),
};

/**
 * POST /api/payment-confirmation-configs (spec 002 §5): a carrier setting needs carrier and port; a customer setting
 * carrier, client and statistic client.
 */
export const ZCarrierSettingInput = z.object(carrierFields);
export const ZCustomerSettingInput = z.object({
  ...customerFields,
  statisticClientId: requiredUuid(CONFIG_MESSAGES.chooseStatisticClient),
});
export const ZPaymentConfirmationConfigInput = z.discriminatedUnion('type', [
  ZCarrierSettingInput,
  ZCustomerSettingInput,
]);
export type TPaymentConfirmationConfigInput = z.input<typeof ZPaymentConfirmationConfigInput>;

/**
 * PUT /api/payment-confirmation-configs/:id, saving an edited row (spec 002 §5): a carrier setting needs carrier and
 * port, a customer setting carrier and client (the statistic client may be cleared). The switch saves on its own.
 */
export const ZCarrierSettingUpdate = z
  .object({ ...carrierFields, version: ZVersion })
  .omit({ automaticMessage: true });
export const ZCustomerSettingUpdate = z
  .object({ ...customerFields, statisticClientId: optionalUuid, version: ZVersion })
  .omit({ automaticMessage: true });
export const ZPaymentConfirmationConfigUpdate = z.discriminatedUnion('type', [
  ZCarrierSettingUpdate,
  ZCustomerSettingUpdate,
]);
export type TPaymentConfirmationConfigUpdate = z.input<typeof ZPaymentConfirmationConfigUpdate>;

/** PATCH /api/payment-confirmation-configs/:id/automatic-message: the "Send message" switch. */
export const ZAutomaticMessageInput = z.object({ automaticMessage: z.boolean(), version: ZVersion });
export type TAutomaticMessageInput = z.infer<typeof ZAutomaticMessageInput>;

export const ZConfigTypeQuery = z.object({ type: z.enum(CONFIG_TYPES) });

/** A row as edited on screen: everything a person can change. */
export interface ConfigDraft {
  carrierId: string | null;
  portId?: string | null;
  category?: 'Import' | 'Export' | null;
  clientId?: string | null;
  statisticClientId?: string | null;
  contactTo: readonly string[];
  contactCc?: readonly string[];
  automaticMessage?: boolean;
}

const filled = (v: string | null | undefined) => typeof v === 'string' && v.trim() !== '';

/** Spec 002 §5: adding needs carrier and port (carrier settings), carrier, client and statistic client (customer). */
export function mayAddConfig(type: ConfigType, draft: ConfigDraft): boolean {
  if (!filled(draft.carrierId)) return false;
  return type === 'CARRIER_SETTINGS'
    ? filled(draft.portId)
    : filled(draft.clientId) && filled(draft.statisticClientId);
}

/** Spec 002 §5: saving an edited row needs carrier and port (carrier settings), carrier and client (customer). */
export function maySaveConfig(type: ConfigType, draft: ConfigDraft): boolean {
  if (!filled(draft.carrierId)) return false;
  return type === 'CARRIER_SETTINGS' ? filled(draft.portId) : filled(draft.clientId);
}

const comparable = (d: ConfigDraft) => ({
  carrierId: d.carrierId ?? null,
  portId: d.portId ?? null,
  category: d.category ?? null,
  clientId: d.clientId ?? null,
  statisticClientId: d.statisticClientId ?? null,
  contactTo: [...d.contactTo],
  contactCc: [...(d.contactCc ?? [])],
});

/**
 * Spec 002 §2, §5: a row shows Save when it changed, ignoring automaticMessage (the switch saves on its own);
 * otherwise its copy button.
 */
export function configChanged(stored: ConfigDraft, edited: ConfigDraft): boolean {
  return JSON.stringify(comparable(stored)) !== JSON.stringify(comparable(edited));
}

/** Spec 002 §4, §9: a copy's creation time, 2 days after its original's, so it sorts next to it. */
export function copiedCreatedAt(original: Date): Date {
  return new Date(original.getTime() + CONFIG_COPY_SHIFT_DAYS * 86_400_000);
}
