import {
  communityIdParamsSchema,
  idParamsSchema,
  modlogPageSchema,
  modlogQuerySchema,
  paginated,
  postDetailSchema,
  commentSchema,
  removalRequestSchema,
  reportListQuerySchema,
  reportRequestSchema,
  reportSchema,
} from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/error-responses';
import { answerPage } from '../../lib/paging';
import { LIMITS } from '../../lib/rate-limiter';
import { requireCaller, type Caller } from '../../plugins/auth';
import { getComment } from './comments';
import { communityExists } from './communities';
import { limitedCaller } from './limited-caller';
import { createReport, listReports, resolveReport, setLocked, setRemoved } from './moderation';
import { listModlog } from './modlog';
import { setPinned } from './pins';
import { getPost } from './posts';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * Reports, moderators' actions on posts and comments, and each community's public moderation log.
 * Reporting needs a signed-in member (401); acting needs a moderator of the community (403).
 */
export const moderationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/reports/',
    { schema: { body: reportRequestSchema, response: { 201: reportSchema, ...errors } } },
    async (request, reply) => {
      const caller = await limitedCaller(ctx, request, LIMITS.reportsPerUser);
      reply.code(201);
      return createReport(ctx.db, caller, request.body);
    },
  );

  app.get(
    '/api/reports/',
    { schema: { querystring: reportListQuerySchema, response: { 200: paginated(reportSchema), ...errors } } },
    async (request) => answerPage(request, await listReports(ctx.db, requireCaller(request), request.query)),
  );

  app.post(
    '/api/reports/:id/resolve/',
    { schema: { params: idParamsSchema, response: { 200: reportSchema, ...errors } } },
    async (request) => resolveReport(ctx.db, requireCaller(request), request.params.id),
  );

  for (const [action, removed] of [
    ['remove', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/api/posts/:id/${action}/`,
      {
        schema: {
          params: idParamsSchema,
          body: removalRequestSchema,
          response: { 200: postDetailSchema, ...errors },
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        await setRemoved(ctx.db, caller, 'post', request.params.id, removed, request.body?.reason);
        return getPost(ctx.db, caller, request.params.id);
      },
    );
    app.post(
      `/api/comments/:id/${action}/`,
      {
        schema: {
          params: idParamsSchema,
          body: removalRequestSchema,
          response: { 200: commentSchema, ...errors },
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        await setRemoved(ctx.db, caller, 'comment', request.params.id, removed, request.body?.reason);
        return getComment(ctx.db, caller, request.params.id);
      },
    );
  }

  // A post's switches: locked against new comments, and pinned first in its community's list (issue
  // 26; at most COMMUNITY_LIMITS.pinsMax per community). Each answers the post as it now is.
  const switches = {
    lock: (caller: Caller, id: number) => setLocked(ctx.db, caller, id, true),
    unlock: (caller: Caller, id: number) => setLocked(ctx.db, caller, id, false),
    pin: (caller: Caller, id: number) => setPinned(ctx.db, caller, id, true),
    unpin: (caller: Caller, id: number) => setPinned(ctx.db, caller, id, false),
  };
  for (const [action, turn] of Object.entries(switches)) {
    app.post(
      `/api/posts/:id/${action}/`,
      { schema: { params: idParamsSchema, response: { 200: postDetailSchema, ...errors } } },
      async (request) => {
        const caller = requireCaller(request);
        await turn(caller, request.params.id);
        return getPost(ctx.db, caller, request.params.id);
      },
    );
  }

  app.get(
    '/api/communities/:id/modlog/',
    {
      schema: {
        params: communityIdParamsSchema,
        querystring: modlogQuerySchema,
        response: { 200: modlogPageSchema, ...errors },
      },
    },
    async (request) => {
      await communityExists(ctx.db, request.params.id);
      return answerPage(request, await listModlog(ctx.db, request.params.id, request.query));
    },
  );
};
