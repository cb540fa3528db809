import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError, AppErrorCode } from '@portal/domain';
import { AppError } from './app-error.ts';

const STATUS_CODES: Record<number, AppErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'UNAVAILABLE',
};

function describeField(instancePath: string, context: string | undefined): string {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field || context || 'request';
}

/**
 * Errors Fastify meets before routing (a path it cannot decode such as `/api/ports/%C0`, a path parameter over
 * its length limit) skip the error handler; this answers them in our shape too. Passed to Fastify's
 * `frameworkErrors` option.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if ((error.statusCode ?? 500) >= 500) {
    request.log.error({ err: error }, 'request failed before routing');
    void reply.status(500).send({ code: 'INTERNAL', message: 'Something went wrong on our side.' });
    return;
  }
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of the address is too long.'
      : 'The address is not valid: it holds a character encoding (%..) that is not UTF-8.';
  void reply.status(400).send({ code: 'BAD_REQUEST', message } satisfies ApiError);
}

/** One place maps every error to `{ code, message }`; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ code: error.code, message: error.message } satisfies ApiError);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first
        ? `${describeField(first.instancePath, error.validationContext)}: ${first.message ?? 'is not valid'}`
        : 'The request is not valid.';
      return reply.status(400).send({ code: 'BAD_REQUEST', message } satisfies ApiError);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ code: 'INTERNAL', message: 'Something went wrong on our side.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ code: 'INTERNAL', message: 'Something went wrong on our side.' } satisfies ApiError);
    }
    const code = STATUS_CODES[status] ?? 'BAD_REQUEST';
    return reply.status(status).send({ code, message: error.message } satisfies ApiError);
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ code: 'NOT_FOUND', message: `No such address: ${request.method} ${request.url}` });
  });
}
