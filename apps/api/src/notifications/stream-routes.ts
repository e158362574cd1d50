import { NOTIFICATION_MESSAGES, streamQuerySchema, streamTicketSchema } from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { errorResponses } from '../lib/error-responses';
import { notAuthenticated, TooManyRequestsError } from '../lib/http-errors';
import { requireCaller } from '../plugins/auth';
import { unreadCount } from './inbox';
import type { LiveEvents } from './live';
import { signStreamTicket, STREAM_TICKET_TTL_SECONDS, verifyStreamTicket } from './stream-ticket';

/** A person with more tabs than this open is refused another: each holds a connection. */
const MAX_STREAMS_PER_PERSON = 10;
/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

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

      // From here the connection is ours: Fastify neither compresses nor ends it.
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // nginx (bench/scale, and most deployments) would otherwise hold events in its buffer.
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      const send = <E extends keyof LiveEvents>(event: E, data: LiveEvents[E]) => {
        res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      res.write('retry: 5000\n\n');
      // Listening before the first count is read: nothing that happens in between is missed.
      const remove = ctx.live.add(userId, send, () => res.end());
      const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      res.on('close', () => {
        clearInterval(keepAlive);
        remove();
      });
      send('unread', { count: await unreadCount(ctx.db, userId) });
    },
  );
};
