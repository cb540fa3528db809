import { addDays, format } from 'date-fns';
import type { FastifyInstance } from 'fastify';

/** The first commodity type of the reference data. */
export async function firstCommodity(app: FastifyInstance): Promise<string> {
  return (await app.inject({ method: 'GET', url: '/api/commodity-types' })).json()[0].id;
}

/** A Get Quote body for DEHAM → BRSSZ two days ahead: one 22G1 picked up in Hamburg, unless said otherwise. */
export function quoteRequest(commodity: string, container: Record<string, unknown> = {}) {
  return {
    origin: 'DEHAM',
    destination: 'BRSSZ',
    date: format(addDays(new Date(), 2), 'yyyy-MM-dd'),
    weeks: 4,
    containers: [{ type: '22G1', commodity, location: 'hamburg-waltershof', quantity: 1, ...container }],
  };
}

/** Asks for quotes DEHAM → BRSSZ as the signed-in user (its company's group); answers the group and its quotes. */
export async function createQuoteGroup(app: FastifyInstance, cookie: string) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/quotes/create',
    headers: { cookie },
    payload: quoteRequest(await firstCommodity(app)),
  });
  if (created.statusCode !== 201) throw new Error(`Get Quote failed: ${created.body}`);
  const groupId = created.json().groupId as number;
  const group = await app.inject({
    method: 'GET',
    url: `/api/quotes/groups/${groupId}`,
    headers: { cookie },
  });
  const quotes = group.json().quotes as { id: number; carrier: { id: string } }[];
  /** The id of the group's quote of a carrier (throws when the demo rates offer none). */
  const quoteOf = (carrierId: string) => {
    const quote = quotes.find((q) => q.carrier.id === carrierId);
    if (!quote) throw new Error(`no ${carrierId} quote DEHAM-BRSSZ in the demo rates`);
    return quote.id;
  };
  return { groupId, quotes, quoteOf };
}
