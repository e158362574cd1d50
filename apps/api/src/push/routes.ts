import {
  PUSH_MESSAGES,
  pushPublicKeySchema,
  pushSubscriptionRequestSchema,
  pushSubscriptionSchema,
  pushUnsubscribeRequestSchema,
} from '@sangam/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { errorResponses } from '../lib/error-responses';
import { notAuthenticated } from '../lib/http-errors';
import type { PushOwner } from './owner';
import { subscribe, unsubscribe } from './subscriptions';

const errors = errorResponses(400, 401, 404);

/** The signed-in person, else the guest id (guests may opt in to push reminders); neither is 401. */
function requireOwner(request: FastifyRequest): PushOwner {
  if (request.caller) return { userId: request.caller.id };
  if (request.guestUuid) return { guestUuid: request.guestUuid };
  throw notAuthenticated(PUSH_MESSAGES.noOwner);
}

/** Web push (issue 23): the server's public key, and each browser's subscription. */
export const pushRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Who may call comes before what was sent: without an account or a guest id, 401 whatever the body.
  const ownerFirst = async (request: FastifyRequest) => void requireOwner(request);

  app.get('/api/push/public-key/', { schema: { response: { 200: pushPublicKeySchema } } }, async () => ({
    key: ctx.secrets.vapid.publicKey,
  }));

  app.post(
    '/api/push/subscriptions/',
    {
      preValidation: ownerFirst,
      schema: {
        body: pushSubscriptionRequestSchema,
        response: { 200: pushSubscriptionSchema, 201: pushSubscriptionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, subscription } = await subscribe(ctx.db, requireOwner(request), request.body, {
        allowLoopbackHttp: ctx.config.PUSH_ALLOW_LOOPBACK_HTTP,
      });
      return reply.code(created ? 201 : 200).send(subscription);
    },
  );

  app.delete(
    '/api/push/subscriptions/',
    {
      preValidation: ownerFirst,
      schema: { body: pushUnsubscribeRequestSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await unsubscribe(ctx.db, requireOwner(request), request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};
