import { expect, it } from 'vitest';
import { scheduledSailing } from '../src/modules/booking-requests/chosen-sailing.ts';
import { buildTestApp } from './helper.ts';

// Transshipments of an open search continue on partner lines; a carrier-filtered search keeps to the carrier.
it('takes back every sailing the schedule search offers, from an open or a carrier-filtered search', async () => {
  const t = await buildTestApp();
  const day = new Date(Date.now() + 5 * 86400000).toISOString().slice(0, 10);
  const bad: string[] = [];
  for (const q of ['', '&carrier=HSG']) {
    const answer = (
      await t.app.inject({ url: `/api/routes?origin=DEHAM&destination=BRSSZ&date=${day}&weeks=4${q}` })
    ).json();
    for (const r of answer.routes) {
      try {
        await scheduledSailing(t.app.ctx, r, {
          carrierId: r.origin.carrierId,
          origin: 'DEHAM',
          destination: 'BRSSZ',
        });
      } catch (e) {
        bad.push(`${r.origin.carrierId} ${r.origin.vessel.name} ${(e as Error).message}`);
      }
    }
  }
  expect(bad).toEqual([]);
  await t.close();
}, 60000);
