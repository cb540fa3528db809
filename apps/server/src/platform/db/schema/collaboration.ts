import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { clients, users } from './identity.ts';

/**
 * Checklists and documents of booking requests and bookings (issue 10 parts 2 and 3, spec 000 §3 "Checklist
 * item", "Document"). One set of tables serves both record kinds: `record_kind` is the API prefix
 * ('booking-requests' | 'bookings') and `record_id` the record's id. `client_id` is the record's client, copied
 * for row-level security and moved with the record (workbench-repo moveChildrenToClient); the carrier scope is
 * applied through the record itself, which every read and write looks up first.
 */

export const RECORD_KINDS = ['booking-requests', 'bookings'] as const;

/** A person as a stage or customer action records them. */
export interface StoredPerson {
  id: string;
  name: string;
}

/** A milestone stage of an item (spec 000 §3 "Milestone stages"), kept in template order. */
export interface StoredStage {
  id: string;
  label: string;
  checked: boolean;
  by: StoredPerson | null;
  at: string | null;
}

/** The item's customer action (fillForm, uploadFile) and who marked it Completed. */
export interface StoredCustomerAction {
  action: 'fillForm' | 'uploadFile';
  stageId: string | null;
  by: StoredPerson | null;
  at: string | null;
}

/**
 * One row per record: its category and the stored progress counters (spec 000 §3 "checklist counts (staff and
 * customer versions)"), written in the transaction of every check, so list rows read them by key.
 */
export const checklists = pgTable(
  'checklists',
  {
    recordKind: text('record_kind', { enum: RECORD_KINDS }).notNull(),
    recordId: text('record_id').notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    category: text('category', { enum: ['Export', 'Import'] }).notNull(),
    staffChecked: integer('staff_checked').notNull().default(0),
    staffTotal: integer('staff_total').notNull().default(0),
    customerChecked: integer('customer_checked').notNull().default(0),
    customerTotal: integer('customer_total').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recordKind, t.recordId] })],
);

/** The items of a record's checklist, copied from the template at creation. */
export const checklistItems = pgTable(
  'checklist_items',
  {
    recordKind: text('record_kind', { enum: RECORD_KINDS }).notNull(),
    recordId: text('record_id').notNull(),
    /** The template item id (B_L, SHIPPING_INSTRUCTIONS, IMO ...): unique within a record. */
    itemId: text('item_id').notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    label: text('label').notNull(),
    order: integer('order').notNull(),
    isInternal: boolean('is_internal').notNull().default(false),
    taskCategory: text('task_category', { enum: ['operations', 'accounting'] })
      .notNull()
      .default('operations'),
    checked: boolean('checked').notNull().default(false),
    checkedById: uuid('checked_by_id').references(() => users.id),
    checkedByName: text('checked_by_name'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** Read and written together with the item, never filtered on: JSONB (docs/decisions.md 36). */
    stages: jsonb('stages').$type<StoredStage[]>().notNull().default([]),
    customerAction: jsonb('customer_action').$type<StoredCustomerAction>(),
  },
  (t) => [primaryKey({ columns: [t.recordKind, t.recordId, t.itemId] })],
);

/** Documents on checklist items and the internal documents card (spec 000 §3 "Document"). */
export const collabDocuments = pgTable(
  'collab_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recordKind: text('record_kind', { enum: RECORD_KINDS }).notNull(),
    recordId: text('record_id').notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    /** The checklist item's id; null for the internal documents card. */
    checklistItemId: text('checklist_item_id'),
    isInternal: boolean('is_internal').notNull().default(false),
    documentType: text('document_type', { enum: ['ADDITIONAL_DOCUMENTS', 'SOC', 'IMO'] })
      .notNull()
      .default('ADDITIONAL_DOCUMENTS'),
    /** The file name with its timestamp suffix (spec 000 §5). */
    name: text('name').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedById: uuid('uploaded_by_id').references(() => users.id),
    uploadedByName: text('uploaded_by_name').notNull(),
    uploadedBySide: text('uploaded_by_side', { enum: ['staff', 'customer'] }).notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: ['DEFAULT', 'APPROVED', 'REJECTED'] })
      .notNull()
      .default('DEFAULT'),
    statusAt: timestamp('status_at', { withTimezone: true }),
    statusById: uuid('status_by_id').references(() => users.id),
    statusByName: text('status_by_name'),
    statusComment: text('status_comment'),
    final: boolean('final').notNull().default(false),
    selectedForComparison: boolean('selected_for_comparison').notNull().default(false),
    /** The customer's copy of an internal document staff approved; removed with the approval (spec 000 §4). */
    copyOfId: uuid('copy_of_id').references((): AnyPgColumn => collabDocuments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('collab_documents_record_idx').on(t.recordKind, t.recordId, t.checklistItemId, t.uploadedAt),
    uniqueIndex('collab_documents_copy_uq')
      .on(t.copyOfId)
      .where(sql`${t.copyOfId} is not null`),
  ],
);
