import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Static files and the health probe would drown the API lines, so they are not logged at info level. */
export function isQuietRequest(url: string): boolean {
  return !url.startsWith('/api/') || url === '/api/health' || url.startsWith('/api/health?');
}

/**
 * One short line per API request (`GET /api/quotes 200 4.1 ms`, path only: queries can hold search text)
 * instead of Fastify's two JSON objects per request. A failed response is still logged with its error.
 */
export class ShortRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = `${request.method} ${request.url.split('?')[0]} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else if (!isQuietRequest(request.url)) reply.log.info(line);
  }
}
