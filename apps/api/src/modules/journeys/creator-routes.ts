import {
  createJourneyRequestSchema,
  creatorDepartureListSchema,
  creatorJourneyBookingsQuerySchema,
  creatorJourneyListSchema,
  creatorJourneySchema,
  departuresRequestSchema,
  idParamsSchema,
  journeyBookingSchema,
  journeyIdParamsSchema,
  journeyInterestSchema,
  journeyInterestsQuerySchema,
  organiserCancelRequestSchema,
  paginated,
  updateJourneyRequestSchema,
} from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { answerPage } from '../../lib/paging';
import { cancelByOrganiser, markDepositPaid, markJourneyRefundSent, organiserBookings } from './bookings';
import { createCreatorJourney, getCreatorJourney, listCreatorJourneys, updateCreatorJourney } from './creator-journeys';
import { listDepartures, saveDepartures } from './departures';
import { organiserInterests } from './interest';
import { requireOrganiser } from './organiser-access';
import { bookerRoutes, ownedItemRoutes, bookingErrors as errors } from '../bookings';

/**
 * The journey organiser's area: their journeys, departures, bookings and the interest received. Only
 * organisers (retreat representatives) and administrators call these; each acts on the caller's own
 * journeys, and an administrator may also open and change any journey and booking by id.
 */
export const creatorJourneyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Who may call comes before what was sent: a guest hears 401 and anyone else 403 whatever the body.
  app.addHook('preValidation', async (request) => {
    requireOrganiser(request);
  });
  const owned = ownedItemRoutes(app, ctx.db, requireOrganiser, errors);

  app.get(
    '/api/creators/journeys/',
    { schema: { response: { 200: creatorJourneyListSchema, ...errors } } },
    async (request) => listCreatorJourneys(ctx.db, requireOrganiser(request)),
  );

  app.post(
    '/api/creators/journeys/',
    { schema: { body: createJourneyRequestSchema, response: { 201: creatorJourneySchema, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await createCreatorJourney(ctx.db, requireOrganiser(request), request.body)),
  );

  app.get(
    '/api/creators/journeys/interests/',
    {
      schema: {
        querystring: journeyInterestsQuerySchema,
        response: { 200: paginated(journeyInterestSchema), ...errors },
      },
    },
    async (request) => answerPage(request, await organiserInterests(ctx.db, requireOrganiser(request), request.query)),
  );

  owned.editable(
    '/api/creators/journeys/:id/',
    { params: journeyIdParamsSchema, body: updateJourneyRequestSchema, answer: creatorJourneySchema, change: 'patch' },
    getCreatorJourney,
    updateCreatorJourney,
  );

  owned.editable(
    '/api/creators/journeys/:id/departures/',
    { params: journeyIdParamsSchema, body: departuresRequestSchema, answer: creatorDepartureListSchema, change: 'put' },
    listDepartures,
    saveDepartures,
  );

  app.get(
    '/api/creators/journey-bookings/',
    {
      schema: {
        querystring: creatorJourneyBookingsQuerySchema,
        response: { 200: paginated(journeyBookingSchema), ...errors },
      },
    },
    async (request) => answerPage(request, await organiserBookings(ctx.db, requireOrganiser(request), request.query)),
  );

  bookerRoutes(app, ctx.db, requireOrganiser, errors).cancel(
    '/api/creators/journey-bookings/:id/cancel/',
    organiserCancelRequestSchema,
    journeyBookingSchema,
    cancelByOrganiser,
  );

  owned.action('/api/creators/journey-bookings/:id/mark-paid/', idParamsSchema, journeyBookingSchema, markDepositPaid);

  owned.action(
    '/api/creators/journey-bookings/:id/refund-sent/',
    idParamsSchema,
    journeyBookingSchema,
    markJourneyRefundSent,
  );
};
