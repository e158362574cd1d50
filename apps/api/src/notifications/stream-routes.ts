import { NOTIFICATION_MESSAGES, streamQuerySchema, streamTicketSchema } from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { errorResponses } from '../lib/error-responses';
import { openEventStream } from '../lib/event-stream';
import { notAuthenticated, TooManyRequestsError } from '../lib/http-errors';
import { requireCaller } from '../plugins/auth';
import { unreadCount } from './inbox';
import type { LiveEvents } from './live';
import { signStreamTicket, STREAM_TICKET_TTL_SECONDS, verifyStreamTicket } from './stream-ticket';

/** A person with more tabs than this open is refused another: each holds a connection. */
const MAX_STREAMS_PER_PERSON = 10;

/**
 * The live inbox (issue 23): the unread count and new items as Server-Sent Events, opened with a
 * ticket bought with the access token a minute before.
 */
export const notificationStreamRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/notifications/stream-ticket/',
    { schema: { response: { 200: streamTicketSchema, ...errorResponses(401) } } },
    async (request) => ({
      ticket: await signStreamTicket(ctx.secrets.jwt, requireCaller(request).id),
      expires_in: STREAM_TICKET_TTL_SECONDS,
    }),
  );

  app.get(
    '/api/notifications/stream/',
    { schema: { querystring: streamQuerySchema, response: errorResponses(400, 401, 429) } },
    async (request, reply) => {
      const userId = await verifyStreamTicket(ctx.secrets.jwt, request.query.ticket);
      if (userId === null) throw notAuthenticated(NOTIFICATION_MESSAGES.ticket);
      if (ctx.live.countOf(userId) >= MAX_STREAMS_PER_PERSON)
        throw new TooManyRequestsError(60, NOTIFICATION_MESSAGES.tooManyStreams);

      let remove = () => {};
      const stream = openEventStream<LiveEvents>(request, reply, () => remove());
      // Listening before the first count is read: nothing that happens in between is missed.
      remove = ctx.live.add(userId, stream.send, stream.end);
      stream.send('unread', { count: await unreadCount(ctx.db, userId) });
    },
  );
};
