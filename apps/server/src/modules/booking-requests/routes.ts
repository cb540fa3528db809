import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBookingRequestCounts,
  ZBookingRequestCreate,
  ZBookingRequestCreated,
  ZBookingRequestRow,
  ZBookingRequestsQuery,
  ZBulkAssign,
  ZBulkAssignAnswer,
  ZListAnswer,
  ZRequestFileParams,
  ZUploadedFile,
  ZUuidParams,
} from '@portal/domain';
import { readOneUpload } from '../../platform/files/read-upload.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { ERROR_ANSWERS as errors, ZApiError } from '../../platform/http/schemas.ts';
import { createBookingRequest } from './create-service.ts';
import { assignRequests, countRequests, listRequests, openFile } from './service.ts';
import { discardUpload, stageUpload } from './uploads.ts';
import { userActorOf } from '../../platform/http/access.ts';

const tags = ['booking requests'];

export const bookingRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/uploads',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Upload one document for a booking request being written (wizard step 3)',
        description:
          'multipart/form-data with one file: PDF, picture, Office or text file, checked by content.',
        consumes: ['multipart/form-data'],
        response: {
          201: ZUploadedFile,
          ...errors,
          413: ZApiError,
          415: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const file = await readOneUpload(request, {
        maxBytes: app.ctx.config.UPLOAD_MAX_BYTES,
        notMultipart: 'Upload the file as multipart/form-data.',
        missing: 'Attach one file.',
      });
      if (file.buffer.length === 0) throw badRequest(`${file.fileName} is empty.`);
      return reply.status(201).send(await stageUpload(app.ctx, userActorOf(request), file));
    },
  );

  app.delete(
    '/api/uploads/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Remove an uploaded document that was not submitted',
        params: ZUuidParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await discardUpload(app.ctx, userActorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/booking-requests',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Submit an online booking request (the wizard)',
        body: ZBookingRequestCreate,
        response: { 201: ZBookingRequestCreated, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createBookingRequest(app.ctx, userActorOf(request), request.body)),
  );

  app.get(
    '/api/booking-requests',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Booking requests of a tab, last updated first, with filters and search',
        querystring: ZBookingRequestsQuery,
        response: { 200: ZListAnswer(ZBookingRequestRow), ...errors },
      },
    },
    async (request) => listRequests(app.ctx, userActorOf(request), request.query),
  );

  app.get(
    '/api/booking-requests/counts',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Badge counts of the Requests and On Hold tabs',
        response: { 200: ZBookingRequestCounts, ...errors },
      },
    },
    async (request) => countRequests(app.ctx, userActorOf(request)),
  );

  app.post(
    '/api/booking-requests/assign',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "Assign (or unassign) the agent of several requests: 'Assign task to user'",
        body: ZBulkAssign,
        response: { 200: ZBulkAssignAnswer, ...errors },
      },
    },
    async (request) => assignRequests(app.ctx, userActorOf(request), request.body.ids, request.body.agentId),
  );

  app.get(
    '/api/booking-requests/:id/files/:fileId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Download a file of the request',
        params: ZRequestFileParams,
      },
    },
    async (request, reply) => {
      const { file, stream } = await openFile(
        app.ctx,
        userActorOf(request),
        request.params.id,
        request.params.fileId,
      );
      return reply
        .type(file.contentType)
        .header('content-length', stream.size)
        .header('content-disposition', `attachment; filename="${file.name.replace(/"/g, '')}"`)
        .send(stream.body);
    },
  );
};
