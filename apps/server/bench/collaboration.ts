/**
 * Issue 10's figures for `npm run bench`: the activity log of a request with 1,000 entries, and the notification
 * bell of a user with 100,000 notifications (goal: both p95 under 20 ms on PGlite).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/platform/db/client.ts';
import { vacuumAnalyze } from '../src/platform/db/maintenance.ts';
import {
  bookingRequestActivity,
  bookingRequests,
  notifications,
  users,
} from '../src/platform/db/schema/index.ts';
import { DEMO_USERS } from '../src/seed/demo-users.ts';

type Measure = (label: string, n: number, fn: () => Promise<unknown>) => Promise<void>;
type Headers = { cookie: string };

const BATCH = 5_000;

export async function benchCollaboration(
  app: FastifyInstance,
  database: Database,
  measure: Measure,
  signIn: (email: string) => Promise<Headers>,
): Promise<void> {
  const customer = await signIn(DEMO_USERS.customerA1.emailAddress);
  const staff = await signIn(DEMO_USERS.superadmin.emailAddress);
  const [author] = await database.db
    .select()
    .from(users)
    .where(eq(users.emailAddress, DEMO_USERS.customerA1.emailAddress));
  const [request] = await database.db
    .select({ id: bookingRequests.id, clientId: bookingRequests.clientId })
    .from(bookingRequests)
    .where(eq(bookingRequests.clientId, author!.clientId!))
    .limit(1);
  if (!request) throw new Error('the benchmark needs a demo request of customer A');

  // A long-lived request: comments of both sides, internal notes and activity entries, one a minute.
  const start = Date.now() - 1_000 * 60_000;
  const entries = Array.from({ length: 1_000 }, (_, i) => ({
    requestId: request.id,
    clientId: request.clientId,
    type: (i % 3 === 0 ? 'ACTIVITY' : 'COMMENT') as 'ACTIVITY' | 'COMMENT',
    changeType: i % 3 === 0 ? 'EDITED' : null,
    comment: `Benchmark entry ${i}`,
    byUserId: author!.id,
    byName: 'Anna Keller',
    isInternal: i % 5 === 0,
    at: new Date(start + i * 60_000),
  }));
  await database.db.insert(bookingRequestActivity).values(entries);
  // What autovacuum (or the embedded database's vacuum job) does after a bulk load.
  await vacuumAnalyze(database.db, ['booking_request_activity']);
  await measure('GET activity, 1,000 entries (staff)', 200, () =>
    app.inject({ method: 'GET', url: `/api/booking-requests/${request.id}/activity`, headers: staff }),
  );
  await measure('GET activity, 1,000 entries (customer)', 200, () =>
    app.inject({ method: 'GET', url: `/api/booking-requests/${request.id}/activity`, headers: customer }),
  );

  // 100,000 notifications of one staff member, a third of them unread.
  const [owner] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.emailAddress, DEMO_USERS.superadmin.emailAddress));
  for (let done = 0; done < 100_000; done += BATCH) {
    await database.db.insert(notifications).values(
      Array.from({ length: BATCH }, (_, i) => ({
        userId: owner!.id,
        groupId: randomUUID(),
        cause: 'RECORD_CHANGED' as const,
        referenceObject: 'bookingRequests' as const,
        referenceId: request.id,
        text: `Benchmark notification ${done + i}`,
        seen: (done + i) % 3 !== 0,
        at: new Date(start + (done + i) * 1_000),
      })),
    );
  }
  await vacuumAnalyze(database.db, ['notifications']);
  await measure('GET notifications/count, 100k', 500, () =>
    app.inject({ method: 'GET', url: '/api/notifications/count', headers: staff }),
  );
  await measure('GET notifications (drawer), 100k', 200, () =>
    app.inject({ method: 'GET', url: '/api/notifications?limit=20', headers: staff }),
  );
  await measure('GET notifications unread, 100k', 200, () =>
    app.inject({ method: 'GET', url: '/api/notifications?unread=true&limit=20', headers: staff }),
  );
}
