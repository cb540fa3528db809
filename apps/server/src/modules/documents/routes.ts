import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COLLAB_RECORD_KINDS,
  ZCollabDocument,
  ZCollabRecordParams,
  ZDocumentFlagsInput,
  ZDocumentParams,
  ZDocumentReviewInput,
  ZDocumentUploadFields,
} from '@portal/domain';
import { userActorOf } from '../../platform/http/access.ts';
import { readOneUpload } from '../../platform/files/read-upload.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { ERROR_ANSWERS, ZApiError } from '../../platform/http/schemas.ts';
import {
  listRecordDocuments,
  openDocument,
  removeDocument,
  reviewDocument,
  setDocumentFlags,
  uploadDocument,
} from './service.ts';

const tags = ['documents'];
/** Refusals that depend on the document's state: the edit window, an approved document, a checked item. */
const errors = { ...ERROR_ANSWERS, 409: ZApiError };

/** The upload's text fields, checked like a body: the first problem as `field: message`. */
function uploadFields(fields: Record<string, string>) {
  const parsed = ZDocumentUploadFields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(`${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}

/** Documents of booking requests and bookings (issue 10 part 3): the same routes under each kind's prefix. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of COLLAB_RECORD_KINDS) {
    const base = `/api/${kind}/:id/documents`;
    const record = kind === 'bookings' ? 'booking' : 'request';

    app.get(
      base,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: `Every document of the ${record} the viewer may see, newest first`,
          description:
            'Staff get internal documents too (the internal documents card has no checklist item).',
          params: ZCollabRecordParams,
          response: { 200: z.array(ZCollabDocument), ...errors },
        },
      },
      async (request) => listRecordDocuments(app.ctx, userActorOf(request), kind, request.params.id),
    );

    app.post(
      base,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: `Upload one document to the ${record} (a checklist item or the internal documents card)`,
          description:
            'multipart/form-data with one file (PDF, picture, Office or text file, checked by content) and the ' +
            'fields `checklistItemId` and `isInternal` (staff). The stored name gets a timestamp suffix.',
          consumes: ['multipart/form-data'],
          params: ZCollabRecordParams,
          response: { 201: ZCollabDocument, ...errors, 413: ZApiError, 415: ZApiError },
        },
      },
      async (request, reply) => {
        const read = async () => {
          const file = await readOneUpload(request, {
            maxBytes: app.ctx.config.UPLOAD_MAX_BYTES,
            notMultipart: 'Upload the file as multipart/form-data.',
            missing: 'Attach one file.',
          });
          return { fileName: file.fileName, buffer: file.buffer, ...uploadFields(file.fields) };
        };
        const document = await uploadDocument(app.ctx, userActorOf(request), kind, request.params.id, read);
        return reply.status(201).send(document);
      },
    );

    app.get(
      `${base}/:documentId/download`,
      {
        config: { access: 'user' },
        schema: { tags, summary: 'Download a document', params: ZDocumentParams },
      },
      async (request, reply) => {
        const { file, contentType, disposition } = await openDocument(
          app.ctx,
          userActorOf(request),
          kind,
          request.params.id,
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
      `${base}/:documentId/status`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Approve, request amendment (with the reason) or undo a review',
          description:
            'Only the other side than the uploader reviews, never on the IMO, SOC certificate or shipping ' +
            'instructions items or a checked item; a decision changes only within the edit window.',
          params: ZDocumentParams,
          body: ZDocumentReviewInput,
          response: { 200: ZCollabDocument, ...errors },
        },
      },
      async (request) =>
        reviewDocument(
          app.ctx,
          userActorOf(request),
          kind,
          request.params.id,
          request.params.documentId,
          request.body,
        ),
    );

    app.patch(
      `${base}/:documentId`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Mark final (B/L) or select for comparison (B/L, shipping instructions); staff',
          params: ZDocumentParams,
          body: ZDocumentFlagsInput,
          response: { 200: ZCollabDocument, ...errors },
        },
      },
      async (request) =>
        setDocumentFlags(
          app.ctx,
          userActorOf(request),
          kind,
          request.params.id,
          request.params.documentId,
          request.body,
        ),
    );

    app.delete(
      `${base}/:documentId`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Remove a document (not approved, within the edit window, on an unchecked item)',
          params: ZDocumentParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await removeDocument(
          app.ctx,
          userActorOf(request),
          kind,
          request.params.id,
          request.params.documentId,
        );
        return reply.status(204).send(null);
      },
    );
  }
};
