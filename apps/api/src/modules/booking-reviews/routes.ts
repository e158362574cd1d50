import {
  bookingReviewSchema,
  idParamsSchema,
  itemReviewsParamsSchema,
  itemReviewsQuerySchema,
  itemReviewsSchema,
  REVIEW_LIMITS,
  reviewReplyRequestSchema,
  reviewRequestSchema,
} from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/error-responses';
import { pageAnswer } from '../../lib/paging';
import { requireCaller } from '../../plugins/auth';
import { createBookingReview, itemReviews, replyToReview } from './reviews';
import type { ReviewableKind } from './reviewable';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Each reviewable kind's two routes (writing a review of a booking, reading an item's reviews) and
 * the host's reply, which names the review alone. The kinds come from the app's assembly.
 */
export const bookingReviewRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; kinds: readonly ReviewableKind[] }> = async (
  app,
  { ctx, kinds },
) => {
  for (const kind of kinds) {
    app.post(
      `/api/${kind.bookingPath}/:id/review/`,
      {
        schema: {
          description: `The person who booked rates and reviews it (1–5, a text), once, after it ended and within 90 days.`,
          params: idParamsSchema,
          body: reviewRequestSchema,
          response: { 201: bookingReviewSchema, ...errors },
        },
      },
      async (request, reply) => {
        const review = await createBookingReview(ctx.db, kind, requireCaller(request), request.params.id, request.body);
        reply.code(201);
        return review;
      },
    );

    app.get(
      `/api/${kind.itemPath}/:slug/reviews/`,
      {
        schema: {
          params: itemReviewsParamsSchema,
          querystring: itemReviewsQuerySchema,
          response: { 200: itemReviewsSchema, ...errors },
        },
      },
      async (request) => {
        const { page } = request.query;
        const { count, results, ...more } = await itemReviews(ctx.db, kind, request.params.slug, page, request.caller);
        return { ...pageAnswer(request.url, page, REVIEW_LIMITS.pageSize, count, results), ...more };
      },
    );
  }

  app.put(
    '/api/booking-reviews/:id/reply/',
    {
      schema: {
        description: 'The host of a reviewed retreat, temple or journey writes (or rewrites) their one public reply.',
        params: idParamsSchema,
        body: reviewReplyRequestSchema,
        response: { 200: bookingReviewSchema, ...errors },
      },
    },
    async (request) => replyToReview(ctx.db, kinds, requireCaller(request), request.params.id, request.body.text),
  );
};
