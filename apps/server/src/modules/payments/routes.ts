import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAccountingDocument,
  ZBookingIdParams,
  ZCommissionsAnswer,
  ZCommissionsQuery,
  ZDocumentReviewInput,
  ZPaymentAnswer,
  ZPaymentConfirmationAnswer,
  ZPaymentConfirmationDefaults,
  ZPaymentConfirmationDefaultsQuery,
  ZPaymentConfirmationInput,
  ZPaymentDocumentParams,
  ZPaymentParams,
  ZPlatformStatusInput,
  ZWeeklyPaymentCommandAnswer,
  ZWeeklyPaymentCommands,
  ZWeeklyPaymentDetail,
  ZWeeklyPaymentsAnswer,
  ZWeeklyPaymentsQuery,
} from '@portal/domain';
import { readOneUpload } from '../../platform/files/read-upload.ts';
import { userActorOf } from '../../platform/http/access.ts';
import { ERROR_ANSWERS, ZApiError } from '../../platform/http/schemas.ts';
import { confirmationDefaults, sendConfirmation } from './confirmation-service.ts';
import {
  listDocuments,
  openDocument,
  removeDocument,
  reviewDocument,
  uploadDocument,
} from './documents-service.ts';
import * as service from './service.ts';

const tags = ['payments'];
/** Refusals that depend on a document's state (the edit window, an approved document). */
const errors = { ...ERROR_ANSWERS, 409: ZApiError };

/**
 * Weekly payments, accounting documents, commissions and payment confirmations (issue 12 parts 3–5). Staff read
 * (read:payment:any), accounting act (manage:payment:any, send:payment-confirmation:any); customers reach none.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/weekly-payments',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Weekly payments, by pay date and reference',
        description:
          'Every filter narrows: currency, pay date, statuses, platform statuses (`NONE`: without one), ' +
          'commission statuses, carrier, booking (comma lists for the statuses). The carrier restriction applies.',
        querystring: ZWeeklyPaymentsQuery,
        response: { 200: ZWeeklyPaymentsAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => service.listPayments(app.ctx, userActorOf(request), request.query),
  );

  app.get(
    '/api/weekly-payments/:reference',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'A weekly payment with its accounting documents',
        params: ZPaymentParams,
        response: { 200: ZWeeklyPaymentDetail, ...ERROR_ANSWERS },
      },
    },
    async (request) => service.paymentDetail(app.ctx, userActorOf(request), request.params.reference),
  );

  app.get(
    '/api/bookings/:id/weekly-payments',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'The booking’s weekly payments (its cards), by pay date',
        params: ZBookingIdParams,
        response: { 200: z.object({ data: z.array(ZWeeklyPaymentDetail) }), ...ERROR_ANSWERS },
      },
    },
    async (request) => service.bookingPayments(app.ctx, userActorOf(request), request.params.id),
  );

  app.post(
    '/api/weeklyPayment',
    {
      config: { access: 'accounting' },
      schema: {
        tags,
        summary: 'Move (postpone), Block (approve) or Unblock (revert the approval) payments, all or none',
        description:
          'A list of one action: Move with the pay date shifted by -14, -7, +7 or +14 days, Block, Unblock with ' +
          'the reason. The first refusal answers 400 with its reason and nothing changes. After commit the ' +
          'list is forwarded to ERP_PAYMENT_URL when set (`forwarded`); a failure there is only logged.',
        body: ZWeeklyPaymentCommands,
        response: { 200: ZWeeklyPaymentCommandAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => service.applyCommands(app.ctx, userActorOf(request), request.body, request.log),
  );

  app.put(
    '/api/weekly-payments/:reference/platform-status',
    {
      config: { access: 'accounting' },
      schema: {
        tags,
        summary: 'Put a payment on hold (ON_HOLD) or revert the hold (null)',
        params: ZPaymentParams,
        body: ZPlatformStatusInput,
        response: { 200: ZPaymentAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      service.setPlatformStatus(app.ctx, userActorOf(request), request.params.reference, request.body),
  );

  app.get(
    '/api/weekly-payments/:reference/documents',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'The payment’s accounting documents, newest first',
        params: ZPaymentParams,
        response: { 200: z.object({ data: z.array(ZAccountingDocument) }), ...ERROR_ANSWERS },
      },
    },
    async (request) => listDocuments(app.ctx, userActorOf(request), request.params.reference),
  );

  app.post(
    '/api/weekly-payments/:reference/documents',
    {
      config: { access: 'accounting' },
      schema: {
        tags,
        summary: 'Upload one accounting document',
        description:
          'multipart/form-data with one file (PDF, picture, Office or text file, checked by content and size). ' +
          'The stored name gets a timestamp suffix.',
        consumes: ['multipart/form-data'],
        params: ZPaymentParams,
        response: { 201: ZAccountingDocument, ...errors, 413: ZApiError, 415: ZApiError },
      },
    },
    async (request, reply) => {
      const read = async () => {
        const file = await readOneUpload(request, {
          maxBytes: app.ctx.config.UPLOAD_MAX_BYTES,
          notMultipart: 'Upload the file as multipart/form-data.',
          missing: 'Attach one file.',
        });
        return { fileName: file.fileName, buffer: file.buffer };
      };
      const document = await uploadDocument(app.ctx, userActorOf(request), request.params.reference, read);
      return reply.status(201).send(document);
    },
  );

  app.get(
    '/api/weekly-payments/:reference/documents/:documentId/file',
    {
      config: { access: 'staff' },
      schema: { tags, summary: 'An accounting document’s file (inline)', params: ZPaymentDocumentParams },
    },
    async (request, reply) => {
      const { file, contentType, disposition } = await openDocument(
        app.ctx,
        userActorOf(request),
        request.params.reference,
        request.params.documentId,
      );
      return reply
        .type(contentType)
        .header('content-length', file.size)
        .header('content-disposition', disposition)
        .send(file.body);
    },
  );

  app.put(
    '/api/weekly-payments/:reference/documents/:documentId/status',
    {
      config: { access: 'accounting' },
      schema: {
        tags,
        summary: 'Approve, request amendment (with the reason) or undo the review of an accounting document',
        description: 'A decision changes only within the edit window after it (409).',
        params: ZPaymentDocumentParams,
        body: ZDocumentReviewInput,
        response: { 200: ZAccountingDocument, ...errors },
      },
    },
    async (request) =>
      reviewDocument(
        app.ctx,
        userActorOf(request),
        request.params.reference,
        request.params.documentId,
        request.body,
      ),
  );

  app.delete(
    '/api/weekly-payments/:reference/documents/:documentId',
    {
      config: { access: 'accounting' },
      schema: {
        tags,
        summary: 'Remove an accounting document (not Approved, within the edit window)',
        params: ZPaymentDocumentParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeDocument(
        app.ctx,
        userActorOf(request),
        request.params.reference,
        request.params.documentId,
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/commissions',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Commissions, by due date',
        description:
          'Every filter narrows: currency, statuses (comma list), carrier, booking, due date range.',
        querystring: ZCommissionsQuery,
        response: { 200: ZCommissionsAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => service.listCommissions(app.ctx, userActorOf(request), request.query),
  );

  app.get(
    '/api/bookings/:id/payment-confirmation',
    {
      config: { access: 'accounting' },
      schema: {
        tags,
        summary: 'What the payment-confirmation dialog starts from',
        description:
          'The booking’s ports, the chosen port (default: the port of discharge), the recipients its configs ' +
          'give for that port, and the confirmation e-mails sent so far with their state.',
        params: ZBookingIdParams,
        querystring: ZPaymentConfirmationDefaultsQuery,
        response: { 200: ZPaymentConfirmationDefaults, ...ERROR_ANSWERS },
      },
    },
    async (request) =>
      confirmationDefaults(app.ctx, userActorOf(request), request.params.id, request.query.portId),
  );

  app.post(
    '/api/paymentConfirmation',
    {
      config: { access: 'accounting' },
      schema: {
        tags,
        summary: 'Send a payment confirmation e-mail',
        description:
          'Recipients: contactTo and cc, or when both are empty the payment-confirmation configs (carrier ' +
          'settings of the carrier and port, customer settings of the carrier and client). None at all answers ' +
          '200 with `error`. On success: one outbox mail, an accounting entry, FREIGHT COLLECTION checked.',
        body: ZPaymentConfirmationInput,
        response: { 200: ZPaymentConfirmationAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => sendConfirmation(app.ctx, userActorOf(request), request.body, request.log),
  );
};
