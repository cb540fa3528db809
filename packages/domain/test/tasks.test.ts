import { describe, expect, it } from 'vitest';
import {
  assigneeFor,
  earliestClosing,
  resolvedByChecklist,
  TASK_STATUS_COLOURS,
  TASK_TYPES,
  taskDates,
  taskStatus,
  taskTypeDefinition,
  taskTypesFor,
  teamTakes,
  ZTaskAssignment,
  ZTasksQuery,
  TASK_MESSAGES,
  type TeamScope,
} from '../src/index.ts';

const DAY = 86_400_000;
const now = new Date('2026-11-24T10:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * DAY);
const def = (type: string) => taskTypeDefinition(type)!;

describe('task status (spec 000 §4 "Tasks")', () => {
  const timing = (resolved: boolean, createDays: number, dueDays: number) => ({
    resolved,
    createAt: at(createDays).toISOString(),
    dueDate: at(dueDays).toISOString(),
  });

  it('is Not Created yet without a task, Resolved when resolved whatever the dates', () => {
    expect(taskStatus(null, now)).toBe('Not Created yet');
    expect(taskStatus(timing(true, -10, -5), now)).toBe('Resolved');
  });

  it('is Overdue past the due date, Future before the show date, Pending between', () => {
    expect(taskStatus(timing(false, -10, -1), now)).toBe('Overdue');
    expect(taskStatus(timing(false, 1, 4), now)).toBe('Future');
    expect(taskStatus(timing(false, -1, 2), now)).toBe('Pending');
  });

  it('has the colours of spec 000 §9', () => {
    expect(TASK_STATUS_COLOURS).toMatchObject({
      Overdue: 'error',
      Resolved: 'default',
      Pending: 'info',
      Future: 'success',
    });
  });
});

describe('task dates', () => {
  const booking = { category: 'Export' as const, ets: at(10), eta: at(30), closing: at(7) };

  it('counts from the anchor and shows the task its lead days before it is due', () => {
    expect(taskDates(def('VGM'), booking)).toEqual({ dueDate: at(7), createAt: at(4) });
    expect(taskDates(def('DEPOT_OUT'), booking)).toEqual({ dueDate: at(3), createAt: at(-2) });
    expect(taskDates(def('COMMISSION_CHECK'), booking)).toEqual({ dueDate: at(44), createAt: at(39) });
  });

  it('falls back to two days before departure without a closing, and is null without its date', () => {
    expect(taskDates(def('GATE_IN'), { ...booking, closing: null })!.dueDate).toEqual(at(8));
    expect(taskDates(def('RELEASE'), { ...booking, category: 'Import', eta: null })).toBeNull();
    expect(taskDates(def('GATE_IN'), { ...booking, closing: null, ets: null })).toBeNull();
  });

  it('makes a caused task show at once and fall due its offset after the cause', () => {
    expect(taskDates(def('FILE_CHECK'), booking, now)).toEqual({ dueDate: at(1), createAt: now });
    expect(taskDates(def('COMMISSION_CORRECTION'), booking, now)).toEqual({ dueDate: at(7), createAt: now });
    expect(taskDates(def('FILE_CHECK'), booking)).toBeNull();
  });
});

describe('task types of a booking', () => {
  const types = (category: 'Export' | 'Import', items: string[]) =>
    taskTypesFor(category, new Set(items)).map((t) => t.type);

  it('follows the category and the checklist items present, never the caused types', () => {
    const exportTypes = types('Export', ['DEPOT_OUT', 'GATE_IN', 'B_L', 'INVOICED', 'FREIGHT_COLLECTION']);
    expect(exportTypes).toContain('BL_DRAFT_CREATE');
    expect(exportTypes).toContain('INVOICE_UPLOAD');
    expect(exportTypes).not.toContain('OOG');
    expect(exportTypes).not.toContain('RELEASE');
    expect(exportTypes).not.toContain('FILE_CHECK');
    expect(exportTypes).not.toContain('COMMISSION_CORRECTION');
    expect(types('Import', ['B_L', 'RELEASE_DONE'])).toEqual(
      expect.arrayContaining(['BL_SURRENDERED', 'RELEASE', 'DEMURRAGE_DETENTION', 'COMMISSION_CHECK']),
    );
    expect(types('Export', ['OOG'])).toEqual(expect.arrayContaining(['OOG', 'LASHING_CERTIFICATE']));
  });

  it('names a known checklist item and a follow-up type for every catalogue entry', () => {
    for (const t of TASK_TYPES) {
      if (t.declineFollowUp) expect(taskTypeDefinition(t.declineFollowUp)?.causeOnly).toBe(true);
      expect(t.instruction).toMatch(/\.$/);
    }
  });
});

describe('resolved by the checklist', () => {
  const item = (checked: boolean, stages: [string, boolean][] = []) => ({
    checked,
    stages: stages.map(([id, c]) => ({ id, checked: c })),
  });

  it('follows the item, or its stage', () => {
    expect(resolvedByChecklist(def('GATE_IN'), item(true))).toBe(true);
    expect(resolvedByChecklist(def('GATE_IN'), item(false))).toBe(false);
    const bl = item(false, [
      ['BL_DRAFT_CREATE', true],
      ['BL_DRAFT_SENT', false],
    ]);
    expect(resolvedByChecklist(def('BL_DRAFT_CREATE'), bl)).toBe(true);
    expect(resolvedByChecklist(def('BL_DRAFT_SENT'), bl)).toBe(false);
  });

  it('resolves every stage task when the whole item is checked', () => {
    const bl = item(true, [
      ['BL_DRAFT_CREATE', false],
      ['BL_DRAFT_SENT', false],
    ]);
    expect(resolvedByChecklist(def('BL_DRAFT_SENT'), bl)).toBe(true);
  });

  it('leaves tasks resolved by hand, and tasks without an item, alone', () => {
    expect(resolvedByChecklist(def('LASHING_CERTIFICATE'), item(true))).toBeNull();
    expect(resolvedByChecklist(def('DEMURRAGE_DETENTION'), undefined)).toBeNull();
    expect(resolvedByChecklist(def('GATE_IN'), undefined)).toBeNull();
  });
});

describe('who gets a task', () => {
  const team = (over: Partial<TeamScope>): TeamScope => ({
    id: 't',
    teamType: 'operations',
    carriers: [],
    categories: [],
    checklistItems: [],
    taskTypes: [],
    ...over,
  });
  const booking = { agentId: 'agent', contactId: 'contact', carrierId: 'HSG', category: 'Export' as const };

  it('gives a team the tasks of its items (operations) or types (accounting) within its carriers and categories', () => {
    const ops = team({ id: 'ops', carriers: ['HSG'], categories: ['Export'], checklistItems: ['GATE_IN'] });
    expect(teamTakes(ops, { definition: def('GATE_IN'), carrierId: 'HSG', category: 'Export' })).toBe(true);
    expect(teamTakes(ops, { definition: def('GATE_IN'), carrierId: 'ZIM', category: 'Export' })).toBe(false);
    expect(teamTakes(ops, { definition: def('VGM'), carrierId: 'HSG', category: 'Export' })).toBe(false);
    const acc = team({ id: 'acc', teamType: 'accounting', taskTypes: ['FREIGHT_COLLECTION'] });
    expect(
      teamTakes(acc, { definition: def('FREIGHT_COLLECTION'), carrierId: 'X', category: 'Import' }),
    ).toBe(true);
    expect(teamTakes(acc, { definition: def('GATE_IN'), carrierId: 'HSG', category: 'Export' })).toBe(false);
  });

  it('prefers a team, then a reassignment rule, then the agent; client tasks go to the contact person', () => {
    const ops = team({ id: 'ops', checklistItems: ['GATE_IN'] });
    const rules = [{ fromUserId: 'agent', carrierId: 'HSG', toUserId: 'colleague' }];
    expect(assigneeFor(def('GATE_IN'), booking, [ops], rules)).toEqual({
      userId: null,
      teamId: 'ops',
      userRole: 'staff',
    });
    expect(assigneeFor(def('INVOICING'), booking, [ops], rules).userId).toBe('colleague');
    expect(assigneeFor(def('INVOICING'), { ...booking, carrierId: 'ZIM' }, [ops], rules).userId).toBe(
      'agent',
    );
    expect(assigneeFor(def('VGM'), booking, [ops], rules)).toEqual({
      userId: 'contact',
      teamId: null,
      userRole: 'client',
    });
  });
});

describe('the earliest closing of the port terms', () => {
  it('reads dd.MM.yyyy HH:mm closings and takes the earliest', () => {
    expect(
      earliestClosing({
        Closings: [
          { ClosingType: 'FCO', ClosingDate: '26.11.2026', ClosingTime: '12:00' },
          { ClosingType: 'DCO', ClosingDate: '25.11.2026', ClosingTime: '16:30' },
        ],
      }),
    ).toEqual(new Date('2026-11-25T16:30:00Z'));
  });

  it('is null without readable closings', () => {
    expect(earliestClosing({})).toBeNull();
    expect(earliestClosing(null)).toBeNull();
    expect(earliestClosing({ Closings: [{ ClosingDate: 'soon' }] })).toBeNull();
  });
});

describe('My Day inputs', () => {
  it('defaults to my operations tasks without client tasks, 25 a page', () => {
    expect(ZTasksQuery.parse({})).toMatchObject({
      category: 'operations',
      assignee: 'me',
      clientTasks: false,
      page: 1,
      perPage: 25,
    });
  });

  it('refuses page sizes other than 10, 25 and 50 and unknown assignees with a message', () => {
    expect(ZTasksQuery.safeParse({ perPage: '7' }).error?.issues[0]?.message).toBe(
      'perPage must be 10, 25 or 50.',
    );
    expect(ZTasksQuery.safeParse({ assignee: 'nobody' }).success).toBe(false);
  });

  it('needs a user and one to a hundred tasks to assign', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(ZTaskAssignment.safeParse({ userId: id, taskIds: [] }).error?.issues[0]?.message).toBe(
      TASK_MESSAGES.chooseTasks,
    );
    expect(ZTaskAssignment.safeParse({ taskIds: [id] }).error?.issues[0]?.message).toBe(
      TASK_MESSAGES.chooseUser,
    );
    expect(ZTaskAssignment.safeParse({ userId: id, taskIds: [id] }).success).toBe(true);
  });
});
