import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBookingRequestDetail,
  ZBookingRequestPatch,
  ZQuoteSuggestionRow,
  ZRequestActionInput,
  ZRequestActionParams,
  ZRequestIdParams,
  ZSpecialRemarkTemplate,
  ZTagSelection,
  ZWatchersInput,
} from '@portal/domain';
import { ERROR_ANSWERS, ZApiError } from '../../platform/http/schemas.ts';
import { getInitialRequest, getRequestDetail, listSpecialRemarkTemplates } from './detail-service.ts';
import { runRequestAction, setWatchers } from './lifecycle-service.ts';
import { patchRequest } from './patch-service.ts';
import { suggestQuotes } from './quote-suggestions-service.ts';
import { selectRequestTags } from './tag-selection-service.ts';
import { userActorOf } from '../../platform/http/access.ts';

const tags = ['booking requests'];
/** Changes answer 409 when the request changed since the version they name, or a rule refuses them. */
const errors = { ...ERROR_ANSWERS, 409: ZApiError };

/** The request workbench (issue 9): the request page, its saves, lifecycle, watchers, tags and helpers. */
export const requestWorkbenchRoutes: FastifyPluginAsyncZod = async (app) => {
  // The request's activity log (issue 10 part 1).

  app.get(
    '/api/booking-requests/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One booking request (the request page); opening it as its agent marks it read',
        params: ZRequestIdParams,
        response: { 200: ZBookingRequestDetail, ...errors },
      },
    },
    async (request) => getRequestDetail(app.ctx, userActorOf(request), request.params.id),
  );

  app.patch(
    '/api/booking-requests/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Save the edit mode: the changed fields and the version the edit started from',
        description:
          'Customers may change their reference, cargo lines, sailing, quote and special requests while the ' +
          'request is Requested; everything else is staff work. 409 when someone saved in between.',
        params: ZRequestIdParams,
        body: ZBookingRequestPatch,
        response: { 200: ZBookingRequestDetail, ...errors },
      },
    },
    async (request) => patchRequest(app.ctx, userActorOf(request), request.params.id, request.body),
  );

  app.put(
    '/api/booking-requests/:id/watchers',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Watchers dialog: assign or remove the agent, set the client',
        params: ZRequestIdParams,
        body: ZWatchersInput,
        response: { 200: ZBookingRequestDetail, ...errors },
      },
    },
    async (request) => setWatchers(app.ctx, userActorOf(request), request.params.id, request.body),
  );

  app.put(
    '/api/booking-requests/:id/tags',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Choose the request’s tags (the whole selection, at most 10)',
        params: ZRequestIdParams,
        body: ZTagSelection,
        response: { 200: ZBookingRequestDetail, ...errors },
      },
    },
    async (request) => selectRequestTags(app.ctx, userActorOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/booking-requests/:id/quote-suggestions',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          "'Pick a quote': up to 10 quotes of the client on the lane like the request's carrier and cargo",
        params: ZRequestIdParams,
        response: { 200: z.array(ZQuoteSuggestionRow), ...errors },
      },
    },
    async (request) => suggestQuotes(app.ctx, userActorOf(request), request.params.id),
  );

  app.get(
    '/api/booking-requests/:id/initial',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The request as first submitted (compare dialog)',
        params: ZRequestIdParams,
        response: { 200: ZBookingRequestDetail, ...errors },
      },
    },
    async (request) => getInitialRequest(app.ctx, userActorOf(request), request.params.id),
  );

  app.post(
    '/api/booking-requests/:id/:action',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Archive, restore, hold, release (unhold), mark read or unread',
        description:
          'Archive, restore, hold and unhold name the version they were taken on (409 when stale or refused); ' +
          'read and unread are the reader’s marks and take any version.',
        params: ZRequestActionParams,
        body: ZRequestActionInput,
        response: { 200: ZBookingRequestDetail, ...errors },
      },
    },
    async (request) =>
      runRequestAction(
        app.ctx,
        userActorOf(request),
        request.params.id,
        request.params.action,
        request.body.version,
      ),
  );

  app.get(
    '/api/special-remark-templates',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Special remark templates staff pick from while editing a request',
        response: { 200: z.array(ZSpecialRemarkTemplate), ...errors },
      },
    },
    async () => listSpecialRemarkTemplates(app.ctx),
  );
};
