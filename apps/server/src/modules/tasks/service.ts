import {
  actorIsStaff,
  can,
  checklistTemplateFor,
  listAnswer,
  taskDates,
  taskStatus,
  taskTypeDefinition,
  taskTypesFor,
  TASK_MESSAGES,
  type ListAnswer,
  type TBookingTasks,
  type TTaskAssignment,
  type TTaskResolution,
  type TTaskRow,
  type TTasksQuery,
  type UserActor,
  assigneeRefusal,
} from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { AppError, badRequest, notFound } from '../../platform/http/app-error.ts';
import { insertEntries } from '../activity/repo.ts';
import { findBookingRow } from '../bookings/bookings-repo.ts';
import { publishNotifications } from '../notifications/notify.ts';
import { notifyCollabChange } from '../notifications/request-causes.ts';
import { findActiveStaff, userDisplayName } from '../users/repo.ts';
import * as repo from './repo.ts';
import { anchorsOf, loadTaskContext, newTaskRow, templateFacts } from './sync.ts';
import { tasksEvent, type TaskBooking } from './events.ts';
import { toTaskRow } from './view.ts';
import { clearingOnResolution } from '../payments/clearing.ts';
import { paymentsEvent } from '../payments/events.ts';

/**
 * Tasks and My Day (issue 12 parts 1 and 2, spec 000 §2 "My Day", §4 "Tasks", §6): the list, assigning, resolving
 * and declining, a booking's progress, and a customer's 'Mark that something is wrong'. Each change runs in one
 * transaction with its activity entry and is published (live entity 'tasks') after commit.
 */

const BOOKING_NOT_FOUND = 'The booking';

/** GET /api/tasks: staff any list; a customer only the client tasks assigned to them (never 403). */
/** What a task shown again (a declined check's follow-up, a reported file check) gets: open, new dates, announced anew. */
function reopening(dates: { dueDate: Date; createAt: Date }) {
  return {
    show: true,
    resolved: false,
    resolvedAt: null,
    resolvedById: null,
    dueDate: dates.dueDate,
    createAt: dates.createAt,
    notifiedAt: null,
  };
}

export async function listTasks(
  ctx: AppContext,
  actor: UserActor,
  query: TTasksQuery,
): Promise<ListAnswer<TTaskRow>> {
  const now = new Date();
  // The permission behind My Day's staff filters (the web shows them by the same): without it the department,
  // assignee and client-task filters are not the caller's to choose: their own client tasks, of every department.
  const everyones = can(actor, 'read:task:any');
  return withTenant(ctx.db, actor, async (tx) => {
    const userId = !everyones || query.assignee === 'me' ? actor.userId : query.assignee;
    const assignee: repo.MyDayFilter['assignee'] =
      everyones && query.assignee === 'all'
        ? { kind: 'all' }
        : { kind: 'user', userId, teamIds: everyones ? await repo.teamIdsOf(tx, userId) : [] };
    const page = await repo.listMyDay(tx, actor, {
      department: everyones ? query.category : null,
      assignee,
      status: query.status,
      carrier: query.carrier,
      payDate: query.payDate,
      clientTasks: query.clientTasks,
      page: query.page,
      perPage: query.perPage,
      now,
    });
    return listAnswer(
      page.rows.map((r) => toTaskRow(r, now)),
      page.count,
      query.page,
      query.perPage,
      page.countCapped,
    );
  });
}

/** The bookings of some tasks, for the activity entries and live events. */
function bookingsOf(rows: readonly { bookingId: string; clientId: string; carrierId: string }[]) {
  const out = new Map<string, TaskBooking>();
  for (const r of rows)
    out.set(r.bookingId, { id: r.bookingId, clientId: r.clientId, carrierId: r.carrierId });
  return [...out.values()];
}

async function publishTasks(ctx: AppContext, touched: readonly TaskBooking[]) {
  for (const booking of touched) await ctx.events.publish(tasksEvent(booking));
}

/**
 * PUT /api/tasks/assignment: the toolbar's 'Assign user' (spec 000 §8). All or nothing: a task the actor may not
 * see is 404 and nothing is assigned; the user must be active staff (400). One TASK_ASSIGNED entry per booking.
 */
export async function assignTasks(
  ctx: AppContext,
  actor: UserActor,
  input: TTaskAssignment,
): Promise<{ data: TTaskRow[] }> {
  const ids = [...new Set(input.taskIds)];
  const now = new Date();
  const result = await withTenant(ctx.db, actor, async (tx) => {
    const found = await repo.findTasks(tx, actor, ids, { lock: true });
    if (found.length !== ids.length) throw new AppError('NOT_FOUND', TASK_MESSAGES.taskNotFound);
    const user = await findActiveStaff(tx, input.userId);
    if (!user) throw badRequest(TASK_MESSAGES.notAssignable);
    for (const booking of bookingsOf(found)) {
      const refusal = assigneeRefusal(user, booking, 'booking');
      if (refusal) throw badRequest(`userId: ${refusal}`);
    }
    await repo.assignTasks(tx, ids, input.userId);
    const byName = await userDisplayName(tx, actor.userId);
    const touched = bookingsOf(found);
    for (const booking of touched) {
      const labels = found
        .filter((t) => t.bookingId === booking.id)
        .map((t) => taskTypeDefinition(t.type)?.label ?? t.type);
      await insertEntries(tx, { kind: 'bookings', id: booking.id, clientId: booking.clientId }, [
        {
          type: 'ACTIVITY',
          changeType: 'TASK_ASSIGNED',
          comment: `${labels.join(', ')} assigned to ${user.firstName} ${user.lastName}`,
          byUserId: actor.userId,
          byName,
          realUserId: actor.realUserId,
          isInternal: true,
          data: {
            taskIds: found.filter((t) => t.bookingId === booking.id).map((t) => t.id),
            userId: user.id,
          },
        },
      ]);
    }
    const rows = await repo.taskRowsInOrder(tx, actor, ids);
    return { data: rows.map((r) => toTaskRow(r, now)), touched };
  });
  await publishTasks(ctx, result.touched);
  return { data: result.data };
}

/**
 * PUT /api/tasks/{taskId}/resolution (spec 000 §4 "Tasks"): resolve or reopen a task resolved by hand; decline a
 * RESOLVE_OR_DECLINE check, which reopens it and shows its follow-up (made when missing) due `offsetDays` from
 * now; resolving such a check hides the follow-up again. A clear-invoice task clears its Blocked payment.
 */
export async function resolveTask(
  ctx: AppContext,
  actor: UserActor,
  taskId: string,
  input: TTaskResolution,
): Promise<TTaskRow> {
  const now = new Date();
  const result = await withTenant(ctx.db, actor, async (tx) => {
    const [task] = await repo.findTasks(tx, actor, [taskId], { lock: true });
    if (!task) throw new AppError('NOT_FOUND', TASK_MESSAGES.taskNotFound);
    if (task.manualResolve === 'NO_MANUAL_RESOLVE') throw badRequest(TASK_MESSAGES.noManualResolve);
    if (input.action === 'decline' && task.manualResolve !== 'RESOLVE_OR_DECLINE')
      throw badRequest(TASK_MESSAGES.cannotDecline);
    const resolved = input.action === 'resolve';
    await repo.updateTask(tx, task.id, {
      resolved,
      resolvedAt: resolved ? now : null,
      resolvedById: resolved ? actor.userId : null,
    });
    const definition = taskTypeDefinition(task.type);
    const followUp = definition?.declineFollowUp ? taskTypeDefinition(definition.declineFollowUp) : undefined;
    if (followUp) {
      const [existing] = (await repo.tasksOfBooking(tx, task.bookingId)).filter(
        (t) => t.type === followUp.type,
      );
      if (input.action === 'decline') {
        const dates = taskDates(followUp, anchorsOf((await repo.bookingForTasks(tx, task.bookingId))!), now)!;
        if (existing) await repo.updateTask(tx, existing.id, { ...reopening(dates), followUpOf: task.id });
        else {
          const booking = (await repo.bookingForTasks(tx, task.bookingId))!;
          await repo.insertTasks(tx, [
            {
              ...newTaskRow(followUp, booking, dates, await loadTaskContext(tx), false, now),
              show: true,
              followUpOf: task.id,
            },
          ]);
        }
      } else if (resolved && existing?.show && !existing.resolved)
        await repo.updateTask(tx, existing.id, { show: false });
    }
    // A clear-invoice task clears its payment, and reopening it reverts the clearing (spec 000 §4 "Tasks").
    const payment = input.action === 'decline' ? null : await clearingOnResolution(tx, actor, task, resolved);
    const [row] = await repo.taskRowsInOrder(tx, actor, [task.id]);
    return { row: toTaskRow(row!, now), touched: bookingsOf([task]), payment };
  });
  await publishTasks(ctx, result.touched);
  if (result.payment) await ctx.events.publish(paymentsEvent(result.payment));
  return result.row;
}

/**
 * GET /api/bookings/{id}/tasks: every type the booking gets with its task once made, by due date (the not yet
 * dated last). Staff see client tasks too; a customer of the booking's company only client tasks; anyone else 404.
 */
export async function bookingTasks(
  ctx: AppContext,
  actor: UserActor,
  bookingId: string,
): Promise<TBookingTasks> {
  const now = new Date();
  return withTenant(ctx.db, actor, async (tx) => {
    if (!(await findBookingRow(tx, actor, bookingId))) throw notFound(BOOKING_NOT_FOUND);
    return bookingProgress(tx, actor, bookingId, now);
  });
}

async function bookingProgress(db: DbOrTx, actor: UserActor, bookingId: string, now: Date) {
  const staff = actorIsStaff(actor);
  const booking = (await repo.bookingForTasks(db, bookingId))!;
  const rows = await repo.bookingTaskRows(db, actor, bookingId);
  const byType = new Map(rows.map((r) => [r.task.type, r]));
  // A booking whose checklist is not made yet (it is on first use) gets the types of its template.
  const stored = await repo.checklistItemIds(db, actor, bookingId);
  const items =
    stored.size > 0
      ? stored
      : new Set(checklistTemplateFor(booking.category, templateFacts(booking)).map((t) => t.id));
  const anchors = anchorsOf(booking);
  const types = [
    ...taskTypesFor(booking.category, items).map((d) => d.type),
    ...rows.map((r) => r.task.type),
  ];
  const entries = [...new Set(types)]
    .map((type) => taskTypeDefinition(type)!)
    .filter((d) => d && (staff || d.userRole === 'client'))
    .map((definition) => {
      const data = byType.get(definition.type);
      const task = data ? toTaskRow(data, now) : null;
      const dueDate =
        task?.dueDate ??
        (definition.causeOnly ? null : (taskDates(definition, anchors)?.dueDate.toISOString() ?? null));
      return {
        type: definition.type,
        label: definition.label,
        department: definition.department,
        userRole: definition.userRole,
        status: task ? task.status : taskStatus(null, now),
        dueDate,
        task,
      };
    })
    .sort((a, b) => {
      if (a.dueDate === b.dueDate) return a.label.localeCompare(b.label);
      if (a.dueDate === null) return 1;
      if (b.dueDate === null) return -1;
      return a.dueDate.localeCompare(b.dueDate);
    });
  return { bookingId, category: booking.category, entries };
}

/**
 * POST /api/bookings/{id}/something-wrong: a customer's 'Mark that something is wrong' (spec 000 §4, §6) makes or
 * reopens the booking's FILE_CHECK task (shown, open, due in a day, assigned as any operations task), logs
 * MARK_SOMETHING_WRONG with the comment and tells the agent. A second report while the check is open changes
 * nothing. The task is staff's, which a customer's own row-level security may not read, so the transaction runs as
 * the owner after the repo found the booking under the customer's scope (as checklists are made, decision 36).
 */
export async function reportSomethingWrong(
  ctx: AppContext,
  actor: UserActor,
  bookingId: string,
  input: { comment?: string | undefined },
): Promise<{ message: string; created: boolean }> {
  if (actorIsStaff(actor))
    throw new AppError('FORBIDDEN', 'Only customers report a problem with their booking.');
  const now = new Date();
  const result = await ctx.db.transaction(async (tx: Tx) => {
    const found = await findBookingRow(tx, actor, bookingId, { lock: true });
    if (!found) throw notFound(BOOKING_NOT_FOUND);
    const booking = (await repo.bookingForTasks(tx, bookingId))!;
    const definition = taskTypeDefinition('FILE_CHECK')!;
    const [existing] = (await repo.tasksOfBooking(tx, bookingId)).filter((t) => t.type === definition.type);
    if (existing?.show && !existing.resolved) return null;
    const dates = taskDates(definition, anchorsOf(booking), now)!;
    const comment = input.comment?.trim() || null;
    const fresh = newTaskRow(definition, booking, dates, await loadTaskContext(tx), false, now);
    if (existing)
      await repo.updateTask(tx, existing.id, {
        ...reopening(dates),
        additionalInfo: comment,
        assignedUserId: fresh.assignedUserId ?? null,
        teamId: fresh.teamId ?? null,
      });
    else await repo.insertTasks(tx, [{ ...fresh, show: true, additionalInfo: comment }]);
    await insertEntries(tx, { kind: 'bookings', id: bookingId, clientId: booking.clientId }, [
      {
        type: comment ? 'ACTIVITY_WITH_COMMENT' : 'ACTIVITY',
        changeType: 'MARK_SOMETHING_WRONG',
        comment,
        byUserId: actor.userId,
        byName: await userDisplayName(tx, actor.userId),
        realUserId: actor.realUserId,
        isInternal: false,
      },
    ]);
    const notified = await notifyCollabChange(
      ctx,
      tx,
      actor,
      { kind: 'bookings', id: bookingId },
      {
        cause: 'RECORD_CHANGED',
        activityId: null,
        isInternal: true,
        detail: 'marked that something is wrong',
      },
    );
    return { booking: { id: bookingId, clientId: booking.clientId, carrierId: booking.carrierId }, notified };
  });
  if (!result) return { message: TASK_MESSAGES.somethingWrongExists, created: false };
  await publishTasks(ctx, [result.booking]);
  await ctx.events.publish({
    entity: 'booking',
    id: bookingId,
    clientId: result.booking.clientId,
    carrierIds: [result.booking.carrierId],
  });
  await publishNotifications(ctx, result.notified);
  return { message: TASK_MESSAGES.somethingWrongSent, created: true };
}
