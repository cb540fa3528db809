import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserActor } from '@portal/domain';
import { findGroupWithQuotes } from '../src/modules/quotes/group-page-repo.ts';
import * as repo from '../src/modules/quotes/repo.ts';
import { resolveSession } from '../src/platform/auth/session-plugin.ts';
import { withTenant } from '../src/platform/db/tenant.ts';
import type { DemoUserKey } from '../src/seed/demo-users.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';
import { createQuoteGroup } from './quote-helpers.ts';

/**
 * The quote group page reads its group and quotes in one statement (group-page-repo.ts); it must answer exactly
 * what findGroup and quotesOfGroups answer, for every kind of actor, under the tenant transaction.
 */
let t: TestApp;
const actors = new Map<DemoUserKey, UserActor>();
const groups: number[] = [];

async function actorOf(who: DemoUserKey): Promise<UserActor> {
  const { cookie } = await loginAs(t.app, who);
  const resolved = await resolveSession(t.app, cookie.split('=')[1]!, { fresh: true });
  return resolved!.actor;
}

beforeAll(async () => {
  t = await buildTestApp();
  for (const who of ['operations', 'customerA1', 'customerB1', 'customerB2', 'salesRestricted'] as const)
    actors.set(who, await actorOf(who));
  const b1 = (await loginAs(t.app, 'customerB1')).cookie;
  const a1 = (await loginAs(t.app, 'customerA1')).cookie;
  const staff = await loginAs(t.app, 'operations');
  const hanse = await createQuoteGroup(t.app, b1);
  groups.push(hanse.groupId, (await createQuoteGroup(t.app, a1)).groupId);
  // An assignee and a status, so the joined staff names and the quote's own columns are read too.
  const assigned = await t.app.inject({
    method: 'PATCH',
    url: `/api/quotes/${hanse.quotes[0]!.id}`,
    headers: { cookie: staff.cookie },
    payload: { assignedToId: staff.userId, status: 1 },
  });
  expect(assigned.statusCode).toBe(200);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('the quote group page query', () => {
  it('answers what findGroup and quotesOfGroups answer, for staff, customers and restricted actors', async () => {
    let seen = 0;
    for (const [who, actor] of actors) {
      for (const id of [...groups, -1]) {
        const [single, separate] = await withTenant(t.app.ctx.db, actor, async (tx) => {
          const group = await repo.findGroup(tx, actor, id);
          const quotes = group ? await repo.quotesOfGroups(tx, actor, [id]) : [];
          return [await findGroupWithQuotes(tx, actor, id), group && { group, quotes }] as const;
        });
        expect(single, `${who} on group ${id}`).toEqual(separate);
        if (single) seen += single.quotes.length;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('shows a carrier-restricted customer only its carriers, and another company nothing', async () => {
    const [hanse] = groups;
    const read = (who: DemoUserKey) =>
      withTenant(t.app.ctx.db, actors.get(who)!, (tx) => findGroupWithQuotes(tx, actors.get(who)!, hanse!));
    const all = await read('customerB1');
    const restricted = await read('customerB2');
    expect(all!.quotes.map((q) => q.quote.carrierId)).toContain('HSD');
    expect(restricted!.quotes.map((q) => q.quote.carrierId)).not.toContain('HSD');
    expect(restricted!.quotes.every((q) => ['HSG', 'ZIM'].includes(q.quote.carrierId))).toBe(true);
    expect(await read('customerA1')).toBeNull();
  });
});
