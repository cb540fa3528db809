import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZListAnswer,
  ZRateImportRejected,
  ZRateImportSummary,
  ZRateListItem,
  ZRatesQuery,
} from '@portal/domain';
import { readOneUpload } from '../../platform/files/read-upload.ts';
import { ZApiError } from '../../platform/http/schemas.ts';
import { RATE_FILE_LIMITS } from './columns.ts';
import { sampleWorkbook, templateCsv } from './sample.ts';
import { importRates, listRates, RateImportError } from './service.ts';
import { userActorOf } from '../../platform/http/access.ts';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError };
const tags = ['rates'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Rates are the forwarder's buying prices: only staff see or change them.
export const rateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/rates/import',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Import a rate file (.csv or .xlsx, one row per cost line): all rows or none',
        description:
          'multipart/form-data with one file. Rates are upserted on carrier, lane, container type and validFrom; a row already the same is counted unchanged. A file with problems imports nothing and answers 400 with every problem in `errors` ({row, column, message}). Column reference: docs/rates-import.md.',
        consumes: ['multipart/form-data'],
        response: {
          200: ZRateImportSummary,
          ...errors,
          400: ZRateImportRejected,
          413: ZApiError,
          415: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const { fileName, buffer } = await readOneUpload(request, {
        maxBytes: Math.min(app.ctx.config.UPLOAD_MAX_BYTES, RATE_FILE_LIMITS.maxBytes),
        notMultipart: 'Upload the rate file as multipart/form-data.',
        missing: 'Attach one .csv or .xlsx rate file.',
      });
      // A client that goes away mid-read stops the read: its worker is ended and its temp files removed.
      const gone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort(new Error('The client closed the connection.'));
      });
      try {
        const summary = await importRates(app.ctx, userActorOf(request), { buffer, fileName }, gone.signal);
        request.log.info({ summary, file: fileName }, 'rates imported');
        return summary;
      } catch (error) {
        if (!(error instanceof RateImportError)) throw error;
        return reply.status(400).send({ code: error.code, message: error.message, errors: error.errors });
      }
    },
  );

  app.get(
    '/api/rates/template.csv',
    {
      config: { access: 'staff' },
      // No response schema: the body is a file, not JSON (errors still have the usual shape).
      schema: { tags, summary: 'The empty rate file template (the header row)' },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="rate-template.csv"')
        .send(templateCsv()),
  );

  app.get(
    '/api/rates/sample.xlsx',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'A filled sample rate file for next month, with a sheet that explains the columns',
      },
    },
    async (_request, reply) =>
      reply
        .type(XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="rate-sample.xlsx"')
        .send(await sampleWorkbook(new Date())),
  );

  app.get(
    '/api/rates',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Rates by carrier, lane, container type and a day they are valid on',
        querystring: ZRatesQuery,
        response: { 200: ZListAnswer(ZRateListItem), ...errors },
      },
    },
    async (request) => listRates(app.ctx, userActorOf(request), request.query),
  );
};
