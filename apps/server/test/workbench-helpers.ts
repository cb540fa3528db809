import { eq } from 'drizzle-orm';
import type { LiveEvent } from '@portal/domain';
import { bookingRequestActivity } from '../src/platform/db/schema/index.ts';
import { cargoLine } from './booking-requests-helpers.ts';
import type { TestApp } from './helper.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The request workbench's API, called as one visitor after another. */
export function workbenchClient(t: TestApp) {
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const path = (id: string, rest = '') => `/api/booking-requests/${id}${rest}`;
  return {
    call,
    detail: (id: string, cookie: string) => call('GET', path(id), cookie),
    patch: (id: string, cookie: string, body: object) => call('PATCH', path(id), cookie, body),
    action: (id: string, cookie: string, action: string, version: number) =>
      call('POST', path(id, `/${action}`), cookie, { version }),
    watchers: (id: string, cookie: string, body: object) => call('PUT', path(id, '/watchers'), cookie, body),
    tags: (id: string, cookie: string, tagIds: string[]) =>
      call('PUT', path(id, '/tags'), cookie, { tagIds }),
    /** A request submitted through the wizard's endpoint; answers its id. */
    async submit(cookie: string, over: Record<string, unknown> = {}): Promise<string> {
      const answer = await call('POST', '/api/booking-requests', cookie, {
        origin: 'DEHAM',
        destination: 'BRSSZ',
        carrierId: 'HSG',
        customerReference: 'WB-1',
        termsAccepted: true,
        containers: [cargoLine()],
        ...over,
      });
      if (answer.statusCode !== 201) throw new Error(`submit: ${answer.statusCode} ${answer.body}`);
      return answer.json().id as string;
    },
    /** The activity rows of a request, oldest first. */
    async activity(requestId: string) {
      const rows = await t.database.db
        .select()
        .from(bookingRequestActivity)
        .where(eq(bookingRequestActivity.requestId, requestId));
      return rows.sort((a, b) => a.at.getTime() - b.at.getTime());
    },
    /** Records the live events of a request published while `fn` runs (NOTIFY delivers them a moment later). */
    async eventsDuring(requestId: string, fn: () => Promise<unknown>): Promise<LiveEvent[]> {
      const heard: LiveEvent[] = [];
      const stop = t.app.ctx.events.subscribe((e) => {
        if (e.id === requestId) heard.push(e);
      });
      try {
        // Events of earlier steps may still be on their way (NOTIFY on PostgreSQL delivers them late): they are
        // let through and dropped until the request has been quiet for 150 ms.
        for (let quiet = 0, seen = 0; quiet < 150;) {
          await new Promise((resolve) => setTimeout(resolve, 25));
          quiet = heard.length === seen ? quiet + 25 : 0;
          seen = heard.length;
        }
        heard.length = 0;
        await fn();
        for (let waited = 0; heard.length === 0 && waited < 1000; waited += 20)
          await new Promise((resolve) => setTimeout(resolve, 20));
        await new Promise((resolve) => setTimeout(resolve, 30));
      } finally {
        stop();
      }
      return heard;
    },
  };
}
