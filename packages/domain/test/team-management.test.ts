import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  adminRowChanged,
  byFirstName,
  DEFAULT_ADMIN_ROLE,
  mayBecomeAdmin,
  redirectTargetsFor,
  TEAM_CATEGORIES,
  TEAM_CHECKLIST_ITEMS,
  TEAM_MESSAGES,
  TEAM_TASK_TYPES,
  teamRowChanged,
  ZAdminGrant,
  ZAdminUpdate,
  ZTeamInput,
  ZTeamUpdate,
  type TAdminUser,
  type TTeam,
} from '../src/index.ts';

/** Team Management (spec 002 §2 Teams and Users tabs, §4 Admin assignment, §5, §6): the rules both apps share. */

const team: TTeam = {
  id: 't1',
  name: 'Export Operations',
  teamType: 'operations',
  users: [{ id: 'u1', name: 'Olivia Frei' }],
  carriers: ['HSG', 'ZIM'],
  categories: ['Export'],
  checklistItems: ['DEPOT_OUT', 'GATE_IN'],
  taskTypes: [],
  version: 3,
};
const draft = {
  name: 'Export Operations',
  teamType: 'operations' as const,
  userIds: ['u1'],
  carriers: ['ZIM', 'HSG'],
  categories: ['Export' as const],
  checklistItems: ['GATE_IN', 'DEPOT_OUT'],
  taskTypes: [],
};

describe('the choices a team is made of', () => {
  it('offers the categories Import and Export, the operations checklist items once each, and accounting task types', () => {
    expect(TEAM_CATEGORIES).toEqual(['Import', 'Export']);
    const items = TEAM_CHECKLIST_ITEMS.map((i) => i.id);
    expect(items).toContain('DEPOT_OUT');
    expect(items).toContain('RELEASE_DONE');
    expect(new Set(items).size).toBe(items.length);
    // Freight collection is accounting's work: an operations team cannot take it.
    expect(items).not.toContain('FREIGHT_COLLECTION');
    expect(TEAM_CHECKLIST_ITEMS.find((i) => i.id === 'B_L')?.label).toBe('B/L');
    const types = TEAM_TASK_TYPES.map((t) => t.id);
    expect(types).toContain('INVOICE_UPLOAD');
    expect(types).not.toContain('DEPOT_OUT');
  });
});

describe('teamRowChanged (spec 002 §2 "Team rows show a Save button only when edited")', () => {
  it('is false for the stored values in another order and a name with spaces around it', () => {
    expect(teamRowChanged(team, { ...draft, name: ' Export Operations ' })).toBe(false);
  });

  it('is true once a field differs', () => {
    expect(teamRowChanged(team, { ...draft, name: 'Export Ops' })).toBe(true);
    expect(teamRowChanged(team, { ...draft, userIds: [] })).toBe(true);
    expect(teamRowChanged(team, { ...draft, carriers: ['HSG'] })).toBe(true);
    expect(teamRowChanged(team, { ...draft, categories: ['Export', 'Import'] })).toBe(true);
    expect(teamRowChanged(team, { ...draft, checklistItems: ['GATE_IN'] })).toBe(true);
  });
});

describe('team input', () => {
  it('needs a name, and gives each type only its own kind of work', () => {
    const blank = ZTeamInput.safeParse({ name: '  ', teamType: 'operations' });
    expect(blank.error?.issues[0]?.message).toBe(TEAM_MESSAGES.nameRequired);
    const mixed = ZTeamInput.safeParse({
      name: 'Payments',
      teamType: 'accounting',
      checklistItems: ['GATE_IN'],
    });
    expect(mixed.error?.issues[0]?.message).toBe(TEAM_MESSAGES.itemsOnlyOperations);
    const types = ZTeamInput.safeParse({
      name: 'Ops',
      teamType: 'operations',
      taskTypes: ['INVOICE_UPLOAD'],
    });
    expect(types.error?.issues[0]?.message).toBe(TEAM_MESSAGES.typesOnlyAccounting);
    const unknown = ZTeamInput.safeParse({ name: 'Ops', teamType: 'operations', checklistItems: ['NOPE'] });
    expect(unknown.error?.issues[0]?.message).toBe(TEAM_MESSAGES.unknownItem);
  });

  it('fills empty lists for a new team and needs the version for an update', () => {
    expect(ZTeamInput.parse({ name: ' Night desk ', teamType: 'operations' })).toEqual({
      name: 'Night desk',
      teamType: 'operations',
      userIds: [],
      carriers: [],
      categories: [],
      checklistItems: [],
      taskTypes: [],
    });
    expect(ZTeamUpdate.safeParse({ ...draft }).success).toBe(false);
    const member = '0b0c8f5e-3f55-4a4b-9f55-5e0e1f7d2a11';
    expect(ZTeamUpdate.safeParse({ ...draft, userIds: [member], version: 3 }).success).toBe(true);
  });
});

const admin = (over: Partial<TAdminUser>): TAdminUser => ({
  id: 'a1',
  firstName: 'Sabine',
  lastName: 'Meier',
  emailAddress: 'sabine@example.com',
  role: 'superadmin',
  isAdmin: true,
  carriers: null,
  isRedirectionActive: false,
  redirectedAdminId: null,
  lastSession: null,
  version: 1,
  ...over,
});

describe('admin assignment (spec 002 §4, §5, §6)', () => {
  it("makes eligible only the forwarder's people who are neither admin nor have a role", () => {
    expect(mayBecomeAdmin({ isAdmin: false, role: null, clientId: null })).toBe(true);
    expect(mayBecomeAdmin({ isAdmin: true, role: null, clientId: null })).toBe(false);
    expect(mayBecomeAdmin({ isAdmin: false, role: 'sales', clientId: null })).toBe(false);
    // A customer company's user would see every company's records as staff.
    expect(mayBecomeAdmin({ isAdmin: false, role: null, clientId: 'c1' })).toBe(false);
  });

  it('requires a chosen user and gives the first of the roles by default', () => {
    expect(DEFAULT_ADMIN_ROLE).toBe('superadmin');
    expect(ZAdminGrant.parse({ userId: '0b0c8f5e-3f55-4a4b-9f55-5e0e1f7d2a11' }).role).toBe('superadmin');
    expect(ZAdminGrant.safeParse({}).error?.issues[0]?.message).toBe(ADMIN_MESSAGES.chooseUser);
    expect(
      ZAdminGrant.safeParse({ userId: '0b0c8f5e-3f55-4a4b-9f55-5e0e1f7d2a11', role: 'boss' }).success,
    ).toBe(false);
  });

  it('needs a redirect target while redirection is on', () => {
    const on = ZAdminUpdate.safeParse({
      carriers: [],
      isRedirectionActive: true,
      redirectedAdminId: null,
      version: 1,
    });
    expect(on.error?.issues[0]?.message).toBe(ADMIN_MESSAGES.redirectTarget);
  });

  it('shows Save only when the carriers, the switch or the target differ from the stored user', () => {
    const stored = admin({ carriers: ['HSG', 'ZIM'] });
    const same = { carriers: ['ZIM', 'HSG'], isRedirectionActive: false, redirectedAdminId: null };
    expect(adminRowChanged(stored, same)).toBe(false);
    expect(adminRowChanged(admin({ carriers: null }), { ...same, carriers: [] })).toBe(false);
    expect(adminRowChanged(stored, { ...same, carriers: ['HSG'] })).toBe(true);
    expect(adminRowChanged(stored, { ...same, isRedirectionActive: true, redirectedAdminId: 'a2' })).toBe(
      true,
    );
  });

  it('offers the other admins as redirect targets, by first name', () => {
    const list = [
      admin({ id: 'a2', firstName: 'Olivia' }),
      admin({}),
      admin({ id: 'a3', firstName: 'Luca' }),
    ];
    expect(redirectTargetsFor('a1', list).map((a) => a.id)).toEqual(['a2', 'a3']);
    expect([...list].sort(byFirstName).map((a) => a.firstName)).toEqual(['Luca', 'Olivia', 'Sabine']);
  });
});
