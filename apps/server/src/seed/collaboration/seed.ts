import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import { REQUEST_CHECKLIST_CATEGORY, withTimestampSuffix } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/index.ts';
import {
  bookingRequests,
  checklistItems,
  collabDocuments,
  users,
  type StoredStage,
} from '../../platform/db/schema/index.ts';
import { ensureChecklist, refreshCounts } from '../../modules/checklists/repo.ts';
import { newRecord } from '../../modules/checklists/records-repo.ts';
import { REQUEST_PLANS } from '../activity/plan.ts';
import { DEMO_USERS, type DemoUserKey } from '../demo-users.ts';
import { renderDemoPdfs, type DemoPdfKind } from './pdfs.ts';

/**
 * Checklists and documents of the demo requests (issue 10 part 6): every demo request gets its checklist; a few
 * have items and stages checked, a customer action done and documents in every review state (approved, awaiting
 * review, amendment requested, internal, a final B/L, selected for comparison), so the panel shows each state on a
 * first start. Idempotent: checklists are created once, documents have ids derived from their plan.
 */

interface DocumentPlan {
  /** Unique within the request: the document's id is derived from it. */
  key: string;
  kind: DemoPdfKind;
  fileName: string;
  item: string | null;
  by: DemoUserKey;
  hoursAfter: number;
  internal?: boolean;
  review?: { status: 'APPROVED' | 'REJECTED'; by: DemoUserKey; hoursAfter: number; comment?: string };
  final?: boolean;
  compare?: boolean;
}

interface CollaborationPlan {
  reference: string;
  checked: string[];
  /** How many stages of each item are checked, in order. */
  stages: Record<string, number>;
  /** Customer actions marked Completed. */
  done: { item: string; by: DemoUserKey }[];
  documents: DocumentPlan[];
}

// prettier-ignore
const PLANS: CollaborationPlan[] = [
  {
    reference: 'PO-ALP-2270', checked: ['DEPOT_OUT'], stages: { B_L: 2 },
    done: [{ item: 'SHIPPING_INSTRUCTIONS', by: 'customerA1' }],
    documents: [
      { key: 'si', kind: 'shippingInstructions', fileName: 'shipping-instructions.pdf', item: 'SHIPPING_INSTRUCTIONS', by: 'customerA1', hoursAfter: 6 },
      // Sent to the customer for approval: awaiting their review.
      { key: 'bl-draft', kind: 'blDraft', fileName: 'bl-draft.pdf', item: 'B_L', by: 'operations', hoursAfter: 30 },
      { key: 'packing', kind: 'packingList', fileName: 'packing-list.pdf', item: 'OTHER', by: 'customerA1', hoursAfter: 8,
        review: { status: 'REJECTED', by: 'operations', hoursAfter: 10, comment: 'Please add the gross weight per pallet.' } },
    ],
  },
  {
    reference: 'PO-ALP-2231', checked: ['DEPOT_OUT', 'GATE_IN', 'VGM', 'SHIPPING_INSTRUCTIONS', 'FREIGHT_COLLECTION'], stages: { B_L: 4 },
    done: [{ item: 'SHIPPING_INSTRUCTIONS', by: 'customerA2' }, { item: 'VGM', by: 'customerA2' }, { item: 'B_L', by: 'customerA2' }],
    documents: [
      { key: 'si', kind: 'shippingInstructions', fileName: 'shipping-instructions.pdf', item: 'SHIPPING_INSTRUCTIONS', by: 'customerA2', hoursAfter: 4, compare: true },
      { key: 'bl-draft', kind: 'blDraft', fileName: 'bl-draft.pdf', item: 'B_L', by: 'operations', hoursAfter: 20, compare: true,
        review: { status: 'APPROVED', by: 'customerA2', hoursAfter: 26 } },
      { key: 'bl-final', kind: 'blFinal', fileName: 'bl-original.pdf', item: 'B_L', by: 'operations', hoursAfter: 60, final: true,
        review: { status: 'APPROVED', by: 'customerA2', hoursAfter: 62 } },
      { key: 'costs', kind: 'costCalculation', fileName: 'cost-calculation.pdf', item: null, by: 'operations', hoursAfter: 2, internal: true },
    ],
  },
  {
    reference: 'HM-4471', checked: ['DEPOT_OUT'], stages: { B_L: 1 }, done: [],
    documents: [
      { key: 'si', kind: 'shippingInstructions', fileName: 'shipping-instructions.pdf', item: 'SHIPPING_INSTRUCTIONS', by: 'customerB2', hoursAfter: 3 },
      { key: 'invoice', kind: 'commercialInvoice', fileName: 'commercial-invoice.pdf', item: 'OTHER', by: 'customerB2', hoursAfter: 3,
        review: { status: 'APPROVED', by: 'salesRestricted', hoursAfter: 5 } },
    ],
  },
  {
    reference: 'HM-4398', checked: ['DEPOT_OUT', 'GATE_IN', 'SHIPPING_INSTRUCTIONS', 'SHIPPED_ON_BOARD'], stages: { B_L: 3 }, done: [],
    documents: [
      { key: 'bl-draft', kind: 'blDraft', fileName: 'bl-draft.pdf', item: 'B_L', by: 'operations', hoursAfter: 30,
        review: { status: 'APPROVED', by: 'customerB2', hoursAfter: 40 } },
      { key: 'bl-notes', kind: 'costCalculation', fileName: 'bl-corrections-internal.pdf', item: 'B_L', by: 'operations', hoursAfter: 28, internal: true },
    ],
  },
  {
    reference: 'RV-SG-0907', checked: ['DEPOT_OUT'], stages: {}, done: [{ item: 'VGM', by: 'customerC2' }],
    documents: [
      // Uploaded by the customer: awaiting staff's review.
      { key: 'packing', kind: 'packingList', fileName: 'packing-list.pdf', item: 'OTHER', by: 'customerC2', hoursAfter: 5 },
    ],
  },
];

const HOUR = 3_600_000;

/** A stable uuid from a text (the layout of a version 5 uuid), so a second run finds the same documents. */
export function stableId(text: string): string {
  const h = createHash('sha1').update(text).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 3) | 8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export async function seedDemoCollaboration(
  tx: DbOrTx,
  now: Date,
  files: FileStore | undefined,
): Promise<Record<string, number>> {
  const references = REQUEST_PLANS.map((p) => p.reference);
  const requests = await tx
    .select({
      id: bookingRequests.id,
      clientId: bookingRequests.clientId,
      carrierId: bookingRequests.carrierId,
      containers: bookingRequests.containers,
      vgm: bookingRequests.vgmSubmittedBy,
      reference: bookingRequests.customerReference,
      createdAt: bookingRequests.createdAt,
    })
    .from(bookingRequests)
    .where(inArray(bookingRequests.customerReference, references));
  for (const r of requests)
    await ensureChecklist(
      tx,
      newRecord({
        kind: 'booking-requests',
        id: r.id,
        clientId: r.clientId,
        carrierId: r.carrierId,
        category: REQUEST_CHECKLIST_CATEGORY,
        containers: r.containers,
        vgmSubmittedBy: r.vgm,
      }),
    );

  const people = await tx
    .select({ id: users.id, email: users.emailAddress, first: users.firstName, last: users.lastName })
    .from(users)
    .where(
      inArray(
        users.emailAddress,
        Object.values(DEMO_USERS).map((u) => u.emailAddress),
      ),
    );
  const person = (key: DemoUserKey) => {
    const p = people.find((u) => u.email === DEMO_USERS[key].emailAddress)!;
    return {
      id: p.id,
      name: `${p.first} ${p.last}`,
      side: DEMO_USERS[key].client ? 'customer' : 'staff',
    } as const;
  };
  const pdfs = files ? await renderDemoPdfs() : null;

  for (const plan of PLANS) {
    const request = requests.find((r) => r.reference === plan.reference);
    if (!request) continue;
    const record = { kind: 'booking-requests' as const, id: request.id };
    const at = (hours: number) =>
      new Date(Math.min(request.createdAt.getTime() + hours * HOUR, now.getTime()));
    const agent = person('operations');
    const items = await tx
      .select()
      .from(checklistItems)
      .where(and(eq(checklistItems.recordKind, record.kind), eq(checklistItems.recordId, record.id)));
    for (const item of items) {
      const checked = plan.checked.includes(item.itemId);
      const stageCount = plan.stages[item.itemId] ?? 0;
      const done = plan.done.find((d) => d.item === item.itemId);
      if (!checked && stageCount === 0 && !done) continue;
      const stages: StoredStage[] = item.stages.map((s, i) =>
        i < stageCount
          ? { ...s, checked: true, by: { id: agent.id, name: agent.name }, at: at(12 + i * 12).toISOString() }
          : s,
      );
      const doneBy = done ? person(done.by) : null;
      await tx
        .update(checklistItems)
        .set({
          stages,
          ...(checked
            ? { checked: true, checkedById: agent.id, checkedByName: agent.name, checkedAt: at(72) }
            : {}),
          ...(doneBy && item.customerAction
            ? {
                customerAction: {
                  ...item.customerAction,
                  by: { id: doneBy.id, name: doneBy.name },
                  at: at(40).toISOString(),
                },
              }
            : {}),
        })
        .where(
          and(
            eq(checklistItems.recordKind, record.kind),
            eq(checklistItems.recordId, record.id),
            eq(checklistItems.itemId, item.itemId),
          ),
        );
    }
    await refreshCounts(tx, record);

    if (!files || !pdfs) continue;
    const present = new Set(
      (
        await tx
          .select({ id: collabDocuments.id })
          .from(collabDocuments)
          .where(and(eq(collabDocuments.recordKind, record.kind), eq(collabDocuments.recordId, record.id)))
      ).map((d) => d.id),
    );
    for (const doc of plan.documents) {
      const id = stableId(`${record.id}/${doc.key}`);
      if (present.has(id) || (doc.item && !items.some((i) => i.itemId === doc.item))) continue;
      const uploader = person(doc.by);
      const uploadedAt = at(doc.hoursAfter);
      const name = withTimestampSuffix(doc.fileName, uploadedAt);
      const key = doc.internal
        ? `booking-requests-documents-internal/${record.id}/demo-${doc.key}/${name}`
        : `booking-documents/clients/${request.clientId}/booking-requests/${record.id}/${doc.item ?? 'documents'}/demo-${doc.key}/${name}`;
      const bytes = pdfs[doc.kind];
      // In the store before the row that names it (ARCHITECTURE rule 6).
      await files.put(key, Readable.from(Buffer.from(bytes)), {
        contentType: 'application/pdf',
        maxBytes: bytes.length,
      });
      const reviewer = doc.review ? person(doc.review.by) : null;
      await tx
        .insert(collabDocuments)
        .values({
          id,
          recordKind: record.kind,
          recordId: record.id,
          clientId: request.clientId,
          checklistItemId: doc.item,
          isInternal: doc.internal ?? false,
          documentType: 'ADDITIONAL_DOCUMENTS',
          name,
          size: bytes.length,
          contentType: 'application/pdf',
          storageKey: key,
          uploadedById: uploader.id,
          uploadedByName: uploader.name,
          uploadedBySide: uploader.side,
          uploadedAt,
          status: doc.review?.status ?? 'DEFAULT',
          statusAt: doc.review ? at(doc.review.hoursAfter) : null,
          statusById: reviewer?.id ?? null,
          statusByName: reviewer?.name ?? null,
          statusComment: doc.review?.comment ?? null,
          final: doc.final ?? false,
          selectedForComparison: doc.compare ?? false,
        })
        .onConflictDoNothing();
    }
  }
  const documents = await tx
    .select({ id: collabDocuments.id })
    .from(collabDocuments)
    .where(
      and(
        eq(collabDocuments.recordKind, 'booking-requests'),
        inArray(
          collabDocuments.recordId,
          requests.map((r) => r.id),
        ),
      ),
    );
  return { checklists: requests.length, 'checklist documents': documents.length };
}
