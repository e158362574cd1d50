import { EVENT_LIMITS, errorBodySchema, eventBatchRequestSchema, eventBatchResultSchema } from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { HttpError } from '../../lib/http-errors';
import { ingestBatch } from './service';

/** POST events/batch-events/ (spec section 7). */
export const eventRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/events/batch-events/',
    {
      // A full batch of the largest events is well under this; more is refused with 413.
      bodyLimit: 512 * 1024,
      schema: {
        body: eventBatchRequestSchema,
        response: {
          200: eventBatchResultSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          413: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { events: batch, uuid } = request.body;
      if (batch.length > EVENT_LIMITS.batchMax) {
        throw new HttpError(413, 'payload_too_large', `A batch may hold at most ${EVENT_LIMITS.batchMax} events.`);
      }
      // The user is the one the token says, never the one the body claims.
      return ingestBatch(ctx, batch, {
        userId: request.caller?.id ?? null,
        guestUuid: request.guestUuid ?? uuid?.toLowerCase() ?? null,
        ip: request.ip,
      });
    },
  );
};
