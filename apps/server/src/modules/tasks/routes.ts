import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSION_RULES,
  ZBookingIdParams,
  ZBookingTasks,
  ZSomethingWrong,
  ZSomethingWrongAnswer,
  ZTaskAssignment,
  ZTaskIdParams,
  ZTaskResolution,
  ZTaskRow,
  ZTasksAnswer,
  ZTasksQuery,
} from '@portal/domain';
import { userActorOf } from '../../platform/http/access.ts';
import { ERROR_ANSWERS } from '../../platform/http/schemas.ts';
import * as service from './service.ts';

const tags = ['tasks'];

/** Tasks and My Day (issue 12 parts 1 and 2, spec 000 §2 "My Day", §4 "Tasks", §6). */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tasks',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'My Day: open tasks already created, by due date',
        description:
          'Staff: a department (operations by default), the assignee (`me` by default: own tasks and those of ' +
          'the teams one belongs to; a user id; `all`), Overdue or Pending (absent: both), a carrier, the pay ' +
          'date, and client tasks only with `clientTasks=true`. The carrier restriction applies. A customer ' +
          'gets the client tasks assigned to them, of their own company, whatever the filter. The count stops ' +
          'at 100 (`countCapped`).',
        querystring: ZTasksQuery,
        response: { 200: ZTasksAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => service.listTasks(app.ctx, userActorOf(request), request.query),
  );

  app.put(
    '/api/tasks/assignment',
    {
      // The same permission shows or hides My Day's 'Assign task to user' in the web.
      config: { access: PERMISSION_RULES['assign:task:any'] },
      schema: {
        tags,
        summary: 'Assign tasks to a staff member (all or nothing)',
        description:
          'Every task must be one the caller may see (else 404, nothing assigned); the user an active staff ' +
          'member (else 400). Writes a TASK_ASSIGNED entry in each booking’s log.',
        body: ZTaskAssignment,
        response: { 200: z.object({ data: z.array(ZTaskRow) }), ...ERROR_ANSWERS },
      },
    },
    async (request) => service.assignTasks(app.ctx, userActorOf(request), request.body),
  );

  app.put(
    '/api/tasks/:taskId/resolution',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Resolve, reopen or decline a task',
        description:
          'Tasks resolved by their checklist (NO_MANUAL_RESOLVE) answer 400. `decline` only for checks that ' +
          'can be declined (RESOLVE_OR_DECLINE): it reopens the check and shows its follow-up task; resolving ' +
          'the check hides the follow-up.',
        params: ZTaskIdParams,
        body: ZTaskResolution,
        response: { 200: ZTaskRow, ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      service.resolveTask(app.ctx, userActorOf(request), request.params.taskId, request.body),
  );

  app.get(
    '/api/bookings/:id/tasks',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The booking’s progress: every task type it gets, with its task once made',
        description:
          'Sorted by due date, the types whose date is not known yet last (Not Created yet). Staff see client ' +
          'tasks too; a customer of the booking’s company only client tasks; anyone else 404.',
        params: ZBookingIdParams,
        response: { 200: ZBookingTasks, ...ERROR_ANSWERS },
      },
    },
    async (request) => service.bookingTasks(app.ctx, userActorOf(request), request.params.id),
  );

  app.post(
    '/api/bookings/:id/something-wrong',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Mark that something is wrong with the booking (customers)',
        description:
          'Makes or reopens the booking’s file check task for its agent, with the optional comment in the log. ' +
          'While that check is open a second report changes nothing (`created: false`).',
        params: ZBookingIdParams,
        body: ZSomethingWrong,
        response: { 200: ZSomethingWrongAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      service.reportSomethingWrong(app.ctx, userActorOf(request), request.params.id, request.body),
  );
};
