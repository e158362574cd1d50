import {
  cancelRetreatBookingRequestSchema,
  createRetreatBookingRequestSchema,
  paginated,
  searchedPage,
  retreatAvailabilityQuerySchema,
  retreatAvailabilitySchema,
  retreatBookingListQuerySchema,
  retreatBookingSchema,
  retreatDetailSchema,
  retreatInquiryRequestSchema,
  retreatInquirySchema,
  retreatListQuerySchema,
  readerLanguageQuerySchema,
  retreatSlugParamsSchema,
  retreatSummarySchema,
} from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireCaller } from '../../plugins/auth';
import { cancelRetreatBooking, createRetreatBooking, myRetreatBookings, readRetreatBooking } from './bookings';
import { getRetreat, listRetreats, retreatAvailability } from './catalogue';
import { createInquiry } from './inquiries';
import { bookerRoutes, bookingRoute, catalogueRoute, bookingErrorsWithLimit as errors } from '../bookings';

/**
 * Retreats for guests: the list and a retreat's page (open to all), its availability, booking a
 * stay, the guest's bookings and cancelling them, and an inquiry to the host (signed in). Checkout
 * of a held stay is `POST retreat-bookings/{id}/checkout/` (payments, kind "retreat").
 */
export const retreatRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  catalogueRoute(
    app,
    ctx.db,
    '/api/retreats/',
    { query: retreatListQuerySchema, answer: searchedPage(retreatSummarySchema), errors },
    listRetreats,
  );

  app.get(
    '/api/retreats/:slug/',
    {
      schema: {
        params: retreatSlugParamsSchema,
        querystring: readerLanguageQuerySchema,
        response: { 200: retreatDetailSchema, ...errors },
      },
    },
    async (request) => getRetreat(ctx.db, request.params.slug, request.query.lang),
  );

  app.get(
    '/api/retreats/:slug/availability/',
    {
      schema: {
        params: retreatSlugParamsSchema,
        querystring: retreatAvailabilityQuerySchema,
        response: { 200: retreatAvailabilitySchema, ...errors },
      },
    },
    async (request) => retreatAvailability(ctx.db, request.params.slug, request.query),
  );

  bookingRoute(app, ctx, {
    path: '/api/retreats/:slug/bookings/',
    params: retreatSlugParamsSchema,
    body: createRetreatBookingRequestSchema,
    booking: retreatBookingSchema,
    errors: errors,
    create: createRetreatBooking,
  });

  app.post(
    '/api/retreats/:slug/inquiries/',
    {
      schema: {
        params: retreatSlugParamsSchema,
        body: retreatInquiryRequestSchema,
        response: { 201: retreatInquirySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createInquiry(ctx, requireCaller(request), request.params.slug, request.body)),
  );

  const booker = bookerRoutes(app, ctx.db, requireCaller, errors);
  booker.page(
    '/api/retreat-bookings/',
    retreatBookingListQuerySchema,
    paginated(retreatBookingSchema),
    myRetreatBookings,
  );
  booker.read('/api/retreat-bookings/:id/', retreatBookingSchema, readRetreatBooking);
  booker.cancel(
    '/api/retreat-bookings/:id/cancel/',
    cancelRetreatBookingRequestSchema,
    retreatBookingSchema,
    cancelRetreatBooking,
  );
};
