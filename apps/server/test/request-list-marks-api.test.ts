import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBookingRequestRow } from '@portal/domain';
import { bookingRequests } from '../src/platform/db/schema/index.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';
import { workbenchClient } from './workbench-helpers.ts';

/**
 * The requests list's marks (spec 000 §2 "Booking requests list", issue 20 part 3): checklist progress, the
 * pinned-comments count behind the pinned-comments button (staff with the privilege only, spec 001 §6) and the
 * external booking reference behind the logo. Another company never sees the row.
 */
let t: TestApp;
let api: ReturnType<typeof workbenchClient>;
let customerA: string;
let customerB: string;
let superadmin: string;
let sales: string;
let id: string;

/** The request's row in the viewer's Requests tab, found by its number (undefined when not listed). */
async function rowOf(cookie: string): Promise<TBookingRequestRow | undefined> {
  const answer = await api.call(
    'GET',
    `/api/booking-requests?tab=requests&field=requestNumber&q=${id}`,
    cookie,
  );
  expect(answer.statusCode).toBe(200);
  return (answer.json().data as TBookingRequestRow[]).find((r) => r.id === id);
}

beforeAll(async () => {
  t = await buildTestApp();
  api = workbenchClient(t);
  customerA = (await loginAs(t.app, 'customerA1')).cookie;
  customerB = (await loginAs(t.app, 'customerB1')).cookie;
  superadmin = (await loginAs(t.app, 'superadmin')).cookie;
  sales = (await loginAs(t.app, 'sales')).cookie;
  id = await api.submit(customerA);
  await t.database.db
    .update(bookingRequests)
    .set({ externalBookingReference: 'HLCUHAM2611001' })
    .where(eq(bookingRequests.id, id));
  // One internal comment and one public one, both pinned.
  for (const [cookie, text] of [
    [superadmin, 'Check the reefer settings'],
    [customerA, 'Please load on the first sailing'],
  ] as const) {
    const entry = await api.call('POST', `/api/booking-requests/${id}/activity`, cookie, { comment: text });
    expect(entry.statusCode).toBe(201);
    const pinned = await api.call(
      'PUT',
      `/api/booking-requests/${id}/activity/${entry.json().id}/pin`,
      cookie,
      { pinned: true },
    );
    expect(pinned.statusCode).toBe(200);
  }
});
afterAll(async () => t.close());

describe('GET /api/booking-requests row marks', () => {
  it('gives privileged staff the pinned-comment count, the external reference and the staff progress', async () => {
    const row = await rowOf(superadmin);
    expect(row).toMatchObject({ pinnedCommentsCount: 2, externalBookingReference: 'HLCUHAM2611001' });
    expect(row?.checklistProgress?.total).toBeGreaterThan(0);
  });

  it('leaves the count out for staff without the privilege and for the customer', async () => {
    const staffRow = await rowOf(sales);
    expect(staffRow?.externalBookingReference).toBe('HLCUHAM2611001');
    expect(staffRow).not.toHaveProperty('pinnedCommentsCount');
    const own = await rowOf(customerA);
    expect(own).toMatchObject({ externalBookingReference: 'HLCUHAM2611001' });
    expect(own).not.toHaveProperty('pinnedCommentsCount');
    // The customer counts the public checklist items only.
    expect(own!.checklistProgress!.total).toBeLessThan(staffRow!.checklistProgress!.total);
  });

  it('shows another company neither the row nor the request', async () => {
    expect(await rowOf(customerB)).toBeUndefined();
    expect((await api.detail(id, customerB)).statusCode).toBe(404);
  });

  it('counts a pin as it changes', async () => {
    const pinned = (
      await api.call('GET', `/api/booking-requests/${id}/activity?pinned=true`, superadmin)
    ).json().items as { id: string }[];
    const unpin = await api.call(
      'PUT',
      `/api/booking-requests/${id}/activity/${pinned[0]!.id}/pin`,
      superadmin,
      { pinned: false },
    );
    expect(unpin.statusCode).toBe(200);
    expect((await rowOf(superadmin))?.pinnedCommentsCount).toBe(1);
  });
});
