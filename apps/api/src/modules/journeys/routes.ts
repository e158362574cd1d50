import {
  cancelJourneyBookingRequestSchema,
  createJourneyBookingRequestSchema,
  journeyBookingListSchema,
  journeyBookingSchema,
  journeyDetailSchema,
  journeyInterestAnswerSchema,
  journeyInterestRequestSchema,
  journeyListAnswerSchema,
  journeyListQuerySchema,
  journeySlugParamsSchema,
} from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireCaller } from '../../plugins/auth';
import { cancelByTraveller, createJourneyBooking, myJourneyBookings, readJourneyBooking } from './bookings';
import { getJourney, listJourneys } from './catalogue';
import { submitInterest } from './interest';
import { completeEndedJourneys } from './seats';
import { repeat } from '../../lib/repeat';
import { bookerRoutes, bookingRoute, catalogueRoute, bookingErrorsWithLimit as errors } from '../bookings';

/** Travel journeys for travellers: the catalogue, interest, booking places on a departure, their bookings. */
export const journeyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  catalogueRoute(
    app,
    ctx.db,
    '/api/journeys/',
    { query: journeyListQuerySchema, answer: journeyListAnswerSchema, errors },
    listJourneys,
  );

  app.get(
    '/api/journeys/:slug/',
    { schema: { params: journeySlugParamsSchema, response: { 200: journeyDetailSchema, ...errors } } },
    async (request) => getJourney(ctx.db, request.params.slug),
  );

  app.post(
    '/api/journeys/:slug/interest/',
    {
      schema: {
        params: journeySlugParamsSchema,
        body: journeyInterestRequestSchema,
        response: { 201: journeyInterestAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await submitInterest(ctx, request.params.slug, request.body, {
          caller: request.caller,
          ip: request.ip,
        }),
      ),
  );

  bookingRoute(app, ctx, {
    path: '/api/journeys/:slug/bookings/',
    params: journeySlugParamsSchema,
    body: createJourneyBookingRequestSchema,
    booking: journeyBookingSchema,
    errors: errors,
    create: createJourneyBooking,
  });

  const booker = bookerRoutes(app, ctx.db, requireCaller, errors);
  // A journey has no translations yet (its table has no `translations`): `?lang=` is taken like
  // every kind's, and its title stays the original.
  booker.all('/api/journey-bookings/', journeyBookingListSchema, (db, caller) => myJourneyBookings(db, caller));
  booker.read('/api/journey-bookings/:id/', journeyBookingSchema, readJourneyBooking);
  booker.cancel(
    '/api/journey-bookings/:id/cancel/',
    cancelJourneyBookingRequestSchema,
    journeyBookingSchema,
    cancelByTraveller,
  );

  // Journeys that ended are completed every minute (held places that lapsed go back through the
  // payments' one hold-release job, with every other kind's).
  const stop = repeat(ctx.log, 'completing ended journeys', 60_000, () => completeEndedJourneys(ctx.db));
  app.addHook('onClose', async () => stop());
};
