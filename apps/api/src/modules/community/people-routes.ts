import {
  blockAnswerSchema,
  paginated,
  postSchema,
  profileCommentSchema,
  profileListQuerySchema,
  profileParamsSchema,
  profileQuerySchema,
  profileSchema,
  userSearchAnswerSchema,
  userSearchQuerySchema,
} from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/error-responses';
import { answerPage } from '../../lib/paging';
import { requireCaller } from '../../plugins/auth';
import { block, unblock } from './blocks';
import { getProfile, listPersonComments, listPersonPosts, searchPeople } from './people';

const errors = errorResponses(400, 401, 404);

/**
 * Public profiles and blocking (issue 26). Anyone reads a profile and its lists; blocking needs a
 * signed-in member (401).
 */
export const peopleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Names for a mention being typed: members only, so the list of accounts is not open to scraping.
  app.get(
    '/api/users/search/',
    { schema: { querystring: userSearchQuerySchema, response: { 200: userSearchAnswerSchema, ...errors } } },
    async (request) => {
      requireCaller(request);
      return { results: await searchPeople(ctx.db, request.query.q) };
    },
  );

  app.get(
    '/api/users/:username/',
    {
      schema: {
        params: profileParamsSchema,
        querystring: profileQuerySchema,
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => getProfile(ctx.db, request.caller, request.params.username, request.query.lang),
  );

  app.get(
    '/api/users/:username/posts/',
    {
      schema: {
        params: profileParamsSchema,
        querystring: profileListQuerySchema,
        response: { 200: paginated(postSchema), ...errors },
      },
    },
    async (request) =>
      answerPage(request, await listPersonPosts(ctx.db, request.caller, request.params.username, request.query)),
  );

  app.get(
    '/api/users/:username/comments/',
    {
      schema: {
        params: profileParamsSchema,
        querystring: profileListQuerySchema,
        response: { 200: paginated(profileCommentSchema), ...errors },
      },
    },
    async (request) =>
      answerPage(request, await listPersonComments(ctx.db, request.caller, request.params.username, request.query)),
  );

  app.post(
    '/api/users/:username/block/',
    { schema: { params: profileParamsSchema, response: { 200: blockAnswerSchema, ...errors } } },
    async (request) => block(ctx.db, requireCaller(request), request.params.username),
  );

  app.delete(
    '/api/users/:username/block/',
    { schema: { params: profileParamsSchema, response: { 200: blockAnswerSchema, ...errors } } },
    async (request) => unblock(ctx.db, requireCaller(request), request.params.username),
  );
};
