import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LOAD_LIST_LIMITS,
  loadListSampleCsv,
  ZLoadListAnswer,
  ZLoadListQuery,
  ZLoadListRejected,
  ZLoadListSaved,
  ZLoadListText,
} from '@portal/domain';
import { readOneUpload } from '../../platform/files/read-upload.ts';
import { userActorOf } from '../../platform/http/access.ts';
import { ERROR_ANSWERS as errors, ZApiError } from '../../platform/http/schemas.ts';
import { listLoadList, LoadListRejected, saveLoadListFile, saveLoadListText } from './service.ts';

const tags = ['load lists'];
const saveAnswers = {
  200: ZLoadListSaved,
  ...errors,
  400: ZLoadListRejected,
  413: ZApiError,
  415: ZApiError,
};

/**
 * A pasted load list is JSON of at most LOAD_LIST_LIMITS.pasteChars characters; the body may be a little larger
 * than the server's usual 1 MB so that a paste past the limit (a 5 MB one) hears the limit in words (400), not a
 * bare 413. Past this, the server's 413 answers.
 */
const PASTE_BODY_LIMIT = 8 * 1024 * 1024;

// Spec 002 §2 "Load list Overview": /loadList is in the staff route table; staff read and add load lists.
export const loadListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/containers',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'Containers on the Export bookings sailing (ETS) in a date range, by carrier and port of loading, ordered by ETS then booking (default ±5 days)',
        querystring: ZLoadListQuery,
        response: { 200: ZLoadListAnswer, ...errors },
      },
    },
    async (request) => listLoadList(app.ctx, request.actor, request.query),
  );

  app.post(
    '/api/load-lists',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'Add a load list from a .csv, .xls or .xlsx file: saved by container number with merge, all or nothing',
        description:
          'multipart/form-data with one file; headers "Container number"/"container", "Seal number"/"sealNum", "Status"/"status". Every container number must be a valid ISO 6346 number; a file with a bad line saves nothing and answers 400 with each problem and its line in `errors`.',
        consumes: ['multipart/form-data'],
        response: saveAnswers,
      },
    },
    async (request, reply) => {
      const { fileName, buffer } = await readOneUpload(request, {
        maxBytes: Math.min(app.ctx.config.UPLOAD_MAX_BYTES, LOAD_LIST_LIMITS.fileBytes),
        notMultipart: 'Upload the load list as multipart/form-data.',
        missing: 'Attach one .csv, .xls or .xlsx load list.',
      });
      // A client that goes away mid-read stops an .xlsx read (its worker is ended).
      const gone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort(new Error('The client closed the connection.'));
      });
      try {
        return await saveLoadListFile(app.ctx, userActorOf(request), { buffer, fileName }, gone.signal);
      } catch (error) {
        if (!(error instanceof LoadListRejected)) throw error;
        return reply.status(400).send({ code: error.code, message: error.message, errors: error.errors });
      }
    },
  );

  app.post(
    '/api/load-lists/text',
    {
      config: { access: 'staff' },
      bodyLimit: PASTE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Add a pasted load list (Container number, Seal number, Status per line), all or nothing',
        body: ZLoadListText,
        response: saveAnswers,
      },
    },
    async (request, reply) => {
      try {
        return await saveLoadListText(app.ctx, userActorOf(request), request.body.text);
      } catch (error) {
        if (!(error instanceof LoadListRejected)) throw error;
        return reply.status(400).send({ code: error.code, message: error.message, errors: error.errors });
      }
    },
  );

  app.get(
    '/api/load-lists/sample.csv',
    {
      config: { access: 'staff' },
      // No response schema: the body is a file, not JSON.
      schema: { tags, summary: 'The sample load list: the headers the upload accepts and three lines' },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="load-list-sample.csv"')
        .send(`\uFEFF${loadListSampleCsv()}\r\n`),
  );
};
