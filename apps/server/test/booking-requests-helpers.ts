import { addDays, format } from 'date-fns';
import type { FastifyInstance } from 'fastify';

/** A multipart body with one file, as the wizard's drop zones send it. */
export function multipartFile(
  name: string,
  content: Buffer | string,
  contentType = 'application/octet-stream',
) {
  const boundary = '----portal-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const body = Buffer.concat([
    Buffer.from(head),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

export async function upload(
  app: FastifyInstance,
  cookie: string,
  name = 'packing-list.pdf',
  content: Buffer | string = PDF,
) {
  const { payload, headers } = multipartFile(name, content);
  return app.inject({ method: 'POST', url: '/api/uploads', payload, headers: { ...headers, cookie } });
}

/** A sailing DEHAM → BRSSZ of HSG departing more than a week ahead, as the schedule screen would store it. */
export async function chosenRoute(app: FastifyInstance, carrier = 'HSG') {
  const date = format(addDays(new Date(), 7), 'yyyy-MM-dd');
  const answer = await app.inject({
    method: 'GET',
    url: `/api/routes?origin=DEHAM&destination=BRSSZ&weeks=2&date=${date}&carrier=${carrier}`,
  });
  const route = answer.json().routes.find((r: { intermediate: unknown[] }) => r.intermediate.length === 0);
  if (!route) throw new Error('no demo sailing DEHAM-BRSSZ');
  return route;
}

export function cargoLine(over: Record<string, unknown> = {}) {
  return {
    quantity: 2,
    containerTypeId: '22G1',
    commodity: { name: 'machinery parts' },
    weight: 18000,
    pickupDate: format(addDays(new Date(), 3), 'yyyy-MM-dd'),
    pickupLocationId: 'hamburg-waltershof',
    ...over,
  };
}
