import type { FastifyRequest } from 'fastify';
import { STAGED_UPLOAD_MESSAGES } from '@portal/domain';
import { badRequest } from '../http/app-error.ts';
import { tooLarge } from './limits.ts';

/**
 * Reads the one file of a multipart request into memory, refusing a request that is not multipart, has no file,
 * has a second file (400: a second file is never dropped silently), or whose file passes maxBytes (413). Callers
 * check the content themselves. `fields` holds the text fields sent with the file (the first value of each name);
 * callers validate them.
 */
export async function readOneUpload(
  request: FastifyRequest,
  options: { maxBytes: number; notMultipart: string; missing: string },
): Promise<{ fileName: string; buffer: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw badRequest(options.notMultipart);
  const { multipartErrors } = request.server;
  const parts = request.files({ limits: { fileSize: options.maxBytes, files: 1 } });
  try {
    const first = await parts.next();
    if (first.done) throw badRequest(options.missing);
    const file = { fileName: first.value.filename, buffer: await first.value.toBuffer() };
    // Read to the end: busboy reports a second file part as the files limit.
    const more = await parts.next();
    if (!more.done) throw badRequest(STAGED_UPLOAD_MESSAGES.oneFileAtATime);
    // Every part has been read now, so the shared fields object holds the fields sent after the file too.
    return { ...file, fields: textFields(first.value.fields) };
  } catch (error) {
    if (error instanceof multipartErrors.RequestFileTooLargeError) throw tooLarge(options.maxBytes);
    if (error instanceof multipartErrors.FilesLimitError)
      throw badRequest(STAGED_UPLOAD_MESSAGES.oneFileAtATime);
    throw error;
  }
}

/** The first value of each text field; files and repeated values are left out. */
function textFields(fields: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, entry] of Object.entries(fields)) {
    const first = (Array.isArray(entry) ? entry[0] : entry) as { type?: string; value?: unknown } | undefined;
    if (first?.type === 'field' && typeof first.value === 'string') out[name] = first.value;
  }
  return out;
}
