import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REQUEST_IMPORT_MESSAGES,
  STAGED_UPLOAD_MESSAGES,
  ZRequestImported,
  ZRequestImportRefused,
  type UserActor,
} from '@portal/domain';
import { readOneUpload } from '../../platform/files/read-upload.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import { ERROR_ANSWERS, ZApiError } from '../../platform/http/schemas.ts';
import { ClientRequiredError, importBookingConfirmation } from './import-service.ts';

const ZImportFields = z.object({ clientId: z.string().uuid('clientId: Choose a client.').optional() });

/** Upload Booking (HTML): staff turn an INTTRA booking e-mail into a request (spec 000 §4 "Imports", §5). */
export const requestImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/booking-requests/import',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['booking requests'],
        summary: 'Upload Booking (HTML): make a request from an INTTRA "Booking - Requested" e-mail',
        description:
          'multipart/form-data with exactly one .html file and, optionally, `clientId`. Another booking type or ' +
          "another file answers 400 'File must be of type: Booking - Requested'. When no client matches the " +
          'booker and no clientId is sent, 400 with `clientRequired: true`: send the file again with the chosen ' +
          "client. 201: the request's id and the labels of what the e-mail did not say (the warning panel).",
        consumes: ['multipart/form-data'],
        response: {
          201: ZRequestImported,
          ...ERROR_ANSWERS,
          400: ZRequestImportRefused,
          413: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const upload = await readOneUpload(request, {
        // The parser reads the first megabyte (BOOKING_CONFIRMATION_LIMITS); the whole e-mail is kept as uploaded.
        maxBytes: app.ctx.config.UPLOAD_MAX_BYTES,
        notMultipart: REQUEST_IMPORT_MESSAGES.oneHtmlFile,
        missing: REQUEST_IMPORT_MESSAGES.oneHtmlFile,
      }).catch((error: unknown) => {
        // A second file gets the import's own words: exactly one .html file.
        if (error instanceof AppError && error.message === STAGED_UPLOAD_MESSAGES.oneFileAtATime)
          throw badRequest(REQUEST_IMPORT_MESSAGES.oneHtmlFile);
        throw error;
      });
      const fields = ZImportFields.safeParse({ clientId: upload.fields.clientId || undefined });
      if (!fields.success) throw badRequest(fields.error.issues[0]!.message);
      try {
        const imported = await importBookingConfirmation(
          app.ctx,
          request.actor as UserActor,
          upload,
          fields.data,
        );
        return await reply.status(201).send(imported);
      } catch (error) {
        if (!(error instanceof ClientRequiredError)) throw error;
        return reply.status(400).send({ code: error.code, message: error.message, clientRequired: true });
      }
    },
  );
};
