import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

/** A booking-confirmation fixture (fixtures/booking-confirmation/), as bytes. */
export const confirmationFixture = (name: string): Buffer =>
  readFileSync(new URL(`fixtures/booking-confirmation/${name}.html`, import.meta.url));

interface Part {
  name: string;
  /** A file part when given. */
  fileName?: string;
  content: Buffer | string;
  contentType?: string;
}

/** A multipart body with the parts in order: fields first, as the upload dialog sends them. */
export function multipart(parts: Part[]) {
  const boundary = '----portal-import-boundary';
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"` +
        (p.fileName === undefined
          ? '\r\n\r\n'
          : `; filename="${p.fileName}"\r\nContent-Type: ${p.contentType ?? 'text/html'}\r\n\r\n`),
    ),
    Buffer.from(p.content),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/booking-requests/import with one file (and a clientId when given). */
export function importRequest(
  app: FastifyInstance,
  cookie: string | undefined,
  file: { name: string; content: Buffer | string },
  fields: Record<string, string> = {},
  extraFiles: { name: string; content: Buffer | string }[] = [],
) {
  const { payload, headers } = multipart([
    ...Object.entries(fields).map(([name, content]) => ({ name, content })),
    ...[file, ...extraFiles].map((f) => ({ name: 'file', fileName: f.name, content: f.content })),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/booking-requests/import',
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}
