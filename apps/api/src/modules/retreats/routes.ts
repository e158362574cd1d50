import {
  cancelRetreatBookingRequestSchema,
  createRetreatBookingRequestSchema,
  idParamsSchema,
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
import { answerPage } from '../../lib/paging';
import { readerLanguages } from '../../lib/reader-languages';
import { requireCaller } from '../../plugins/auth';
import { cancelRetreatBooking, createRetreatBooking, myRetreatBookings, readRetreatBooking } from './bookings';
import { getRetreat, listRetreats, retreatAvailability } from './catalogue';
import { createInquiry } from './inquiries';
import { bookingRoute } from '../bookings';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * Retreats for guests: the list and a retreat's page (open to all), its availability, booking a
 * stay, the guest's bookings and cancelling them, and an inquiry to the host (signed in). Checkout
 * of a held stay is `POST retreat-bookings/{id}/checkout/` (payments, kind "retreat").
 */
export const retreatRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/retreats/',
    {
      schema: { querystring: retreatListQuerySchema, response: { 200: searchedPage(retreatSummarySchema), ...errors } },
    },
    async (request) =>
      answerPage(
        request,
        await listRetreats(
          ctx.db,
          request.query,
          await readerLanguages(ctx.db, request.caller, request.query.languages),
        ),
      ),
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

  app.get(
    '/api/retreat-bookings/',
    {
      schema: {
        querystring: retreatBookingListQuerySchema,
        response: { 200: paginated(retreatBookingSchema), ...errors },
      },
    },
    async (request) =>
      answerPage(
        request,
        await myRetreatBookings(ctx.db, requireCaller(request), request.query.page, request.query.page_size),
      ),
  );

  app.get(
    '/api/retreat-bookings/:id/',
    { schema: { params: idParamsSchema, response: { 200: retreatBookingSchema, ...errors } } },
    async (request) => readRetreatBooking(ctx.db, requireCaller(request), request.params.id),
  );

  app.post(
    '/api/retreat-bookings/:id/cancel/',
    {
      schema: {
        params: idParamsSchema,
        body: cancelRetreatBookingRequestSchema,
        response: { 200: retreatBookingSchema, ...errors },
      },
    },
    async (request) => cancelRetreatBooking(ctx.db, requireCaller(request), request.params.id, request.body.reason),
  );
};
