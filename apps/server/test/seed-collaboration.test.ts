import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, openPglite, type Database } from '../src/platform/db/client.ts';
import { detectFileType } from '../src/platform/files/file-type.ts';
import { LocalFileStore } from '../src/platform/files/local-store.ts';
import {
  bookingRequests,
  checklistItems,
  checklists,
  collabDocuments,
} from '../src/platform/db/schema/index.ts';
import { REQUEST_PLANS } from '../src/seed/activity/plan.ts';
import { seedDatabase } from '../src/seed/index.ts';

/**
 * Demo checklists and documents (issue 10 part 6): every demo request has its checklist, and the first start shows
 * each state: checked items and stages, a customer action done, documents approved, awaiting review, sent on
 * revision, internal, a final B/L, selected for comparison, each a real PDF in the file store. A second run adds
 * nothing.
 */

let database: Database;
let files: LocalFileStore;

beforeAll(async () => {
  database = openPglite(await createPglite());
  await database.migrate();
  files = new LocalFileStore(await mkdtemp(join(tmpdir(), 'portal-seed-files-')));
  await seedDatabase(database.db, { demo: true, activity: true, files });
}, 120_000);
afterAll(async () => database?.close());

describe('demo checklists and documents', () => {
  it('gives every demo request a checklist with stored counts', async () => {
    const requests = await database.db
      .select({ id: bookingRequests.id })
      .from(bookingRequests)
      .where(
        inArray(
          bookingRequests.customerReference,
          REQUEST_PLANS.map((p) => p.reference),
        ),
      );
    const lists = await database.db.select().from(checklists);
    expect(requests.length).toBeGreaterThan(10);
    for (const r of requests) expect(lists.some((l) => l.recordId === r.id)).toBe(true);
    const withProgress = lists.filter((l) => l.staffChecked > 0);
    expect(withProgress.length).toBeGreaterThanOrEqual(4);
    for (const l of withProgress) {
      const items = await database.db
        .select()
        .from(checklistItems)
        .where(and(eq(checklistItems.recordKind, l.recordKind), eq(checklistItems.recordId, l.recordId)));
      expect(l.staffChecked).toBe(items.filter((i) => i.checked).length);
      expect(l.customerChecked).toBe(items.filter((i) => i.checked && !i.isInternal).length);
    }
    const items = await database.db.select().from(checklistItems);
    expect(items.some((i) => i.stages.some((s) => s.checked && s.by !== null))).toBe(true);
    expect(items.some((i) => i.customerAction?.by)).toBe(true);
  });

  it('shows documents in every review state, each a real PDF in the store', async () => {
    const docs = await database.db.select().from(collabDocuments);
    expect(docs.some((d) => d.status === 'APPROVED')).toBe(true);
    expect(docs.some((d) => d.status === 'REJECTED' && d.statusComment)).toBe(true);
    expect(docs.some((d) => d.status === 'DEFAULT' && d.uploadedBySide === 'staff' && !d.isInternal)).toBe(
      true,
    );
    expect(docs.some((d) => d.status === 'DEFAULT' && d.uploadedBySide === 'customer')).toBe(true);
    expect(docs.some((d) => d.isInternal && d.checklistItemId === null)).toBe(true);
    expect(docs.some((d) => d.final && d.checklistItemId === 'B_L')).toBe(true);
    expect(docs.some((d) => d.selectedForComparison)).toBe(true);
    for (const d of docs) {
      const stored = await files.get(d.storageKey);
      const chunks: Buffer[] = [];
      for await (const chunk of stored.body) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      expect(bytes.length).toBe(d.size);
      expect(detectFileType(bytes)).toBe('pdf');
    }
  });

  it('adds nothing on a second run', async () => {
    const before = (await database.db.select().from(collabDocuments)).length;
    const items = (await database.db.select().from(checklistItems)).length;
    await seedDatabase(database.db, { demo: true, activity: true, files });
    expect((await database.db.select().from(collabDocuments)).length).toBe(before);
    expect((await database.db.select().from(checklistItems)).length).toBe(items);
  }, 120_000);
});
