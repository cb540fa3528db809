import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  applyHsgBlRule,
  REQUEST_CHANGE_TYPES,
  REQUEST_FIELD_LABELS,
  type ChangedField,
  type TSpecialRemark,
} from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  bookingRequestActivity,
  bookingRequests,
  requestTags,
  specialRemarkTemplates,
  tags,
  users,
} from '../../platform/db/schema/index.ts';
import type { InitialSnapshot } from '../../modules/booking-requests/initial-detail.ts';
import { DEMO_USERS, type DemoUserKey } from '../demo-users.ts';
import { REQUEST_PLANS } from './plan.ts';

/** What staff have done on a demo request beyond submitting and assigning it (by the plan's reference). */
interface WorkbenchPlan {
  reference: string;
  blNumber?: string;
  agreementNo?: string;
  intraRefNumber?: string;
  /** The carrier's booking number of a request that came through INTTRA (the list's external-reference mark). */
  externalBookingReference?: string;
  leadingCurrency?: 'EUR';
  /** Texts of special remark templates (seed/reference/special-remarks.ts) that start with these words. */
  remarks?: string[];
  tags?: string[];
}

// prettier-ignore
const WORKBENCH_PLANS: WorkbenchPlan[] = [
  { reference: 'PO-ALP-2291', tags: ['Urgent', 'VIP client'] },
  { reference: 'PO-ALP-2270', agreementNo: 'HMM-CH-2026-014', intraRefNumber: '2004518833', externalBookingReference: 'HMMBSL2611042', tags: ['Docs missing'] },
  { reference: 'PO-ALP-2262', tags: ['Rate check'], remarks: ['Empty container not to be released'] },
  { reference: 'PO-ALP-2231', blNumber: 'HLCUBSL260412345', agreementNo: 'HSG-CH-2026-102', intraRefNumber: '2004477120', externalBookingReference: '21548832' },
  { reference: 'HM-4471', blNumber: 'HLCUHAM260498765', tags: ['VIP client'], remarks: ['Heavy cargo'] },
  { reference: 'HM-4452', agreementNo: 'ZIM-DE-2026-031', tags: ['Rate check'] },
  { reference: 'HM-4431', tags: ['Docs missing', 'Urgent'], remarks: ['Dangerous goods'] },
  { reference: 'HM-4398', blNumber: 'HLCUANR260455501', agreementNo: 'HSG-DE-2026-077' },
  { reference: 'HM-4377', blNumber: 'HDMUANRA4471022' },
  { reference: 'RV-CH-0912', tags: ['Reefer', 'Urgent'] },
  { reference: 'RV-SG-0907', leadingCurrency: 'EUR', tags: ['Reefer'], remarks: ['Reefer to be pre-cooled'] },
  { reference: 'RV-US-0899', tags: ['Reefer', 'Docs missing'] },
  { reference: 'RV-BR-0874', blNumber: 'HLCUHAM260433310', agreementNo: 'HSG-FR-2026-009' },
];

const HOUR = 3_600_000;

/** The request as the seed submitted it, for the compare dialog (initial-detail.ts). */
function snapshotOf(r: typeof bookingRequests.$inferSelect): InitialSnapshot {
  return {
    carrierId: r.carrierId,
    vessel: r.vessel,
    voyage: r.voyage,
    etd: r.etd?.toISOString() ?? null,
    eta: r.eta?.toISOString() ?? null,
    imo: r.imo,
    soc: r.soc,
    itinerary: r.itinerary,
    containers: r.containers,
    freightDetails: r.freightDetails,
  };
}

/**
 * The request page's demo data: B/L numbers (HSG ones run the 16-character rule), agreement and INTTRA
 * references, special remarks, tags, and the activity the lifecycle writes (assigned agent, put on hold,
 * archived, edited) with the versions those changes counted. Runs once, on the demo requests as seedDemoActivity
 * wrote them: once any of them has a version or a tag, what people did in the portal stays.
 */
export async function seedDemoWorkbench(db: DbOrTx): Promise<{ demoRequestTags: number }> {
  const references = REQUEST_PLANS.map((p) => p.reference);
  const requests = await db
    .select()
    .from(bookingRequests)
    .where(inArray(bookingRequests.customerReference, references));
  if (requests.length === 0) return { demoRequestTags: 0 };
  const [touched] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(requestTags)
    .where(
      inArray(
        requestTags.requestId,
        requests.map((r) => r.id),
      ),
    );
  if ((touched?.n ?? 0) > 0 || requests.some((r) => r.version > 0))
    return { demoRequestTags: touched?.n ?? 0 };

  const tagRows = await db.select().from(tags).where(eq(tags.category, 'bookingRequest'));
  const tagId = (text: string) => tagRows.find((t) => t.text === text)!.id;
  const templates = await db.select().from(specialRemarkTemplates);
  const remark = (start: string): TSpecialRemark => {
    const found = templates.find((t) => t.text.startsWith(start))!;
    return { id: found.id, text: found.text };
  };
  const userRows = await db
    .select({ id: users.id, email: sql<string>`lower(${users.emailAddress})` })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.emailAddress})`,
        Object.values(DEMO_USERS).map((u) => u.emailAddress.toLowerCase()),
      ),
    );
  const person = (key: DemoUserKey) => {
    const u = DEMO_USERS[key];
    return {
      byUserId: userRows.find((r) => r.email === u.emailAddress.toLowerCase())!.id,
      byName: `${u.firstName} ${u.lastName}`,
    };
  };

  const selections: (typeof requestTags.$inferInsert)[] = [];
  const activity: (typeof bookingRequestActivity.$inferInsert)[] = [];
  for (const plan of REQUEST_PLANS) {
    const request = requests.find(
      (r) => r.customerReference === plan.reference && r.carrierId === plan.carrierId,
    );
    if (!request) continue;
    const extra = WORKBENCH_PLANS.find((w) => w.reference === plan.reference) ?? {
      reference: plan.reference,
    };
    const agent = plan.agent ? person(plan.agent) : null;
    // Every change happens between the submission and the last update the list shows.
    const span = Math.max(request.updatedAt.getTime() - request.createdAt.getTime(), 4 * HOUR);
    const at = (share: number) => new Date(request.createdAt.getTime() + span * share);
    const entry = (share: number, changeType: string, comment: string, changedFields?: ChangedField[]) =>
      activity.push({
        requestId: request.id,
        clientId: request.clientId,
        type: 'ACTIVITY',
        changeType,
        comment,
        ...(agent ?? person('superadmin')),
        ...(changedFields ? { changedFields } : {}),
        at: at(share),
      });
    let version = 0;
    if (agent) {
      entry(0.2, REQUEST_CHANGE_TYPES.assignedAgent, `Assigned ${agent.byName}`, [
        { field: 'agent', fieldName: REQUEST_FIELD_LABELS.agent, oldVal: null, newVal: agent.byName },
      ]);
      version++;
    }
    const edited: ChangedField[] = (
      [
        ['agreementNo', extra.agreementNo],
        ['blNumber', extra.blNumber],
        ['intraRefNumber', extra.intraRefNumber],
      ] as const
    ).flatMap(([field, value]) =>
      value ? [{ field, fieldName: REQUEST_FIELD_LABELS[field], oldVal: null, newVal: value }] : [],
    );
    if (edited.length > 0) {
      entry(0.5, REQUEST_CHANGE_TYPES.edited, 'Edited the booking request', edited);
      version++;
    }
    if (plan.hold) {
      entry(0.7, REQUEST_CHANGE_TYPES.putOnHold, 'Put the booking request on hold');
      version++;
    }
    if (plan.status === 40) {
      entry(0.9, REQUEST_CHANGE_TYPES.archived, 'Archived the booking request');
      version++;
    }
    const bl = applyHsgBlRule(request.carrierId, {
      blNumber: extra.blNumber ?? null,
      intBlNumber: null,
      containers: request.containers,
    });
    await db
      .update(bookingRequests)
      .set({
        version,
        blNumber: bl.blNumber,
        intBlNumber: bl.intBlNumber,
        containers: bl.containers,
        agreementNo: extra.agreementNo ?? null,
        intraRefNumber: extra.intraRefNumber ?? null,
        externalBookingReference: extra.externalBookingReference ?? null,
        leadingCurrency: extra.leadingCurrency ?? 'USD',
        specialRemarks: (extra.remarks ?? []).map(remark),
        // Staff have opened what they work on; new requests wait for them.
        isUnread: plan.status === 10,
        initialRequest: { ...(request.initialRequest as object), snapshot: snapshotOf(request) },
      })
      .where(and(eq(bookingRequests.id, request.id), eq(bookingRequests.version, 0)));
    for (const text of extra.tags ?? []) selections.push({ requestId: request.id, tagId: tagId(text) });
  }
  if (activity.length > 0) await db.insert(bookingRequestActivity).values(activity);
  if (selections.length > 0) await db.insert(requestTags).values(selections);
  return { demoRequestTags: selections.length };
}
