import {
  banRequestSchema,
  communityBanListQuerySchema,
  communityBanPageSchema,
  communityBanParamsSchema,
  communityBanSchema,
  communityIdParamsSchema,
} from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/error-responses';
import { answerPage } from '../../lib/paging';
import { LIMITS } from '../../lib/rate-limiter';
import { requireCaller } from '../../plugins/auth';
import { banMember, listBans, unbanMember } from './bans';
import { limitedCaller } from './limited-caller';

const errors = errorResponses(400, 401, 403, 404, 429);

/**
 * A community's bans (issue 26), for its moderators and administrators: ban a member (or change
 * their ban), list the running bans, lift one. Bans and unbans share one limit per moderator.
 */
export const banRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/communities/:id/bans/',
    {
      schema: {
        params: communityIdParamsSchema,
        body: banRequestSchema,
        response: { 201: communityBanSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = await limitedCaller(ctx, request, LIMITS.bansPerModerator);
      const ban = await banMember(ctx.db, caller, request.params.id, request.body);
      reply.code(201);
      return ban;
    },
  );

  app.get(
    '/api/communities/:id/bans/',
    {
      schema: {
        params: communityIdParamsSchema,
        querystring: communityBanListQuerySchema,
        response: { 200: communityBanPageSchema, ...errors },
      },
    },
    async (request) =>
      answerPage(request, await listBans(ctx.db, requireCaller(request), request.params.id, request.query)),
  );

  app.delete(
    '/api/communities/:id/bans/:username/',
    { schema: { params: communityBanParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const caller = await limitedCaller(ctx, request, LIMITS.bansPerModerator);
      await unbanMember(ctx.db, caller, request.params.id, request.params.username);
      return reply.code(204).send(null);
    },
  );
};
