import {
  markReadRequestSchema,
  NOTIFICATIONS_PAGE_SIZE,
  notificationCountSchema,
  notificationIdSchema,
  notificationListQuerySchema,
  notificationPreferencesRequestSchema,
  notificationPreferencesSchema,
  notificationSchema,
  paginated,
} from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { errorResponses } from '../lib/error-responses';
import { pageAnswer } from '../lib/paging';
import { requireCaller } from '../plugins/auth';
import { TooManyRequestsError } from '../lib/http-errors';
import { LIMITS } from '../lib/rate-limiter';
import { listNotifications, markRead, unreadCount } from './inbox';
import { sendTestNotification } from './notify';
import { getPreferences, putPreferences } from './preferences';

const errors = errorResponses(400, 401, 404);

/** The in-app inbox and the notification preferences (issue 23): a signed-in person's own only. */
export const notificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Who may call comes before what was sent: a guest hears 401 whatever the body.
  app.addHook('preValidation', async (request) => {
    requireCaller(request);
  });

  app.get(
    '/api/notifications/',
    {
      schema: {
        querystring: notificationListQuerySchema,
        response: { 200: paginated(notificationSchema), ...errors },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const { count, results } = await listNotifications(ctx.db, caller.id, request.query);
      return pageAnswer(request.url, request.query.page, NOTIFICATIONS_PAGE_SIZE, count, results);
    },
  );

  app.get(
    '/api/notifications/unread-count/',
    { schema: { response: { 200: notificationCountSchema, ...errors } } },
    async (request) => ({ count: await unreadCount(ctx.db, requireCaller(request).id) }),
  );

  app.post(
    '/api/notifications/read/',
    { schema: { body: markReadRequestSchema, response: { 200: notificationCountSchema, ...errors } } },
    async (request) => ({ count: await markRead(ctx.db, requireCaller(request).id, request.body) }),
  );

  app.post(
    '/api/notifications/test/',
    { schema: { response: { 202: notificationIdSchema, ...errorResponses(401, 429) } } },
    async (request, reply) => {
      const caller = requireCaller(request);
      const wait = await ctx.rateLimiter.consume(LIMITS.testNotificationsPerUser, String(caller.id));
      if (wait !== null) throw new TooManyRequestsError(wait);
      const id = await ctx.db.transaction((tx) => sendTestNotification(tx, caller.id));
      return reply.code(202).send({ id });
    },
  );

  app.get(
    '/api/notifications/preferences/',
    { schema: { response: { 200: notificationPreferencesSchema, ...errors } } },
    async (request) => getPreferences(ctx.db, requireCaller(request).id),
  );

  app.put(
    '/api/notifications/preferences/',
    {
      schema: {
        body: notificationPreferencesRequestSchema,
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => putPreferences(ctx.db, requireCaller(request).id, request.body),
  );
};
