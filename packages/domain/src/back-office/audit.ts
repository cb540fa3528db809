import { z } from 'zod';
import { ZDateTimeText, zText } from '../validation.ts';

/** What the audit trail records changes of (issue 21 part 6): one name per back-office record type. */
export const AUDIT_ENTITIES = [
  'team',
  'user',
  'client',
  'reassignment-rule',
  'payment-confirmation-config',
  'side-charges',
  'tag',
  'vessel-allocation',
  'voyage-space-flag',
  'container',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const ZAuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actorUserId: z.string().nullable(),
  /** "First Last" of who changed it, as it was then. */
  actorLabel: z.string(),
  /** "acting as …" or "via API key …"; null when the person did it themselves. */
  via: z.string().nullable(),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  action: z.enum(['create', 'update', 'delete']),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const AUDIT_PAGE_SIZE = 50;

export const ZAuditQuery = z.object({
  entity: z.enum(AUDIT_ENTITIES),
  entityId: zText().max(200).optional(),
  /** Entries older than this time (the last one of the previous page), for paging back. */
  before: ZDateTimeText.optional(),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditPage = z.object({ entries: z.array(ZAuditEntry), hasMore: z.boolean() });
export type TAuditPage = z.infer<typeof ZAuditPage>;

export const AUDIT_ACTION_LABEL = { create: 'Created', update: 'Changed', delete: 'Deleted' } as const;

export interface AuditFieldChange {
  field: string;
  before: string;
  after: string;
}

/** A value as the history shows it: lists joined, nothing as "—", objects as compact JSON. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) {
    return value.length === 0
      ? '—'
      : value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/**
 * The fields an entry changed, in the order the record lists them: for an update those that differ, for a creation
 * every field set, for a deletion every field the record had. `id` and `version` are bookkeeping, not changes.
 */
export function auditChanges(before: unknown, after: unknown): AuditFieldChange[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (f) => f !== 'id' && f !== 'version',
  );
  // Compared as shown: an empty list and no list are no change to a reader.
  return fields
    .map((f) => ({ field: f, before: auditValueText(b[f]), after: auditValueText(a[f]) }))
    .filter((c) => c.before !== c.after);
}
