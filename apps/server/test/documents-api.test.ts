import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userActor } from '../../../packages/domain/test/actors.ts';
import { DOCUMENT_MESSAGES, editWindowMessage, type TChecklist, type TCollabDocument } from '@portal/domain';
import { bookingRequests, collabDocuments } from '../src/platform/db/schema/index.ts';
import { withTenant } from '../src/platform/db/tenant.ts';
import { cargoLine, multipartFile, PDF } from './booking-requests-helpers.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';
import { workbenchClient } from './workbench-helpers.ts';

/**
 * Documents of booking requests (issue 10 part 3): upload checked by content and size with nothing left behind on
 * a refusal, download with the spec's content-disposition, review by the other side within the edit window, the
 * customer copy of an approved internal document, mark final, select for comparison, removal rules; other
 * companies get 404 everywhere, customers never see internal documents.
 */

const MAX_BYTES = 64 * 1024;
let t: TestApp;
let api: ReturnType<typeof workbenchClient>;
let filesDir: string;
let customerA: string;
let customerB: string;
let staff: string;

const base = (id: string) => `/api/booking-requests/${id}/documents`;

async function uploadTo(
  id: string,
  cookie: string,
  fields: Record<string, string>,
  name = 'draft.pdf',
  content: Buffer | string = PDF,
) {
  const { payload, headers } = multipartFile(name, content, 'application/pdf');
  // The fields go before the file, as react-dropzone's form data sends them.
  const boundary = headers['content-type'].split('boundary=')[1]!;
  const head = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  return t.app.inject({
    method: 'POST',
    url: base(id),
    payload: Buffer.concat([Buffer.from(head), payload]),
    headers: { ...headers, cookie },
  });
}

const review = (id: string, doc: string, cookie: string, body: object) =>
  api.call('PUT', `${base(id)}/${doc}/status`, cookie, body);
const flags = (id: string, doc: string, cookie: string, body: object) =>
  api.call('PATCH', `${base(id)}/${doc}`, cookie, body);
const remove = (id: string, doc: string, cookie: string) => api.call('DELETE', `${base(id)}/${doc}`, cookie);
const download = (id: string, doc: string, cookie: string) =>
  api.call('GET', `${base(id)}/${doc}/download`, cookie);
const checklistOf = async (id: string, cookie: string, query = '') =>
  (await api.call('GET', `/api/booking-requests/${id}/checklist${query}`, cookie)).json() as TChecklist;

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(filesDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile() && !e.name.endsWith('.meta.json')).map((e) => e.name);
}

async function rowsOf(id: string) {
  return t.database.db.select().from(collabDocuments).where(eq(collabDocuments.recordId, id));
}

/** Moves a document's last change back in time, past the edit window. */
async function age(docId: string, ms: number) {
  const past = new Date(Date.now() - ms);
  await t.database.db
    .update(collabDocuments)
    .set({ uploadedAt: past, statusAt: past })
    .where(eq(collabDocuments.id, docId));
}

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'portal-documents-'));
  t = await buildTestApp({ FILES_DIR: filesDir, UPLOAD_MAX_BYTES: String(MAX_BYTES) });
  api = workbenchClient(t);
  customerA = (await loginAs(t.app, 'customerA1')).cookie;
  customerB = (await loginAs(t.app, 'customerB1')).cookie;
  staff = (await loginAs(t.app, 'superadmin')).cookie;
});
afterAll(async () => t?.close());

describe('uploading', () => {
  it('stores a customer’s file on an item with a timestamped name, logs it and shows it to both sides', async () => {
    const id = await api.submit(customerA);
    const answer = await uploadTo(id, customerA, { checklistItemId: 'SHIPPING_INSTRUCTIONS' }, 'si.pdf');
    expect(answer.statusCode).toBe(201);
    const doc = answer.json() as TCollabDocument;
    expect(doc.name).toMatch(/^si_\d{8}-\d{6}\.pdf$/);
    expect(doc).toMatchObject({
      checklistItemId: 'SHIPPING_INSTRUCTIONS',
      isInternal: false,
      contentType: 'application/pdf',
      size: PDF.length,
      status: { type: 'DEFAULT' },
      uploadedBy: { side: 'customer' },
    });
    const staffItem = (await checklistOf(id, staff)).items.find((i) => i.id === 'SHIPPING_INSTRUCTIONS')!;
    expect(staffItem.documents.map((d) => d.id)).toEqual([doc.id]);
    expect(staffItem.documentsCount).toBe(1);
    const log = await api.activity(id);
    expect(log.find((e) => e.changeType === 'ADD_FILE')).toMatchObject({
      documentId: doc.id,
      isInternal: false,
    });
    // The customer's 'uploadFile' action can be completed now that its document is there.
    const completed = await api.call(
      'PUT',
      `/api/booking-requests/${id}/checklist/SHIPPING_INSTRUCTIONS/customer-action`,
      customerA,
      { completed: true },
    );
    expect(completed.statusCode).toBe(200);
  });

  it('refuses a wrong type, an oversized or empty file and a bad field, writing nothing', async () => {
    const id = await api.submit(customerA);
    const filesBefore = await storedFiles();
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0)]);
    const wrong = await uploadTo(id, customerA, { checklistItemId: 'B_L' }, 'tool.pdf', exe);
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().message).toContain('tool.pdf is not an accepted file');
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_BYTES, 0x20)]);
    expect((await uploadTo(id, customerA, { checklistItemId: 'B_L' }, 'big.pdf', big)).statusCode).toBe(413);
    const empty = await uploadTo(id, customerA, { checklistItemId: 'B_L' }, 'empty.pdf', '');
    expect(empty.statusCode).toBe(400);
    const badField = await uploadTo(id, customerA, { checklistItemId: 'B_L', isInternal: 'maybe' });
    expect(badField.statusCode).toBe(400);
    expect(badField.json().message).toMatch(/^isInternal: /);
    const noItem = await uploadTo(id, customerA, { checklistItemId: 'NO_SUCH_ITEM' });
    expect(noItem.statusCode).toBe(400);
    // A customer cannot upload onto an internal item: it is not there for them.
    expect((await uploadTo(id, customerA, { checklistItemId: 'FREIGHT_COLLECTION' })).statusCode).toBe(400);
    expect(await rowsOf(id)).toEqual([]);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('makes a customer’s upload shared even when it asks for internal, and staff’s on an internal item internal', async () => {
    const id = await api.submit(customerA);
    const doc = (await uploadTo(id, customerA, { checklistItemId: 'B_L', isInternal: 'true' })).json();
    expect(doc.isInternal).toBe(false);
    const onInternal = await uploadTo(id, staff, {
      checklistItemId: 'FREIGHT_COLLECTION',
      isInternal: 'false',
    });
    expect(onInternal.json().isInternal).toBe(true);
    expect((await download(id, onInternal.json().id, customerA)).statusCode).toBe(404);
  });
});

describe('who reaches a document', () => {
  it('answers 404 to another company on every document route and changes nothing', async () => {
    const id = await api.submit(customerA);
    const doc = (await uploadTo(id, customerA, { checklistItemId: 'B_L' })).json() as TCollabDocument;
    expect((await uploadTo(id, customerB, { checklistItemId: 'B_L' })).statusCode).toBe(404);
    expect((await download(id, doc.id, customerB)).statusCode).toBe(404);
    expect((await review(id, doc.id, customerB, { status: 'APPROVED' })).statusCode).toBe(404);
    expect((await flags(id, doc.id, customerB, { final: true })).statusCode).toBe(404);
    expect((await remove(id, doc.id, customerB)).statusCode).toBe(404);
    expect((await api.call('GET', base(id), customerB)).statusCode).toBe(404);
    const rows = await rowsOf(id);
    expect(rows.map((r) => [r.status, r.final])).toEqual([['DEFAULT', false]]);
    expect((await download(id, 'not-a-uuid', staff)).statusCode).toBe(404);
  });

  it('keeps internal documents from customers: absent from their lists, 404 on their routes', async () => {
    const id = await api.submit(customerA);
    const internal = (await uploadTo(id, staff, { checklistItemId: 'B_L', isInternal: 'true' })).json();
    const card = (await uploadTo(id, staff, { isInternal: 'true' }, 'calc.pdf')).json();
    expect(internal.isInternal).toBe(true);
    const staffList = await checklistOf(id, staff);
    expect(staffList.items.find((i) => i.id === 'B_L')!.adminDocuments.map((d) => d.id)).toEqual([
      internal.id,
    ]);
    expect(staffList.looseDocuments.map((d) => d.id)).toEqual([card.id]);
    const customerList = await checklistOf(id, customerA, '?showAll=true');
    const b = customerList.items.find((i) => i.id === 'B_L')!;
    expect(b.documents).toEqual([]);
    expect(b.adminDocuments).toEqual([]);
    expect(customerList.looseDocuments).toEqual([]);
    expect((await api.call('GET', base(id), customerA)).json()).toEqual([]);
    for (const docId of [internal.id, card.id]) {
      expect((await download(id, docId, customerA)).statusCode).toBe(404);
      expect((await review(id, docId, customerA, { status: 'APPROVED' })).statusCode).toBe(404);
      expect((await remove(id, docId, customerA)).statusCode).toBe(404);
    }
    expect((await api.activity(id)).find((e) => e.documentId === internal.id)?.isInternal).toBe(true);
    // Row-level security repeats it for a query that would forget the scope.
    const [request] = await t.database.db.select().from(bookingRequests).where(eq(bookingRequests.id, id));
    const seen = await withTenant(t.database.db, userActor({ clientId: request!.clientId }), (tx) =>
      tx.select().from(collabDocuments).where(eq(collabDocuments.recordId, id)),
    );
    expect(seen).toEqual([]);
  });

  it('shows a customer the latest document per item unless showAll, and staff uploads as Platform', async () => {
    const id = await api.submit(customerA);
    const first = (await uploadTo(id, customerA, { checklistItemId: 'B_L' }, 'one.pdf')).json();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = (await uploadTo(id, staff, { checklistItemId: 'B_L' }, 'two.pdf')).json();
    const latest = (await checklistOf(id, customerA)).items.find((i) => i.id === 'B_L')!;
    expect(latest.documents.map((d) => d.id)).toEqual([second.id]);
    expect(latest.documents[0]!.uploadedBy).toEqual({ id: null, name: 'Platform', side: 'staff' });
    const all = (await checklistOf(id, customerA, '?showAll=true')).items.find((i) => i.id === 'B_L')!;
    expect(all.documents.map((d) => d.id)).toEqual([second.id, first.id]);
  });
});

describe('downloading', () => {
  it('answers the file with an attachment content-disposition', async () => {
    const id = await api.submit(customerA);
    const doc = (await uploadTo(id, customerA, { checklistItemId: 'B_L' }, 'Frachtbrief ü.pdf')).json();
    const answer = await download(id, doc.id, staff);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="${doc.name}"; filename*=UTF-8''${encodeURIComponent(doc.name)}`,
    );
    expect(answer.rawPayload.equals(PDF)).toBe(true);
  });

  it('prefixes an IMO document with the request id and the delivery reference', async () => {
    const id = await api.submit(customerA, {
      containers: [
        cargoLine({
          deliveryReference: 'DEL-7788',
          imo: { flag: true, entries: [{ imoClass: '3', unNumber: '1263', pgNumber: 'II' }] },
        }),
      ],
    });
    const doc = (await uploadTo(id, customerA, { checklistItemId: 'IMO' }, 'dgd.pdf')).json();
    expect(doc.documentType).toBe('IMO');
    const answer = await download(id, doc.id, staff);
    expect(answer.headers['content-disposition']).toContain(`filename="${id}_DEL-7788_${doc.name}"`);
    // IMO documents are not reviewed (spec 000 §5).
    expect((await review(id, doc.id, staff, { status: 'APPROVED' })).json().message).toBe(
      DOCUMENT_MESSAGES.notReviewable,
    );
  });
});

describe('reviewing', () => {
  it('lets only the other side review, within the edit window, never on SI or a checked item', async () => {
    const id = await api.submit(customerA);
    const doc = (await uploadTo(id, customerA, { checklistItemId: 'B_L' })).json() as TCollabDocument;
    const own = await review(id, doc.id, customerA, { status: 'APPROVED' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(DOCUMENT_MESSAGES.ownSide);
    const noReason = await review(id, doc.id, staff, { status: 'REJECTED', comment: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain(DOCUMENT_MESSAGES.reasonRequired);
    const rejected = await review(id, doc.id, staff, { status: 'REJECTED', comment: 'Consignee is missing' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().status).toMatchObject({ type: 'REJECTED', comment: 'Consignee is missing' });
    const entry = (await api.activity(id)).find((e) => e.changeType === 'DOCUMENT_STATUS_CHANGED')!;
    expect(entry).toMatchObject({ type: 'ACTIVITY_WITH_COMMENT', comment: 'Consignee is missing' });

    // Past the edit window the decision stands.
    await age(doc.id, t.config.EDIT_WINDOW_MS + 60_000);
    const late = await review(id, doc.id, staff, { status: 'DEFAULT' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(editWindowMessage(t.config.EDIT_WINDOW_MS));
    expect(late.json().message).toBe(
      'Failed to edit item - You cant change status after 600sec from last change!',
    );

    const si = (await uploadTo(id, customerA, { checklistItemId: 'SHIPPING_INSTRUCTIONS' })).json();
    const notReviewable = await review(id, si.id, staff, { status: 'APPROVED' });
    expect(notReviewable.statusCode).toBe(409);
    expect(notReviewable.json().message).toBe(DOCUMENT_MESSAGES.notReviewable);

    const onChecked = (await uploadTo(id, customerA, { checklistItemId: 'OTHER' })).json();
    await api.call('PUT', `/api/booking-requests/${id}/checklist/OTHER`, staff, { checked: true });
    const checked = await review(id, onChecked.id, staff, { status: 'APPROVED' });
    expect(checked.statusCode).toBe(409);
    expect(checked.json().message).toBe(DOCUMENT_MESSAGES.itemChecked);
  });

  it('copies an approved internal document to the customer and removes the copy on undo', async () => {
    const id = await api.submit(customerA);
    const internal = (await uploadTo(id, staff, { checklistItemId: 'B_L', isInternal: 'true' })).json();
    expect((await review(id, internal.id, staff, { status: 'APPROVED' })).statusCode).toBe(200);
    const shared = (await checklistOf(id, customerA)).items.find((i) => i.id === 'B_L')!.documents;
    expect(shared).toHaveLength(1);
    expect(shared[0]).toMatchObject({ name: internal.name, isInternal: false, status: { type: 'DEFAULT' } });
    const copy = await download(id, shared[0]!.id, customerA);
    expect(copy.statusCode).toBe(200);
    expect(copy.rawPayload.equals(PDF)).toBe(true);
    expect((await review(id, internal.id, staff, { status: 'DEFAULT' })).statusCode).toBe(200);
    expect((await checklistOf(id, customerA)).items.find((i) => i.id === 'B_L')!.documents).toEqual([]);
    // The original keeps its file.
    expect((await download(id, internal.id, staff)).statusCode).toBe(200);
  });
});

describe('flags', () => {
  it('marks B/L documents final and selects B/L and SI documents for comparison (staff)', async () => {
    const id = await api.submit(customerA);
    const bl = (await uploadTo(id, customerA, { checklistItemId: 'B_L' })).json();
    const si = (await uploadTo(id, customerA, { checklistItemId: 'SHIPPING_INSTRUCTIONS' })).json();
    const other = (await uploadTo(id, customerA, { checklistItemId: 'OTHER' })).json();
    const refused = await flags(id, bl.id, customerA, { final: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(DOCUMENT_MESSAGES.staffOnly);
    expect((await flags(id, bl.id, staff, { final: true })).json()).toMatchObject({ final: true });
    const siFinal = await flags(id, si.id, staff, { final: true });
    expect(siFinal.statusCode).toBe(409);
    expect(siFinal.json().message).toBe(DOCUMENT_MESSAGES.finalOnlyBl);
    expect(
      (await flags(id, si.id, staff, { isSelectedForComparison: true })).json().isSelectedForComparison,
    ).toBe(true);
    const otherCompare = await flags(id, other.id, staff, { isSelectedForComparison: true });
    expect(otherCompare.json().message).toBe(DOCUMENT_MESSAGES.comparisonOnlyBlOrSi);
    expect((await flags(id, bl.id, staff, {})).statusCode).toBe(400);
    const types = (await api.activity(id)).map((e) => e.changeType);
    expect(types).toContain('MARK_AS_FINAL');
    expect(types).toContain('SELECT_FOR_COMPARISON');
  });
});

describe('removal', () => {
  it('removes a document and its file; refuses approved ones, checked items and past the window', async () => {
    const id = await api.submit(customerA);
    const doc = (await uploadTo(id, customerA, { checklistItemId: 'B_L' }, 'gone.pdf')).json();
    const before = await storedFiles();
    expect(before).toContain(doc.name);
    expect((await remove(id, doc.id, customerA)).statusCode).toBe(204);
    expect(await storedFiles()).not.toContain(doc.name);
    expect((await rowsOf(id)).map((r) => r.id)).not.toContain(doc.id);
    expect((await api.activity(id)).some((e) => e.changeType === 'DELETE_FILE')).toBe(true);

    const approved = (await uploadTo(id, customerA, { checklistItemId: 'B_L' })).json();
    await review(id, approved.id, staff, { status: 'APPROVED' });
    const refused = await remove(id, approved.id, customerA);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(DOCUMENT_MESSAGES.approvedCannotBeRemoved);

    const old = (await uploadTo(id, customerA, { checklistItemId: 'OTHER' })).json();
    await age(old.id, t.config.EDIT_WINDOW_MS + 60_000);
    expect((await remove(id, old.id, customerA)).json().message).toBe(
      editWindowMessage(t.config.EDIT_WINDOW_MS),
    );

    const onChecked = (await uploadTo(id, customerA, { checklistItemId: 'DEPOT_OUT' })).json();
    await api.call('PUT', `/api/booking-requests/${id}/checklist/DEPOT_OUT`, staff, { checked: true });
    expect((await remove(id, onChecked.id, customerA)).json().message).toBe(DOCUMENT_MESSAGES.itemChecked);
    expect((await rowsOf(id)).length).toBe(3);
  });
});
