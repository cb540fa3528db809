import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COLLAB_RECORD_KINDS,
  ZCheckInput,
  ZChecklist,
  ZChecklistItem,
  ZChecklistItemParams,
  ZChecklistQuery,
  ZChecklistStageParams,
  ZCollabRecordParams,
  ZCustomerActionInput,
} from '@portal/domain';
import { userActorOf } from '../../platform/http/access.ts';
import { ERROR_ANSWERS, ZApiError } from '../../platform/http/schemas.ts';
import { getChecklist, setCustomerAction, setItemChecked, setStageChecked } from './service.ts';

const tags = ['checklist'];
/** Refusals that depend on the checklist's state (stage order, a checked item, the action's preconditions). */
const errors = { ...ERROR_ANSWERS, 409: ZApiError };

/** The checklist of booking requests and bookings (issue 10 part 2): the same routes under each kind's prefix. */
export const checklistRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of COLLAB_RECORD_KINDS) {
    const base = `/api/${kind}/:id/checklist`;
    const record = kind === 'bookings' ? 'booking' : 'request';

    app.get(
      base,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: `The ${record}’s checklist with its documents and the viewer’s progress`,
          description:
            'Customers get the public items only and the latest document per item unless `showAll=true`; staff ' +
            'get every item and document. A record without a checklist (older data) gets one on first read.',
          params: ZCollabRecordParams,
          querystring: ZChecklistQuery,
          response: { 200: ZChecklist, ...errors },
        },
      },
      async (request) => getChecklist(app.ctx, userActorOf(request), kind, request.params.id, request.query),
    );

    app.put(
      `${base}/:itemId`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Check or uncheck a checklist item (staff)',
          params: ZChecklistItemParams,
          body: ZCheckInput,
          response: { 200: ZChecklistItem, ...errors },
        },
      },
      async (request) =>
        setItemChecked(
          app.ctx,
          userActorOf(request),
          kind,
          request.params.id,
          request.params.itemId,
          request.body.checked,
        ),
    );

    app.put(
      `${base}/:itemId/stages/:stageId`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Check or uncheck a milestone stage, in order (staff)',
          description: 'A stage is checked only after the previous one, unchecked only before the next one.',
          params: ZChecklistStageParams,
          body: ZCheckInput,
          response: { 200: ZChecklistItem, ...errors },
        },
      },
      async (request) =>
        setStageChecked(
          app.ctx,
          userActorOf(request),
          kind,
          request.params.id,
          request.params.itemId,
          request.params.stageId,
          request.body.checked,
        ),
    );

    app.put(
      `${base}/:itemId/customer-action`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: "The customer's 'Completed' (true) or 'Undo Mark Completed' (false) on an item",
          params: ZChecklistItemParams,
          body: ZCustomerActionInput,
          response: { 200: ZChecklistItem, ...errors },
        },
      },
      async (request) =>
        setCustomerAction(
          app.ctx,
          userActorOf(request),
          kind,
          request.params.id,
          request.params.itemId,
          request.body.completed,
        ),
    );
  }
};
