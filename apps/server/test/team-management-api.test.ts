import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFLICT_MESSAGE, TEAM_MESSAGES, type TAuditPage, type TTeam } from '@portal/domain';
import { syncBookingTasks } from '../src/modules/tasks/sync.ts';
import { bookings, clients, tasks, users } from '../src/platform/db/schema/index.ts';
import { DEMO_CLIENTS, DEMO_USERS } from '../src/seed/demo-users.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

/**
 * Team Management's Teams tab through the API (issue 21 part 2, spec 002 §2, §3 "Team"): superadmins list, create,
 * save (versioned: 409 for a stale save) and delete teams, each change audited; other staff, customers and visitors
 * are refused; bad input is answered 400 with what to fix; and a team change decides who gets the next task.
 */

let t: TestApp;
const cookies: Record<'superadmin' | 'sales' | 'customerA1', string> = {
  superadmin: '',
  sales: '',
  customerA1: '',
};
const ids: Record<string, string> = {};
const tag = `TM${Date.now().toString(36).toUpperCase()}`;

const call = (method: string, url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const managed = async (): Promise<TTeam[]> => {
  const answer = await call('GET', '/api/teams/manage', cookies.superadmin);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as TTeam[];
};

const history = async (entityId: string) =>
  (await call('GET', `/api/audit?entity=team&entityId=${entityId}`, cookies.superadmin)).json() as TAuditPage;

beforeAll(async () => {
  t = await buildTestApp();
  for (const who of ['superadmin', 'sales', 'customerA1'] as const) {
    const session = await loginAs(t.app, who);
    cookies[who] = session.cookie;
    ids[who] = session.userId;
  }
  const [operations] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.emailAddress, DEMO_USERS.operations.emailAddress));
  ids.operations = operations!.id;
});
afterAll(async () => t?.close());

const newTeam = (name: string) => ({
  name,
  teamType: 'operations',
  userIds: [ids.operations],
  carriers: ['HSG'],
  categories: ['Export'],
  checklistItems: ['GATE_IN'],
});

describe('GET /api/teams/manage', () => {
  it('lists every team by name with its members, carriers, categories and work', async () => {
    const teams = await managed();
    const names = teams.map((team) => team.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const exportOps = teams.find((team) => team.name === 'Export Operations');
    expect(exportOps).toMatchObject({
      teamType: 'operations',
      categories: ['Export'],
      checklistItems: expect.arrayContaining(['DEPOT_OUT', 'GATE_IN']),
      users: [{ id: ids.operations, name: 'Olivia Frei' }],
      version: expect.any(Number),
    });
    expect(teams.some((team) => team.teamType === 'accounting' && team.taskTypes.length > 0)).toBe(true);
  });

  it('keeps the mention list (GET /api/teams) for every staff member', async () => {
    const answer = await call('GET', '/api/teams', cookies.sales);
    expect(answer.statusCode).toBe(200);
    expect(Object.keys((answer.json() as object[])[0]!).sort()).toEqual(['id', 'name', 'teamType']);
  });
});

describe('team writes', () => {
  it('creates a team, audited with the team as answered', async () => {
    const answer = await call('POST', '/api/teams', cookies.superadmin, newTeam(`${tag} night desk`));
    expect(answer.statusCode, answer.body).toBe(201);
    const team = answer.json() as TTeam;
    expect(team).toMatchObject({ name: `${tag} night desk`, version: 1, carriers: ['HSG'], taskTypes: [] });
    const [entry] = (await history(team.id)).entries;
    expect(entry).toMatchObject({ action: 'create', before: null, after: team, actorUserId: ids.superadmin });
  });

  it('saves a team at the version read, audits before and after, and refuses the stale save with 409', async () => {
    const created = (
      await call('POST', '/api/teams', cookies.superadmin, newTeam(`${tag} export desk`))
    ).json() as TTeam;
    const saved = await call('PUT', `/api/teams/${created.id}`, cookies.superadmin, {
      ...newTeam(`${tag} export desk`),
      carriers: ['HSG', 'ZIM'],
      version: created.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ carriers: ['HSG', 'ZIM'], version: created.version + 1 });
    const [entry] = (await history(created.id)).entries;
    expect(entry).toMatchObject({ action: 'update', before: created, after: saved.json() });

    const stale = await call('PUT', `/api/teams/${created.id}`, cookies.superadmin, {
      ...newTeam(`${tag} export desk`),
      carriers: [],
      version: created.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CONFLICT_MESSAGE);
    expect((await managed()).find((team) => team.id === created.id)?.carriers).toEqual(['HSG', 'ZIM']);
  });

  it('deletes the selected teams, each audited, and answers 404 for a team that is gone', async () => {
    const a = (await call('POST', '/api/teams', cookies.superadmin, newTeam(`${tag} a`))).json() as TTeam;
    const b = (await call('POST', '/api/teams', cookies.superadmin, newTeam(`${tag} b`))).json() as TTeam;
    const answer = await call('DELETE', '/api/teams', cookies.superadmin, { ids: [a.id, b.id] });
    expect(answer.statusCode, answer.body).toBe(204);
    const remaining = (await managed()).map((team) => team.id);
    expect(remaining).not.toContain(a.id);
    expect(remaining).not.toContain(b.id);
    expect((await history(a.id)).entries[0]).toMatchObject({ action: 'delete', before: a, after: null });
    expect((await call('DELETE', '/api/teams', cookies.superadmin, { ids: [a.id] })).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/teams/${a.id}`, cookies.superadmin, { ...newTeam('x'), version: 1 }))
        .statusCode,
    ).toBe(404);
  });

  it('answers 400 with what to fix', async () => {
    const blank = await call('POST', '/api/teams', cookies.superadmin, { ...newTeam(' '), name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain(TEAM_MESSAGES.nameRequired);
    const mixed = await call('POST', '/api/teams', cookies.superadmin, {
      ...newTeam(`${tag} mixed`),
      taskTypes: ['INVOICE_UPLOAD'],
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toContain(TEAM_MESSAGES.typesOnlyAccounting);
    const carrier = await call('POST', '/api/teams', cookies.superadmin, {
      ...newTeam(`${tag} c`),
      carriers: ['NOPE'],
    });
    expect(carrier.statusCode).toBe(400);
    expect(carrier.json().message).toContain('Unknown carrier NOPE');
    const customer = await call('POST', '/api/teams', cookies.superadmin, {
      ...newTeam(`${tag} d`),
      userIds: [ids.customerA1],
    });
    expect(customer.statusCode).toBe(400);
    expect(customer.json().message).toMatch(/active staff/);
    const noVersion = await call('PUT', `/api/teams/${ids.operations}`, cookies.superadmin, newTeam('x'));
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().message).toMatch(/version/);
    const none = await call('DELETE', '/api/teams', cookies.superadmin, { ids: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain(TEAM_MESSAGES.chooseTeams);
  });

  it('refuses other staff and customers (403) and visitors (401), changing nothing', async () => {
    const [team] = await managed();
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/teams/manage'],
      ['POST', '/api/teams', newTeam(`${tag} refused`)],
      ['PUT', `/api/teams/${team!.id}`, { ...newTeam(`${tag} refused`), version: team!.version }],
      ['DELETE', '/api/teams', { ids: [team!.id] }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, cookies.sales, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, cookies.customerA1, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await managed()).find((x) => x.id === team!.id)).toEqual(team);
    expect((await managed()).some((x) => x.name === `${tag} refused`)).toBe(false);
  });
});

describe('task routing reads the teams', () => {
  it('gives the next generated task to the team a saved change lets take it', async () => {
    const db = t.database.db;
    const [alpina] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.erpClientId, DEMO_CLIENTS.A.erpClientId));
    const etd = new Date(Date.now() + 20 * 86_400_000);
    const booking = (suffix: string) => ({
      id: `${tag}${suffix}`,
      clientId: alpina!.id,
      carrierId: 'DAL',
      category: 'Export' as const,
      etd,
      eta: new Date(etd.getTime() + 20 * 86_400_000),
      agentId: ids.superadmin,
      contactId: ids.customerA1,
    });
    const depotOut = async (bookingId: string) =>
      (
        await db
          .select({ userId: tasks.assignedUserId, teamId: tasks.teamId })
          .from(tasks)
          .where(and(eq(tasks.bookingId, bookingId), eq(tasks.type, 'DEPOT_OUT')))
      )[0];

    // Export Operations takes depot out of HSG, HMM and ZIM, not of DAL: the agent gets it.
    await db.insert(bookings).values(booking('B1'));
    await db.transaction((tx) => syncBookingTasks(tx, `${tag}B1`));
    expect(await depotOut(`${tag}B1`)).toEqual({ userId: ids.superadmin, teamId: null });

    const exportOps = (await managed()).find((team) => team.name === 'Export Operations')!;
    const saved = await call('PUT', `/api/teams/${exportOps.id}`, cookies.superadmin, {
      name: exportOps.name,
      teamType: exportOps.teamType,
      userIds: exportOps.users.map((u) => u.id),
      carriers: [...exportOps.carriers, 'DAL'],
      categories: exportOps.categories,
      checklistItems: exportOps.checklistItems,
      taskTypes: exportOps.taskTypes,
      version: exportOps.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    await db.insert(bookings).values(booking('B2'));
    await db.transaction((tx) => syncBookingTasks(tx, `${tag}B2`));
    expect(await depotOut(`${tag}B2`)).toEqual({ userId: null, teamId: exportOps.id });
    // The task made before keeps its assignee.
    expect(await depotOut(`${tag}B1`)).toEqual({ userId: ids.superadmin, teamId: null });

    // Deleting the team gives its open tasks back to the booking's agent instead of to nobody.
    expect((await call('DELETE', '/api/teams', cookies.superadmin, { ids: [exportOps.id] })).statusCode).toBe(
      204,
    );
    expect(await depotOut(`${tag}B2`)).toEqual({ userId: ids.superadmin, teamId: null });
  });
});
