import {
  addModeratorRequestSchema,
  communityIdParamsSchema,
  moderatorListSchema,
  communityBanParamsSchema,
} from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/error-responses';
import { LIMITS } from '../../lib/rate-limiter';
import { requireCaller } from '../../plugins/auth';
import { limitedCaller } from './limited-caller';
import { addModerator, listModerators, removeModerator } from './moderators';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * A community's moderators (issue 26): anyone reads who they are; its moderators (and site
 * administrators) add and remove them, each answer being the list as it now is.
 */
export const moderatorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/communities/:id/moderators/',
    { schema: { params: communityIdParamsSchema, response: { 200: moderatorListSchema, ...errors } } },
    async (request) => listModerators(ctx.db, request.params.id),
  );

  app.post(
    '/api/communities/:id/moderators/',
    {
      schema: {
        params: communityIdParamsSchema,
        body: addModeratorRequestSchema,
        response: { 200: moderatorListSchema, ...errors },
      },
    },
    async (request) => {
      const caller = await limitedCaller(ctx, request, LIMITS.moderatorsAddedPerUser);
      return addModerator(ctx.db, caller, request.params.id, request.body.username);
    },
  );

  app.delete(
    '/api/communities/:id/moderators/:username/',
    // The same address shape as a ban's: a community's id and a member's name.
    { schema: { params: communityBanParamsSchema, response: { 200: moderatorListSchema, ...errors } } },
    async (request) => removeModerator(ctx.db, requireCaller(request), request.params.id, request.params.username),
  );
};
