import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format } from 'date-fns';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayedPaymentStatus, type TTaskRow, type TWeeklyPayment } from '@portal/domain';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createPglite, openPglite, type Database } from '../src/platform/db/client.ts';
import {
  commissions,
  paymentConfirmationConfigs,
  paymentDocuments,
  weeklyPayments,
} from '../src/platform/db/schema/index.ts';
import { LocalFileStore } from '../src/platform/files/local-store.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { loginAs } from './login.ts';

/**
 * Demo payments (issue 12 parts 3–5): every displayed state in USD and EUR, debit and credit, rows on the screen's
 * initial filter, accounting documents in each review state with their files, payment tasks on the accounting
 * member's My Day, commissions in every status, confirmation settings and e-mails; a second run adds nothing.
 */

let database: Database;
let files: LocalFileStore;
let filesDir: string;
const today = format(new Date(), 'yyyy-MM-dd');

beforeAll(async () => {
  database = openPglite(await createPglite());
  await database.migrate();
  filesDir = await mkdtemp(join(tmpdir(), 'portal-seed-payments-'));
  files = new LocalFileStore(filesDir);
  await seedDatabase(database.db, { demo: true, activity: true, files });
}, 180_000);
afterAll(async () => database?.close());

const count = async (table: typeof weeklyPayments | typeof commissions | typeof paymentDocuments) =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('demo payments seed', () => {
  it('shows every state, currency and side, with documents in each review state and their files', async () => {
    const rows = await database.db.select().from(weeklyPayments);
    const shown = new Set(rows.map((r) => displayedPaymentStatus(r)));
    expect([...shown].sort()).toEqual(['BLOCKED', 'CLEARED', 'IN_PROGRESS', 'ON_HOLD', 'PAID']);
    expect(new Set(rows.map((r) => r.currency))).toEqual(new Set(['USD', 'EUR']));
    expect(new Set(rows.map((r) => r.debitCredit))).toEqual(new Set(['DEBIT', 'CREDIT']));
    const docs = await database.db.select().from(paymentDocuments);
    expect(new Set(docs.map((d) => d.status))).toEqual(new Set(['DEFAULT', 'APPROVED', 'REJECTED']));
    const file = await files.get(docs[0]!.storageKey);
    expect(file.size).toBe(docs[0]!.size);
    const statuses = await database.db.select({ status: commissions.status }).from(commissions);
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(['OPEN', 'INVOICED', 'PAID']));
    const configs = await database.db.select().from(paymentConfirmationConfigs);
    expect(new Set(configs.map((c) => c.type))).toEqual(new Set(['CARRIER_SETTINGS', 'CUSTOMER_SETTINGS']));
  });

  it('answers the screens: the initial filter has rows, the accounting member has payment tasks, e-mails sent and failed', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      FILES_DIR: filesDir,
    });
    const app = await buildApp({ config, database });
    await app.ready();
    try {
      const { cookie } = await loginAs(app, 'accounting');
      const get = async (url: string) => {
        const answer = await app.inject({ method: 'GET', url, headers: { cookie } });
        expect(answer.statusCode, answer.body).toBe(200);
        return answer.json();
      };
      const initial = await get(
        `/api/weekly-payments?currency=USD&payDate=${today}&status=IN_PROGRESS,BLOCKED&platformStatus=ON_HOLD&commissionStatus=INVOICED`,
      );
      expect(initial.count).toBeGreaterThanOrEqual(2);
      const tasks = (await get(`/api/tasks?category=accounting&perPage=50&payDate=${today}`)).data as TTaskRow[];
      const payment = tasks.filter((t) => t.type === 'PAYMENT_APPROVAL' || t.type === 'CLEAR_INVOICE');
      expect(payment.length).toBeGreaterThanOrEqual(3);
      expect(payment.some((t) => t.type === 'CLEAR_INVOICE')).toBe(true);
      expect(payment.every((t) => t.reference && t.payDate)).toBe(true);
      const all = (await get('/api/weekly-payments?perPage=50')).data as TWeeklyPayment[];
      const blocked = all.find((p) => p.status === 'BLOCKED' && p.platformStatus === null)!;
      expect(blocked.clearTask).toMatchObject({ resolved: false });
      const cleared = all.find((p) => p.platformStatus === 'CLEARED' && p.status === 'BLOCKED')!;
      expect(cleared.clearTask).toMatchObject({ resolved: true });
      const withEmails = await database.db.execute(
        sql`select booking_id as "bookingId" from payment_confirmation_emails limit 1`,
      );
      const bookingId = (withEmails as unknown as { rows: { bookingId: string }[] }).rows[0]!.bookingId;
      const defaults = await get(`/api/bookings/${bookingId}/payment-confirmation`);
      expect(defaults.emails.map((e: { state: string }) => e.state).sort()).toEqual(['failed', 'sent']);
      expect(defaults.emails.every((e: { stateAt: string | null }) => e.stateAt)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('adds nothing on a second run', async () => {
    const before = [await count(weeklyPayments), await count(commissions), await count(paymentDocuments)];
    await seedDatabase(database.db, { demo: true, activity: true, files });
    expect([await count(weeklyPayments), await count(commissions), await count(paymentDocuments)]).toEqual(
      before,
    );
  }, 120_000);
});
