import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBookNowAnswer, ZBookNowInput, type UserActor } from '@portal/domain';
import { ERROR_ANSWERS, ZApiError } from '../../platform/http/schemas.ts';
import { bookNow } from './book-now-service.ts';
import { ErpBookingError } from './erp-client.ts';

/** Bookings (spec 000 §3 "Booking"): made from a request by Book Now. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
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
