import {
  cancelPoojaBookingRequestSchema,
  createPoojaBookingRequestSchema,
  darshanAnswerSchema,
  darshanQuerySchema,
  idParamsSchema,
  myPoojaBookingsQuerySchema,
  searchedPage,
  poojaBookingListSchema,
  poojaBookingSchema,
  poojaDaysAnswerSchema,
  poojaDaysQuerySchema,
  poojaDetailSchema,
  poojaListQuerySchema,
  poojaSlugParamsSchema,
  poojaSummarySchema,
  readerLanguageQuerySchema,
  templeDetailSchema,
  templeListQuerySchema,
  templeSlugParamsSchema,
  templeSummarySchema,
} from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { answerPage } from '../../lib/paging';
import { readerLanguages } from '../../lib/reader-languages';
import { requireCaller } from '../../plugins/auth';
import { cancelPoojaBooking, createPoojaBooking, myPoojaBookings, readPoojaBooking } from './bookings';
import { bookerRoutes, bookingRoute, bookingErrors as errors, bookingErrorsWithLimit as bookErrors } from '../bookings';
import { getPooja, getTemple, listPoojas, listTemples, poojaDays } from './catalogue';
import { darshan } from './darshan';

/** Temples, poojas and their days, booking a pooja, the devotee's bookings, and darshan. */
export const poojaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/temples/',
    { schema: { querystring: templeListQuerySchema, response: { 200: searchedPage(templeSummarySchema), ...errors } } },
    async (request) => answerPage(request, await listTemples(ctx.db, request.query)),
  );

  app.get(
    '/api/temples/:slug/',
    {
      schema: {
        params: templeSlugParamsSchema,
        querystring: readerLanguageQuerySchema,
        response: { 200: templeDetailSchema, ...errors },
      },
    },
    async (request) => getTemple(ctx.db, request.params.slug, request.query.lang),
  );

  app.get(
    '/api/poojas/',
    { schema: { querystring: poojaListQuerySchema, response: { 200: searchedPage(poojaSummarySchema), ...errors } } },
    async (request) =>
      answerPage(
        request,
        await listPoojas(ctx.db, request.query, await readerLanguages(ctx.db, request.caller, request.query.languages)),
      ),
  );

  app.get(
    '/api/poojas/:slug/',
    {
      schema: {
        params: poojaSlugParamsSchema,
        querystring: readerLanguageQuerySchema,
        response: { 200: poojaDetailSchema, ...errors },
      },
    },
    async (request) => getPooja(ctx.db, request.params.slug, request.query.lang),
  );

  app.get(
    '/api/poojas/:slug/days/',
    {
      schema: {
        params: poojaSlugParamsSchema,
        querystring: poojaDaysQuerySchema,
        response: { 200: poojaDaysAnswerSchema, ...errors },
      },
    },
    async (request) => poojaDays(ctx.db, request.params.slug, request.query),
  );

  // Who may call comes before what was sent: a guest hears 401 whatever the body.
  bookingRoute(app, ctx, {
    path: '/api/poojas/:slug/bookings/',
    params: poojaSlugParamsSchema,
    body: createPoojaBookingRequestSchema,
    booking: poojaBookingSchema,
    errors: bookErrors,
    callerFirst: true,
    create: createPoojaBooking,
  });

  const booker = bookerRoutes(app, ctx.db, requireCaller, errors);
  booker.page('/api/pooja-bookings/', myPoojaBookingsQuerySchema, poojaBookingListSchema, myPoojaBookings);
  booker.read('/api/pooja-bookings/:id/', poojaBookingSchema, readPoojaBooking);

  app.post(
    '/api/pooja-bookings/:id/cancel/',
    {
      preValidation: async (request) => {
        requireCaller(request);
      },
      schema: {
        params: idParamsSchema,
        body: cancelPoojaBookingRequestSchema,
        response: { 200: poojaBookingSchema, ...errors },
      },
    },
    async (request) => {
      const { booking, refundDue } = await cancelPoojaBooking(
        ctx.db,
        requireCaller(request),
        request.params.id,
        request.body.reason,
      );
      // Refunds are made by hand in the provider's dashboard (decisions 012, 013): say so where operators look.
      if (refundDue) request.log.warn({ poojaBooking: booking.id }, 'paid pooja cancelled: refund due');
      return booking;
    },
  );

  app.get(
    '/api/darshan/',
    { schema: { querystring: darshanQuerySchema, response: { 200: darshanAnswerSchema, ...errors } } },
    async (request) => darshan(ctx.db, request.query.tz, request.query.lang),
  );
};
