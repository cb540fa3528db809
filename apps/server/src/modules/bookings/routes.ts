import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBooking,
  ZBookingArchive,
  ZBookingAssignment,
  ZBookingEmail,
  ZBookingIdParams,
  ZBookingMessage,
  ZBookingRow,
  ZBookingsQuery,
  ZBookingWatch,
  ZBookingWatchAnswer,
  ZBookNowAnswer,
  ZBookNowInput,
  ZListAnswer,
  ZQuickSearchAnswer,
  ZQuickSearchQuery,
  ZTagSelection,
  type UserActor,
} from '@portal/domain';
import { userActorOf } from '../../platform/http/access.ts';
import { ERROR_ANSWERS, ZApiError } from '../../platform/http/schemas.ts';
import { bookNow } from './book-now-service.ts';
import { toDcsaBooking, ZDcsaBooking } from './dcsa-booking.ts';
import { ErpBookingError } from './erp-client.ts';
import { quickSearch } from './quick-search-service.ts';
import * as service from './service.ts';
import { selectBookingTags } from './tag-selection-service.ts';

const tags = ['bookings'];
/** The Booking API version we answer, sent as DCSA's API-Version header. */
const DCSA_BOOKING_VERSION = '2.0.4';
/** Changes that the booking's state refuses (dispute outside pending payment). */
const errors = { ...ERROR_ANSWERS, 409: ZApiError };

/** Bookings (spec 000 §3 "Booking", issue 11): the lists, the page and its actions, Quick Search, Book Now. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bookings',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Bookings of a tab, last updated first, with filters and free text',
        description:
          'Tabs: active, pending-payment and archived (staff), active and history (customers). Category Export ' +
          'is the default; Import covers import and crosstrade. `from`/`to` (yyyy-MM-dd) bound the creation date ' +
          'and order by it. Every word of `q` must be found in the file number, voyage, vessel, destination, POD, ' +
          'receipt and POL names, container numbers, customer reference or B/L number. The count stops at 100 ' +
          '(`countCapped`). Customers get their company’s bookings only, without client, ERP ids and tags.',
        querystring: ZBookingsQuery,
        response: { 200: ZListAnswer(ZBookingRow), ...errors },
      },
    },
    async (request) => service.listBookingsFor(app.ctx, userActorOf(request), request.query),
  );

  app.get(
    '/api/quick-search',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Quick Search: bookings by file number, B/L number, reference or container; a quote by id',
        description:
          'The text is trimmed; keys are compared lower-cased, container numbers upper-cased; a key matches ' +
          'when it begins with the text, exact matches first. 10 bookings a page (`more` when another follows).',
        querystring: ZQuickSearchQuery,
        response: { 200: ZQuickSearchAnswer, ...errors },
      },
    },
    async (request) => quickSearch(app.ctx, userActorOf(request), request.query),
  );

  app.get(
    '/api/bookings/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'A booking with its cargo, freight, port terms, remarks and watchers',
        description: 'Another company’s booking, or a carrier outside the viewer’s list, is 404.',
        params: ZBookingIdParams,
        response: { 200: ZBooking, ...errors },
      },
    },
    async (request) => service.getBooking(app.ctx, userActorOf(request), request.params.id),
  );

  app.get(
    '/api/v2/bookings/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'A confirmed booking in the DCSA Booking 2.0 response shape (BKG 2.0.4 `Booking`)',
        description:
          'The path parameter is the carrierBookingReference, our file number. For the customer who owns the ' +
          'booking and for staff; anyone else gets 404. Freight charges follow the page: a customer reads only ' +
          'the external lines.',
        params: ZBookingIdParams,
        response: { 200: ZDcsaBooking, ...errors },
      },
    },
    async (request, reply) => {
      const booking = await service.getBooking(app.ctx, userActorOf(request), request.params.id);
      return reply.header('API-Version', DCSA_BOOKING_VERSION).send(toDcsaBooking(booking));
    },
  );

  app.put(
    '/api/bookings/:id/archived',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Archive or restore a booking (archiving clears in dispute)',
        params: ZBookingIdParams,
        body: ZBookingArchive,
        response: { 200: ZBooking, ...errors },
      },
    },
    async (request) =>
      service.setArchived(app.ctx, userActorOf(request), request.params.id, request.body.archived),
  );

  app.put(
    '/api/bookings/:id/tags',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Choose the booking’s tags (the whole selection, at most 10; staff)',
        params: ZBookingIdParams,
        body: ZTagSelection,
        response: { 200: ZBooking, ...errors },
      },
    },
    async (request) => selectBookingTags(app.ctx, userActorOf(request), request.params.id, request.body),
  );

  app.put(
    '/api/bookings/:id/assignment',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Assign the booking agent and the customer’s contact person; both become watchers',
        description:
          'The agent must be an active staff member, the contact a person of the booking’s company (else 400).',
        params: ZBookingIdParams,
        body: ZBookingAssignment,
        response: { 200: ZBooking, ...errors },
      },
    },
    async (request) => service.assignBooking(app.ctx, userActorOf(request), request.params.id, request.body),
  );

  app.put(
    '/api/bookings/:id/dispute',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Put a booking in dispute (only while pending payment and not archived)',
        params: ZBookingIdParams,
        response: { 200: ZBooking, ...errors },
      },
    },
    async (request) => service.putInDispute(app.ctx, userActorOf(request), request.params.id),
  );

  app.put(
    '/api/bookings/:id/watching',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Watch or stop watching a booking (not for its assigned agent)',
        params: ZBookingIdParams,
        body: ZBookingWatch,
        response: { 200: ZBookingWatchAnswer, ...errors },
      },
    },
    async (request) =>
      service.setWatchingFor(app.ctx, userActorOf(request), request.params.id, request.body.watching),
  );

  app.post(
    '/api/bookings/:id/email',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Send the semi-automatic e-mail to the destination port agent (through the outbox)',
        params: ZBookingIdParams,
        body: ZBookingEmail,
        response: { 202: ZBookingMessage, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await service.sendBookingEmail(app.ctx, userActorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/bookingRequest',
    {
      // Customers never book (spec 000 §6); the service refuses them by the request, so another company's is 404.
      config: { access: 'user' },
      schema: {
        tags: ['bookings'],
        summary: 'Book Now: turn a request into a booking (spec 000 §7)',
        description:
          'Staff only: a customer gets 403 on its own request and 404 on any other. ' +
          'The request (at the version the page shows) is mapped into the backend booking format and booked: ' +
          'posted to ERP_BOOKING_URL, whose FileID names the booking, or numbered by the portal without one. ' +
          'The request becomes Confirmed with bookingId. 409 when it changed since that version or the ' +
          "rule refuses it (warnings, no agent, already confirmed); 503 'Failed to request booking' or 'Unable " +
          "to create booking' when the ERP does not book. Nothing is written unless the booking is made.",
        body: ZBookNowInput,
        response: { 200: ZBookNowAnswer, ...ERROR_ANSWERS, 409: ZApiError, 503: ZApiError },
      },
    },
    async (request) => {
      try {
        return await bookNow(app.ctx, request.actor as UserActor, request.body);
      } catch (error) {
        if (error instanceof ErpBookingError)
          request.log.warn({ requestId: request.body.requestId, erp: error.detail }, 'ERP did not book');
        throw error;
      }
    },
  );
};
