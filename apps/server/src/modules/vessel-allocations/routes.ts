import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAllocationImportResult,
  ZAllocationInput,
  ZAllocationItem,
  ZAllocationItemsQuery,
  ZAllocationSaved,
  ZAllocationScheduleQuery,
  ZBookingSpace,
  ZFullyBookedInput,
  ZFullyBookedState,
  ZVoyageIdParams,
} from '@portal/domain';
import { readOneUpload } from '../../platform/files/read-upload.ts';
import { userActorOf } from '../../platform/http/access.ts';
import { ERROR_ANSWERS as errors, ZApiError } from '../../platform/http/schemas.ts';
import {
  AllocationImportError,
  allocationItems,
  allocationSchedule,
  importAllocations,
  saveAllocation,
  setFullyBooked,
} from './service.ts';

const tags = ['vessel allocation'];
/** An allocation sheet is a few hundred rows; a megabyte is far more than one needs. */
const SHEET_MAX_BYTES = 1024 * 1024;

// Vessel allocation is gated by the privilege (spec 001 §6, 000 §6): staff with role superadmin or operations.
export const vesselAllocationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/vesselAllocationSchedule',
    {
      config: { access: 'privileged' },
      schema: {
        tags,
        summary:
          'BookingSpace list (001 §7): the voyage of the service at POL on etsDate (or the named vessel and voyage) with the previous and next voyage',
        querystring: ZAllocationScheduleQuery,
        response: { 200: z.array(ZBookingSpace), ...errors },
      },
    },
    async (request) => allocationSchedule(app.ctx, request.actor, request.query),
  );

  app.get(
    '/api/vessel-allocations/:voyageId/items',
    {
      config: { access: 'privileged' },
      schema: {
        tags,
        summary: "The voyage's bookings and open requests at POL (the dialog's Allocation section)",
        params: ZVoyageIdParams,
        querystring: ZAllocationItemsQuery,
        response: { 200: z.array(ZAllocationItem), ...errors },
      },
    },
    async (request) => allocationItems(app.ctx, request.actor, request.params.voyageId, request.query.POL),
  );

  app.put(
    '/api/vessel-allocations/:voyageId',
    {
      config: { access: 'privileged' },
      schema: {
        tags,
        summary:
          'Save the TEU and weight (kg) allocation of a voyage at a port of loading (409 when changed since)',
        params: ZVoyageIdParams,
        body: ZAllocationInput,
        response: { 200: ZAllocationSaved, ...errors, 409: ZApiError },
      },
    },
    async (request) => saveAllocation(app.ctx, userActorOf(request), request.params.voyageId, request.body),
  );

  app.put(
    '/api/voyages/:voyageId/fully-booked',
    {
      config: { access: 'privileged' },
      schema: {
        tags,
        summary:
          'Set or clear the fully-booked flag of a vessel with voyage (001 §4; 409 when changed since)',
        params: ZVoyageIdParams,
        body: ZFullyBookedInput,
        response: { 200: ZFullyBookedState, ...errors, 409: ZApiError },
      },
    },
    async (request) => setFullyBooked(app.ctx, userActorOf(request), request.params.voyageId, request.body),
  );

  app.post(
    '/api/vessel-allocations/import',
    {
      config: { access: 'privileged' },
      schema: {
        tags,
        summary: 'Import an allocation sheet (.xlsx or .csv with the columns of 001 §3): all rows or none',
        description:
          'multipart/form-data with one file. Columns CarrierID, ETS, VesselName, VesselCode, VoyageNr, Service, TEU-Allocation, Weight-Allocation (kg), optionally POL; without a POL column every row is for ?POL=. A sheet with problems saves nothing and answers 400 with every problem in `errors`.',
        consumes: ['multipart/form-data'],
        querystring: z.object({ POL: ZAllocationItemsQuery.shape.POL.optional() }),
        response: {
          200: ZAllocationImportResult,
          ...errors,
          400: ZApiError.extend({ errors: z.array(z.string()).optional() }),
          413: ZApiError,
          415: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const { fileName, buffer } = await readOneUpload(request, {
        maxBytes: Math.min(app.ctx.config.UPLOAD_MAX_BYTES, SHEET_MAX_BYTES),
        notMultipart: 'Upload the allocation sheet as multipart/form-data.',
        missing: 'Attach one .csv or .xlsx allocation sheet.',
      });
      const gone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort(new Error('The client closed the connection.'));
      });
      try {
        return await importAllocations(
          app.ctx,
          userActorOf(request),
          { buffer, fileName },
          request.query.POL ?? null,
          gone.signal,
        );
      } catch (error) {
        if (!(error instanceof AllocationImportError)) throw error;
        return reply
          .status(400)
          .send({ code: 'BAD_REQUEST', message: error.message, errors: error.problems });
      }
    },
  );
};
