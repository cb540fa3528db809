import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSpecialOffer, ZSpecialOfferIdParams as ZId, ZSpecialOfferInput } from '@portal/domain';
import { userActorOf } from '../../platform/http/access.ts';
import { ERROR_ANSWERS as errors } from '../../platform/http/schemas.ts';
import { allOffers, createOffer, liveOffers, setRetired, updateOffer } from './service.ts';

const tags = ['special offers'];

export const specialOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/special-offers',
    {
      // Anyone sees the cards; claiming one needs a login (spec 001 §2.1).
      config: { access: 'public' },
      schema: { tags, summary: 'Special offers valid now', response: { 200: z.array(ZSpecialOffer) } },
    },
    async () => liveOffers(app.ctx),
  );

  app.get(
    '/api/special-offers/manage',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Every special offer, also ended and retired ones',
        response: { 200: z.array(ZSpecialOffer), ...errors },
      },
    },
    async () => allOffers(app.ctx),
  );

  app.post(
    '/api/special-offers',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Create a special offer',
        body: ZSpecialOfferInput,
        response: { 201: ZSpecialOffer, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createOffer(app.ctx, userActorOf(request), request.body)),
  );

  app.put(
    '/api/special-offers/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Change a special offer',
        params: ZId,
        body: ZSpecialOfferInput,
        response: { 200: ZSpecialOffer, ...errors },
      },
    },
    async (request) => updateOffer(app.ctx, userActorOf(request), request.params.id, request.body),
  );

  for (const [action, retired] of [
    ['retire', true],
    ['reinstate', false],
  ] as const) {
    app.post(
      `/api/special-offers/:id/${action}`,
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: retired ? 'Take an offer off the cards' : 'Show a retired offer again',
          params: ZId,
          response: { 200: ZSpecialOffer, ...errors },
        },
      },
      async (request) => setRetired(app.ctx, userActorOf(request), request.params.id, retired),
    );
  }
};
