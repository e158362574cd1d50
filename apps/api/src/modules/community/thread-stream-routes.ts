import { COMMUNITY_MESSAGES, NOTIFICATION_MESSAGES, idParamsSchema, threadStreamQuerySchema } from '@sangam/contracts';
import type { ThreadEvents } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { selectRows } from '../../db/client';
import { errorResponses } from '../../lib/error-responses';
import { openEventStream } from '../../lib/event-stream';
import { notAuthenticated, notFound, TooManyRequestsError } from '../../lib/http-errors';
import { verifyStreamTicket } from '../../notifications/stream-ticket';

/**
 * Streams one address may hold open in a process. Reading needs no account, so the address is the
 * only handle on a script opening thousands; a household or office behind one address still reads
 * several threads in several tabs.
 */
const MAX_STREAMS_PER_ADDRESS = 20;

/**
 * A post's live thread (issue 26): new comments and scores as Server-Sent Events, open to guests as
 * the thread itself is. A member opens it with the notifications' stream ticket, so that the
 * comments of people they blocked, and their own, are not announced to them (decision 028).
 */
export const threadStreamRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/posts/:id/stream/',
    {
      schema: {
        params: idParamsSchema,
        querystring: threadStreamQuerySchema,
        response: errorResponses(400, 401, 404, 429),
      },
    },
    async (request, reply) => {
      const post = request.params.id;
      const { ticket } = request.query;
      const userId = ticket === undefined ? null : await verifyStreamTicket(ctx.secrets.jwt, ticket);
      if (ticket !== undefined && userId === null) throw notAuthenticated(NOTIFICATION_MESSAGES.ticket);
      // A post removed by its moderators shows nothing to follow; a locked or deleted one still has scores.
      const [open] = await selectRows<{ id: number }>(
        ctx.db,
        sql`select id from posts where id = ${post} and removed_at is null`,
      );
      if (!open) throw notFound(COMMUNITY_MESSAGES.postNotFound);
      if (ctx.threads.countOf(request.ip) >= MAX_STREAMS_PER_ADDRESS)
        throw new TooManyRequestsError(60, COMMUNITY_MESSAGES.tooManyThreadStreams);

      let remove = () => {};
      const stream = openEventStream<ThreadEvents>(request, reply, () => remove());
      remove = ctx.threads.add(post, { userId, address: request.ip, send: stream.send, end: stream.end });
    },
  );
};
