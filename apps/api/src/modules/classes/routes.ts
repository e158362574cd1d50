import {
  classCurrenciesSchema,
  classDetailSchema,
  classListQuerySchema,
  classSummarySchema,
  paginated,
  searchedPage,
  REVIEW_LIMITS,
  tutorSchema,
  bookingSchema,
  cancelBookingRequestSchema,
  classSlugParamsSchema,
  createBookingRequestSchema,
  idParamsSchema,
  readerLanguageQuerySchema,
  proposeTimeRequestSchema,
  rescheduleRequestSchema,
  reviewRequestSchema,
  reviewSchema,
  slotsAnswerSchema,
  slotsQuerySchema,
  tutorReviewsQuerySchema,
} from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireCaller } from '../../plugins/auth';
import { classCurrencies, getClass, getTutor, listClasses } from './catalogue';
import { createReview, tutorReviews } from './reviews';
import { pageAnswer } from '../../lib/paging';
import {
  cancelBooking,
  createBooking,
  listSlots,
  myBookings,
  readBooking,
  rescheduleBooking,
  tutorAction,
  tutorBookings,
} from './bookings';
import { acceptProposal, declineProposal, proposeTime } from './time-proposals';
import { answerNewBooking } from '../../lib/hold-limits';
import {
  bookerRoutes,
  catalogueRoute,
  bookingErrors as errors,
  bookingErrorsWithLimit as bookErrors,
} from '../bookings';

/** Class slots and bookings: open times in the visitor's zone, booking without double-booking. */
export const classRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  catalogueRoute(
    app,
    ctx.db,
    '/api/classes/',
    { query: classListQuerySchema, answer: searchedPage(classSummarySchema), errors },
    listClasses,
  );

  app.get('/api/classes/currencies/', { schema: { response: { 200: classCurrenciesSchema } } }, async () => ({
    results: await classCurrencies(ctx.db),
  }));

  app.get(
    '/api/classes/:slug/',
    {
      schema: {
        params: classSlugParamsSchema,
        querystring: readerLanguageQuerySchema,
        response: { 200: classDetailSchema, ...errors },
      },
    },
    async (request) => getClass(ctx.db, request.params.slug, request.query.lang),
  );

  app.get(
    '/api/tutors/:slug/',
    {
      schema: {
        params: classSlugParamsSchema,
        querystring: readerLanguageQuerySchema,
        response: { 200: tutorSchema, ...errors },
      },
    },
    async (request) => getTutor(ctx.db, request.params.slug, request.query.lang),
  );

  app.get(
    '/api/classes/:slug/slots/',
    {
      schema: {
        params: classSlugParamsSchema,
        querystring: slotsQuerySchema,
        response: { 200: slotsAnswerSchema, ...errors },
      },
    },
    async (request) => listSlots(ctx.db, request.params.slug, request.query),
  );

  app.post(
    '/api/bookings/',
    {
      schema: { body: createBookingRequestSchema, response: { 200: bookingSchema, 201: bookingSchema, ...bookErrors } },
    },
    async (request, reply) =>
      answerNewBooking(ctx.rateLimiter, requireCaller(request), reply, (caller, rules) =>
        createBooking(ctx.db, caller, request.body, new Date(), rules),
      ),
  );

  const booker = bookerRoutes(app, ctx.db, requireCaller, errors);
  const bookingList = z.object({ results: z.array(bookingSchema) });
  booker.all('/api/bookings/mine/', bookingList, myBookings);
  booker.read('/api/bookings/:id/', bookingSchema, readBooking);
  booker.cancel('/api/bookings/:id/cancel/', cancelBookingRequestSchema, bookingSchema, cancelBooking);

  // The tutor's side (creator/bookings) and rescheduling.
  booker.all('/api/bookings/tutor/', bookingList, tutorBookings);

  app.post(
    '/api/bookings/:id/reschedule/',
    { schema: { params: idParamsSchema, body: rescheduleRequestSchema, response: { 200: bookingSchema, ...errors } } },
    async (request) => {
      return rescheduleBooking(ctx.db, requireCaller(request), request.params.id, request.body.start);
    },
  );

  // The tutor proposes a new time; the learner accepts it or declines it (and the booking with it).
  app.post(
    '/api/bookings/:id/propose-time/',
    {
      schema: { params: idParamsSchema, body: proposeTimeRequestSchema, response: { 200: bookingSchema, ...errors } },
    },
    async (request) => proposeTime(ctx.db, requireCaller(request), request.params.id, request.body),
  );

  app.post(
    '/api/bookings/:id/proposal/accept/',
    { schema: { params: idParamsSchema, response: { 200: bookingSchema, ...errors } } },
    async (request) => acceptProposal(ctx.db, requireCaller(request), request.params.id),
  );

  app.post(
    '/api/bookings/:id/proposal/decline/',
    { schema: { params: idParamsSchema, response: { 200: bookingSchema, ...errors } } },
    async (request) => declineProposal(ctx.db, requireCaller(request), request.params.id),
  );

  for (const action of ['mark-paid', 'attended'] as const) {
    app.post(
      `/api/bookings/:id/${action}/`,
      { schema: { params: idParamsSchema, response: { 200: bookingSchema, ...errors } } },
      async (request) => {
        return tutorAction(ctx.db, requireCaller(request), request.params.id, action);
      },
    );
  }

  // Reviews: the learner of an attended booking, once; a tutor's reviews, newest first.
  app.post(
    '/api/bookings/:id/review/',
    { schema: { params: idParamsSchema, body: reviewRequestSchema, response: { 201: reviewSchema, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await createReview(ctx.db, requireCaller(request), request.params.id, request.body)),
  );

  app.get(
    '/api/tutors/:slug/reviews/',
    {
      schema: {
        params: classSlugParamsSchema,
        querystring: tutorReviewsQuerySchema,
        response: { 200: paginated(reviewSchema), ...errors },
      },
    },
    async (request) => {
      const { page } = request.query;
      const { count, results } = await tutorReviews(ctx.db, request.params.slug, page);
      return pageAnswer(request.url, page, REVIEW_LIMITS.pageSize, count, results);
    },
  );
};
