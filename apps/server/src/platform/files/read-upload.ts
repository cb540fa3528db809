import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http/app-error.ts';
import { tooLarge } from './limits.ts';

/**
 * Reads the one file of a multipart request into memory, refusing a request that is not multipart, has no file,
 * or whose file passes maxBytes (413). Callers check the content themselves.
 */
export async function readOneUpload(
  request: FastifyRequest,
  options: { maxBytes: number; notMultipart: string; missing: string },
): Promise<{ fileName: string; buffer: Buffer }> {
  if (!request.isMultipart()) throw badRequest(options.notMultipart);
  const part = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } });
  if (!part) throw badRequest(options.missing);
  try {
    return { fileName: part.filename, buffer: await part.toBuffer() };
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
      throw tooLarge(options.maxBytes);
    throw error;
  }
}
