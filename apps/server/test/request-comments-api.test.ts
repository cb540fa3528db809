import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES, type TActivityItem, type TCollabDocument } from '@portal/domain';
import {
  documentNotOnRecord,
  referenceNotOnRecord,
} from '../src/modules/activity/service.ts';
import {
  bookingRequestActivity,
  bookingRequestFiles,
  bookingRequests,
  teams,
} from '../src/platform/db/schema/index.ts';
import { withTenant } from '../src/platform/db/tenant.ts';
import { multipartFile, PDF } from './booking-requests-helpers.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';
import { workbenchClient } from './workbench-helpers.ts';

/**
 * The activity log of a booking request (issue 10 part 1): read it, comment with mentions and a reference, pin
 * and unpin; customers see public comments only, other companies get 404, bad input writes nothing.
 */

let t: TestApp;
let api: ReturnType<typeof workbenchClient>;
let customerA: string;
let customerAId: string;
let customerB: string;
let staff: string;
let staffId: string;
let operationsId: string;
let restrictedStaff: string;

const log = (id: string, cookie: string, query = '') =>
  api.call('GET', `/api/booking-requests/${id}/activity${query}`, cookie);
const comment = (id: string, cookie: string, body: object) =>
  api.call('POST', `/api/booking-requests/${id}/activity`, cookie, body);
const pin = (id: string, entryId: string, cookie: string, pinned: boolean) =>
  api.call('PUT', `/api/booking-requests/${id}/activity/${entryId}/pin`, cookie, { pinned });

/** A request of company A with the superadmin as its agent. */
async function assignedRequest(): Promise<string> {
  const id = await api.submit(customerA);
  const answer = await api.watchers(id, staff, { version: 0, agentId: staffId });
  expect(answer.statusCode).toBe(200);
  return id;
}

async function fileOf(requestId: string, isInternal: boolean): Promise<string> {
  const [request] = await t.database.db
    .select({ client_id: bookingRequests.clientId })
    .from(bookingRequests)
    .where(eq(bookingRequests.id, requestId));
  const [file] = await t.database.db
    .insert(bookingRequestFiles)
    .values({
      requestId,
      clientId: request!.client_id,
      documentType: 'ADDITIONAL_DOCUMENTS',
      key: `test/${requestId}/${isInternal}`,
      name: isInternal ? 'internal-calc.pdf' : 'packing-list.pdf',
      size: 10,
      contentType: 'application/pdf',
      isInternal,
    })
    .returning({ id: bookingRequestFiles.id });
  return file!.id;
}

/**
 * A document of the request's checklist or documents card (collab_documents), uploaded through
 * POST /api/booking-requests/:id/documents as the web does (fields before the file).
 */
async function checklistDocument(
  requestId: string,
  cookie: string,
  fields: Record<string, string>,
  fileName = 'bl-draft.pdf',
): Promise<TCollabDocument> {
  const { payload, headers } = multipartFile(fileName, PDF, 'application/pdf');
  const boundary = headers['content-type'].split('boundary=')[1]!;
  const head = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/booking-requests/${requestId}/documents`,
    payload: Buffer.concat([Buffer.from(head), payload]),
    headers: { ...headers, cookie },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as TCollabDocument;
}

const stage = (id: string, item: string, stageId: string, cookie: string, checked = true) =>
  api.call('PUT', `/api/booking-requests/${id}/checklist/${item}/stages/${stageId}`, cookie, { checked });

async function commentCount(requestId: string): Promise<number> {
  const rows = await t.database.db
    .select({ id: bookingRequestActivity.id })
    .from(bookingRequestActivity)
    .where(and(eq(bookingRequestActivity.requestId, requestId), eq(bookingRequestActivity.type, 'COMMENT')));
  return rows.length;
}

beforeAll(async () => {
  t = await buildTestApp({ FILES_DIR: await mkdtemp(join(tmpdir(), 'portal-comments-')) });
  api = workbenchClient(t);
  const a = await loginAs(t.app, 'customerA1');
  customerA = a.cookie;
  customerAId = a.userId;
  customerB = (await loginAs(t.app, 'customerB1')).cookie;
  const s = await loginAs(t.app, 'superadmin');
  staff = s.cookie;
  staffId = s.userId;
  operationsId = (await loginAs(t.app, 'operations')).userId;
  restrictedStaff = (await loginAs(t.app, 'salesRestricted')).cookie;
});
afterAll(async () => t?.close());

describe('POST and GET /api/booking-requests/:id/activity', () => {
  it('a customer comments mentioning the agent; the comment is public and the agent sees it', async () => {
    const id = await assignedRequest();
    const events = await api.eventsDuring(id, async () => {
      const answer = await comment(id, customerA, {
        comment: 'Please check the VGM @agent',
        mentions: [{ kind: 'user', id: staffId }],
        sharePublicly: false,
      });
      expect(answer.statusCode).toBe(201);
      const item = answer.json() as TActivityItem;
      expect(item).toMatchObject({
        type: 'COMMENT',
        comment: 'Please check the VGM @agent',
        isInternal: false,
        isPinned: false,
        by: { id: customerAId, isStaff: false },
      });
      expect(item.mentions).toEqual([{ kind: 'user', id: staffId, label: expect.any(String) }]);
    });
    expect(events.some((e) => !e.staffOnly && e.entity === 'booking-request')).toBe(true);
    const asStaff = (await log(id, staff)).json();
    expect(asStaff.items.map((i: TActivityItem) => i.comment)).toContain('Please check the VGM @agent');
  });

  it('answers 404 to a customer of another company and to a restricted carrier, writing nothing', async () => {
    const id = await assignedRequest();
    expect((await log(id, customerB)).statusCode).toBe(404);
    expect((await comment(id, customerB, { comment: 'Hello' })).statusCode).toBe(404);
    const zim = await api.submit(customerA, { carrierId: 'ZIM' });
    expect((await log(zim, restrictedStaff)).statusCode).toBe(404);
    expect((await comment(zim, restrictedStaff, { comment: 'Hello' })).statusCode).toBe(404);
    expect((await api.activity(id)).filter((r) => r.type === 'COMMENT')).toEqual([]);
    expect((await api.activity(zim)).filter((r) => r.type === 'COMMENT')).toEqual([]);
  });

  it("refuses a customer's mention of anyone but the agent with the domain's words (400, nothing written)", async () => {
    const id = await assignedRequest();
    for (const mentions of [
      [{ kind: 'user', id: operationsId }],
      [{ kind: 'user', id: customerAId }],
      [{ kind: 'user', id: 'not-a-uuid' }],
    ]) {
      const answer = await comment(id, customerA, { comment: 'Hi', mentions });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toContain(ACTIVITY_MESSAGES.customerMentionsAgentOnly);
    }
    const [team] = await t.database.db.select({ id: teams.id }).from(teams).limit(1);
    const teamAnswer = await comment(id, customerA, {
      comment: 'Hi',
      mentions: [{ kind: 'team', id: team!.id }],
    });
    expect(teamAnswer.statusCode).toBe(400);
    expect(teamAnswer.json().message).toContain(ACTIVITY_MESSAGES.onlyStaffMentionTeams);
    // No agent yet: a customer can mention nobody.
    const unassigned = await api.submit(customerA);
    const none = await comment(unassigned, customerA, {
      comment: 'Hi',
      mentions: [{ kind: 'user', id: staffId }],
    });
    expect(none.statusCode).toBe(400);
    expect((await api.activity(id)).filter((r) => r.type === 'COMMENT')).toEqual([]);
    expect((await api.activity(unassigned)).filter((r) => r.type === 'COMMENT')).toEqual([]);
  });

  it('staff mention staff users and teams, not customers', async () => {
    const id = await assignedRequest();
    const [team] = await t.database.db.select({ id: teams.id, name: teams.name }).from(teams).limit(1);
    const answer = await comment(id, staff, {
      comment: 'Ops, please look',
      mentions: [
        { kind: 'user', id: operationsId },
        { kind: 'team', id: team!.id },
      ],
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().mentions).toEqual([
      { kind: 'user', id: operationsId, label: expect.any(String) },
      { kind: 'team', id: team!.id, label: team!.name },
    ]);
    const refused = await comment(id, staff, {
      comment: 'Hi',
      mentions: [{ kind: 'user', id: customerAId }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(ACTIVITY_MESSAGES.staffMentionsStaffOnly);
  });

  it("keeps a staff member's internal comment from the customer: the log, the event and row-level security", async () => {
    const id = await assignedRequest();
    const events = await api.eventsDuring(id, async () => {
      const internal = await comment(id, staff, { comment: 'Margin is thin here' });
      expect(internal.statusCode).toBe(201);
      expect(internal.json().isInternal).toBe(true);
    });
    expect(events.every((e) => e.staffOnly === true)).toBe(true);
    const shared = await comment(id, staff, { comment: 'Your booking is in progress', sharePublicly: true });
    expect(shared.json().isInternal).toBe(false);

    const asCustomer = (await log(id, customerA)).json();
    const texts = asCustomer.items.map((i: TActivityItem) => i.comment);
    expect(texts).toContain('Your booking is in progress');
    expect(texts).not.toContain('Margin is thin here');
    // The watchers change wrote a plain activity entry: staff see it, the customer does not.
    expect(asCustomer.items.every((i: TActivityItem) => i.type !== 'ACTIVITY')).toBe(true);
    const asStaff = (await log(id, staff)).json();
    expect(asStaff.items.some((i: TActivityItem) => i.type === 'ACTIVITY')).toBe(true);
    expect(asStaff.items.map((i: TActivityItem) => i.comment)).toContain('Margin is thin here');
    const conversation = (await log(id, staff, '?showActivity=false')).json();
    expect(conversation.items.every((i: TActivityItem) => i.type !== 'ACTIVITY')).toBe(true);

    // The second wall: an unscoped query in the customer's transaction reads public comments only.
    const [row] = await t.database.db
      .select({ clientId: bookingRequestActivity.clientId })
      .from(bookingRequestActivity)
      .where(eq(bookingRequestActivity.requestId, id))
      .limit(1);
    const actor = {
      kind: 'user' as const,
      userId: customerAId,
      clientId: row!.clientId,
      role: null,
      isAdmin: false,
      teamTypes: [],
      carriers: null,
      realUserId: null,
      mode: 'self' as const,
    };
    const seen = await withTenant(t.database.db, actor, (tx) =>
      tx
        .select({ type: bookingRequestActivity.type, comment: bookingRequestActivity.comment })
        .from(bookingRequestActivity)
        .where(eq(bookingRequestActivity.requestId, id)),
    );
    expect(seen.map((s) => s.comment)).toContain('Your booking is in progress');
    expect(seen.every((s) => s.type !== 'ACTIVITY' && s.comment !== 'Margin is thin here')).toBe(true);
  });

  it("still lets a customer's save write its edit history under the read policy of 0010", async () => {
    const id = await api.submit(customerA);
    const saved = await api.patch(id, customerA, { version: 0, customerReference: 'WB-2' });
    expect(saved.statusCode).toBe(200);
    const rows = await api.activity(id);
    expect(rows.some((r) => r.type === 'ACTIVITY' && r.changeType === 'EDITED' && !r.isInternal)).toBe(true);
    expect((await log(id, customerA)).json().items).toEqual([]);
  });

  it("forces 'Share publicly' off when an internal document is mentioned; a customer cannot name one", async () => {
    const id = await assignedRequest();
    const internalFile = await fileOf(id, true);
    const publicFile = await fileOf(id, false);
    const answer = await comment(id, staff, {
      comment: 'See the calculation',
      sharePublicly: true,
      mentions: [{ kind: 'document', id: internalFile }],
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      isInternal: true,
      mentions: [{ kind: 'document', id: internalFile, label: 'internal-calc.pdf', isInternal: true }],
    });
    const byCustomer = await comment(id, customerA, {
      comment: 'Which one?',
      mentions: [{ kind: 'document', id: internalFile }],
    });
    expect(byCustomer.statusCode).toBe(400);
    const onPublic = await comment(id, customerA, {
      comment: 'Updated list',
      reference: { kind: 'document', documentId: publicFile },
      mentions: [{ kind: 'document', id: publicFile }],
    });
    expect(onPublic.statusCode).toBe(201);
    expect(onPublic.json()).toMatchObject({
      isInternal: false,
      documents: [{ id: publicFile, name: 'packing-list.pdf', isInternal: false }],
    });
    const onItem = await comment(id, customerA, {
      comment: 'About the B/L',
      reference: { kind: 'checklistItem', itemId: 'B_L' },
    });
    expect(onItem.statusCode).toBe(201);
    expect(onItem.json().checklistItem).toMatchObject({ id: 'B_L' });
    const internalItem = await comment(id, customerA, {
      comment: 'Freight?',
      reference: { kind: 'checklistItem', itemId: 'FREIGHT_COLLECTION' },
    });
    expect(internalItem.statusCode).toBe(400);
  });

  it('answers 400 to bad input and writes nothing', async () => {
    const id = await assignedRequest();
    for (const body of [
      { comment: '' },
      { comment: '   ' },
      { comment: 'x'.repeat(5001) },
      { comment: 'ok', mentions: [{ kind: 'robot', id: staffId }] },
      { comment: 'ok', reference: { kind: 'checklistItem' } },
      { comment: 'bad \u0000 byte' },
      { comment: 'ok', sharePublicly: 'yes' },
    ]) {
      const answer = await comment(id, staff, body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.json().message).toEqual(expect.any(String));
    }
    expect((await comment(id, staff, { comment: '' })).json().message).toContain(
      ACTIVITY_MESSAGES.commentRequired,
    );
    expect((await log(id, staff, '?before=nope')).statusCode).toBe(400);
    expect((await log(id, staff, '?limit=0')).statusCode).toBe(400);
    expect((await api.activity(id)).filter((r) => r.type === 'COMMENT')).toEqual([]);
  });

  it('pages newest first with the before cursor', async () => {
    const id = await assignedRequest();
    for (const n of [1, 2, 3]) expect((await comment(id, staff, { comment: `c${n}` })).statusCode).toBe(201);
    const first = (await log(id, staff, '?showActivity=false&limit=2')).json();
    expect(first.items.map((i: TActivityItem) => i.comment)).toEqual(['c3', 'c2']);
    const second = (await log(id, staff, `?showActivity=false&limit=2&before=${first.nextBefore}`)).json();
    expect(second.items.map((i: TActivityItem) => i.comment)).toEqual(['c1']);
    expect(second.nextBefore).toBeNull();
  });
});

describe('PUT /api/booking-requests/:id/activity/:activityId/pin', () => {
  it('pins at most 2 comments (internal ones count for the customer too) and unpins any', async () => {
    const id = await assignedRequest();
    const internal = (await comment(id, staff, { comment: 'internal' })).json().id as string;
    const first = (await comment(id, customerA, { comment: 'first' })).json().id as string;
    const second = (await comment(id, customerA, { comment: 'second' })).json().id as string;

    const events = await api.eventsDuring(id, async () => {
      const pinned = await pin(id, internal, staff, true);
      expect(pinned.statusCode).toBe(200);
      expect(pinned.json().isPinned).toBe(true);
    });
    expect(events.every((e) => e.staffOnly === true)).toBe(true);
    expect((await pin(id, first, customerA, true)).json().isPinned).toBe(true);

    const refused = await pin(id, second, customerA, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ACTIVITY_MESSAGES.pinLimit);
    const page = (await log(id, customerA)).json();
    expect(page.pinnedCount).toBe(2);
    expect(page.items.map((i: TActivityItem) => i.comment)).not.toContain('internal');
    expect((await log(id, customerA, '?pinned=true')).json().items.map((i: TActivityItem) => i.id)).toEqual([
      first,
    ]);

    // Pinning again what is pinned is allowed; unpinning frees a place.
    expect((await pin(id, first, customerA, true)).statusCode).toBe(200);
    expect((await pin(id, first, customerA, false)).json().isPinned).toBe(false);
    expect((await pin(id, second, customerA, true)).json().isPinned).toBe(true);
  });

  it('answers 404 on an internal comment or another company, and refuses plain activity entries', async () => {
    const id = await assignedRequest();
    const internal = (await comment(id, staff, { comment: 'internal' })).json().id as string;
    const shared = (await comment(id, staff, { comment: 'shared', sharePublicly: true })).json().id as string;
    expect((await pin(id, internal, customerA, true)).statusCode).toBe(404);
    expect((await pin(id, shared, customerB, true)).statusCode).toBe(404);
    expect((await pin(id, 'not-an-id', staff, true)).statusCode).toBe(404);
    const entry = (await api.activity(id)).find((r) => r.type === 'ACTIVITY')!;
    expect((await pin(id, entry.id, customerA, true)).statusCode).toBe(404);
    const refused = await pin(id, entry.id, staff, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ACTIVITY_MESSAGES.onlyPinComments);
    expect((await pin(id, shared, staff, 'yes' as unknown as boolean)).statusCode).toBe(400);
    const rows = await api.activity(id);
    expect(rows.every((r) => r.pinnedAt === null)).toBe(true);
  });
});

describe('comments on the checklist documents and items of a request', () => {
  it('staff and the customer mention and reference checklist documents and stored items they may see', async () => {
    const id = await assignedRequest();
    const shared = await checklistDocument(id, staff, { checklistItemId: 'B_L' }, 'bl-draft.pdf');
    const internal = await checklistDocument(id, staff, { isInternal: 'true' }, 'margin.pdf');
    const fromCustomer = await checklistDocument(
      id,
      customerA,
      { checklistItemId: 'SHIPPING_INSTRUCTIONS' },
      'si.pdf',
    );
    expect(internal.isInternal).toBe(true);

    const byStaff = await comment(id, staff, {
      comment: 'Draft and calculation',
      sharePublicly: true,
      mentions: [
        { kind: 'document', id: shared.id },
        { kind: 'document', id: internal.id },
      ],
      reference: { kind: 'document', documentId: internal.id },
    });
    expect(byStaff.statusCode).toBe(201);
    expect(byStaff.json()).toMatchObject({
      isInternal: true,
      mentions: [
        { kind: 'document', id: shared.id, label: shared.name, isInternal: false },
        { kind: 'document', id: internal.id, label: internal.name, isInternal: true },
      ],
      documents: [{ id: internal.id, name: internal.name, isInternal: true }],
    });
    const onInternalItem = await comment(id, staff, {
      comment: 'Freight is due',
      reference: { kind: 'checklistItem', itemId: 'FREIGHT_COLLECTION' },
    });
    expect(onInternalItem.statusCode).toBe(201);
    expect(onInternalItem.json().checklistItem).toMatchObject({ id: 'FREIGHT_COLLECTION', checked: false });

    const byCustomer = await comment(id, customerA, {
      comment: 'Here is the SI, and see the draft',
      mentions: [{ kind: 'document', id: shared.id }],
      reference: { kind: 'document', documentId: fromCustomer.id },
    });
    expect(byCustomer.statusCode).toBe(201);
    expect(byCustomer.json()).toMatchObject({
      isInternal: false,
      mentions: [{ kind: 'document', id: shared.id, label: shared.name }],
      documents: [{ id: fromCustomer.id, name: fromCustomer.name, isInternal: false }],
    });
    const onItem = await comment(id, customerA, {
      comment: 'About the B/L',
      reference: { kind: 'checklistItem', itemId: 'B_L' },
    });
    expect(onItem.statusCode).toBe(201);
    expect(onItem.json().checklistItem).toMatchObject({ id: 'B_L', label: expect.any(String) });

    // The customer's log names the public documents and never the internal ones.
    const asCustomer = (await log(id, customerA)).json().items as TActivityItem[];
    const customerText = JSON.stringify(asCustomer);
    expect(customerText).toContain(fromCustomer.name);
    expect(customerText).not.toContain(internal.name);
    expect(customerText).not.toContain('FREIGHT_COLLECTION');
    const asStaff = (await log(id, staff)).json().items as TActivityItem[];
    expect(asStaff.find((i) => i.comment === 'Draft and calculation')!.documents).toEqual([
      { id: internal.id, name: internal.name, isInternal: true },
    ]);
  });

  it("refuses a customer's internal document or item, and what is not on the request (400, nothing written)", async () => {
    const id = await assignedRequest();
    const other = await assignedRequest();
    const internal = await checklistDocument(id, staff, { checklistItemId: 'B_L', isInternal: 'true' });
    const card = await checklistDocument(id, staff, { isInternal: 'true' }, 'calc.pdf');
    const elsewhere = await checklistDocument(other, staff, { checklistItemId: 'B_L' });
    const before = await commentCount(id);
    for (const [body, message] of [
      [{ mentions: [{ kind: 'document', id: internal.id }] }, documentNotOnRecord('booking-requests')],
      [{ mentions: [{ kind: 'document', id: card.id }] }, documentNotOnRecord('booking-requests')],
      [{ mentions: [{ kind: 'document', id: elsewhere.id }] }, documentNotOnRecord('booking-requests')],
      [{ reference: { kind: 'document', documentId: internal.id } }, referenceNotOnRecord('booking-requests')],
      [{ reference: { kind: 'document', documentId: card.id } }, referenceNotOnRecord('booking-requests')],
      [{ reference: { kind: 'document', documentId: elsewhere.id } }, referenceNotOnRecord('booking-requests')],
      [{ reference: { kind: 'checklistItem', itemId: 'FREIGHT_COLLECTION' } }, referenceNotOnRecord('booking-requests')],
      [{ reference: { kind: 'checklistItem', itemId: 'NO_SUCH_ITEM' } }, referenceNotOnRecord('booking-requests')],
      // IMO is a template item only where the cargo has dangerous goods: this request's checklist has none.
      [{ reference: { kind: 'checklistItem', itemId: 'IMO' } }, referenceNotOnRecord('booking-requests')],
    ] as const) {
      const answer = await comment(id, customerA, { comment: 'Which one?', ...body });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().message).toContain(message.split(': ')[1]);
    }
    // Staff may not name another request's document either.
    const staffElsewhere = await comment(id, staff, {
      comment: 'Wrong request',
      reference: { kind: 'document', documentId: elsewhere.id },
    });
    expect(staffElsewhere.statusCode).toBe(400);
    expect(await commentCount(id)).toBe(before);
  });

  it("answers 404 to another company's customer, on the log and on a comment naming a document", async () => {
    const id = await assignedRequest();
    const doc = await checklistDocument(id, customerA, { checklistItemId: 'SHIPPING_INSTRUCTIONS' });
    expect((await log(id, customerB)).statusCode).toBe(404);
    for (const body of [
      { comment: 'Mine?', reference: { kind: 'document', documentId: doc.id } },
      { comment: 'Mine?', mentions: [{ kind: 'document', id: doc.id }] },
      { comment: 'Mine?', reference: { kind: 'checklistItem', itemId: 'B_L' } },
    ]) {
      expect((await comment(id, customerB, body)).statusCode).toBe(404);
    }
    expect(await commentCount(id)).toBe(0);
  });

  it('shows the document names, item, stage and review status of checklist and document entries', async () => {
    const id = await assignedRequest();
    const draft = await checklistDocument(id, staff, { checklistItemId: 'B_L' }, 'bl-draft.pdf');
    const internal = await checklistDocument(
      id,
      staff,
      { checklistItemId: 'B_L', isInternal: 'true' },
      'mbl.pdf',
    );
    const staged = await stage(id, 'B_L', 'BL_DRAFT_CREATE', staff);
    expect(staged.statusCode).toBe(200);
    const si = await checklistDocument(id, customerA, { checklistItemId: 'SHIPPING_INSTRUCTIONS' }, 'si.pdf');
    const fromCustomer = await checklistDocument(id, customerA, { checklistItemId: 'B_L' }, 'my-bl.pdf');
    const rejected = await api.call(
      'PUT',
      `/api/booking-requests/${id}/documents/${fromCustomer.id}/status`,
      staff,
      {
        status: 'REJECTED',
        comment: 'Consignee is missing',
      },
    );
    expect(rejected.statusCode).toBe(200);
    const removed = await api.call('DELETE', `/api/booking-requests/${id}/documents/${draft.id}`, staff);
    expect(removed.statusCode).toBe(204);

    const items = (await log(id, staff)).json().items as TActivityItem[];
    const uploads = items.filter((i) => i.changeType === 'ADD_FILE');
    expect(uploads.map((i) => i.documents.map((d) => d.name)).sort()).toEqual(
      [[draft.name], [internal.name], [si.name], [fromCustomer.name]].sort(),
    );
    const upload = uploads.find((i) => i.documents[0]!.id === draft.id)!;
    expect(upload).toMatchObject({
      isInternal: false,
      documents: [{ id: draft.id, name: draft.name, isInternal: false }],
      checklistItem: { id: 'B_L', label: expect.any(String) },
    });
    expect(uploads.find((i) => i.documents[0]!.id === internal.id)!.isInternal).toBe(true);
    const stageEntry = items.find((i) => i.changeType === 'STAGE_CHECKED')!;
    expect(stageEntry).toMatchObject({
      stage: { id: 'BL_DRAFT_CREATE', label: expect.any(String), checked: true },
      checklistItem: { id: 'B_L' },
      documents: [],
    });
    expect(stageEntry.stage!.label.length).toBeGreaterThan(0);
    expect(items.find((i) => i.changeType === 'DOCUMENT_STATUS_CHANGED')).toMatchObject({
      documentStatus: 'REJECTED',
      comment: 'Consignee is missing',
      documents: [{ id: fromCustomer.id, name: fromCustomer.name, isInternal: false }],
    });
    // A removed document keeps its name in the log.
    expect(items.find((i) => i.changeType === 'DELETE_FILE')).toMatchObject({
      documents: [{ id: draft.id, name: draft.name }],
    });

    // The customer reads the public review (an activity with a comment), and no internal name at all.
    const asCustomer = (await log(id, customerA)).json().items as TActivityItem[];
    expect(asCustomer.find((i) => i.changeType === 'DOCUMENT_STATUS_CHANGED')).toMatchObject({
      documentStatus: 'REJECTED',
      documents: [{ id: fromCustomer.id, name: fromCustomer.name }],
    });
    expect(JSON.stringify(asCustomer)).not.toContain(internal.name);
    expect(JSON.stringify(asCustomer)).not.toContain(internal.id);
  });
});
