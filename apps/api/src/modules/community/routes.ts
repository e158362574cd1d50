import {
  commentListQuerySchema,
  commentSchema,
  communityIdParamsSchema,
  communityListQuerySchema,
  communityParamsSchema,
  communityReaderQuerySchema,
  communitySchema,
  communitySettingsSchema,
  createCommentRequestSchema,
  listedCommentSchema,
  createCommunityRequestSchema,
  createPostRequestSchema,
  feedQuerySchema,
  followAnswerSchema,
  idParamsSchema,
  paginated,
  searchedPage,
  postDetailSchema,
  postListQuerySchema,
  postPageSchema,
  postSchema,
  readerLanguageQuerySchema,
  savedAnswerSchema,
  savedListQuerySchema,
  savedPageSchema,
  updateCommentRequestSchema,
  updateCommunityRequestSchema,
  updatePostRequestSchema,
  voteAnswerSchema,
} from '@sangam/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { answerPage, pageAnswer } from '../../lib/paging';
import { readerLanguages } from '../../lib/reader-languages';
import { LIMITS, type RateLimit } from '../../lib/rate-limiter';
import { requireCaller, type Caller } from '../../plugins/auth';
import { limitedCaller } from './limited-caller';
import { createComment, deleteComment, editComment, listComments, searchComments } from './comments';
import { createCommunity, follow, getCommunity, listCommunities, listFollowed, unfollow } from './communities';
import { deletePost, editPost } from './own-posts';
import { createPost, feed, getPost, listPosts } from './posts';
import { listSaved, save, unsave } from './saved';
import { communitiesAsReadBy, postsAsReadBy } from './shared-lists';
import { communitySettings, updateCommunity } from './settings';
import { vote } from './votes';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * Communities, posts, comments, votes and saved items (spec section 7). Guests read
 * everything; every write needs a signed-in user (401). Moderation is moderation-routes.ts.
 */
export const communityRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const limited = (request: FastifyRequest, limit: RateLimit) => limitedCaller(ctx, request, limit);

  // ---- Communities

  app.get(
    '/api/communities/',
    { schema: { querystring: communityListQuerySchema, response: { 200: searchedPage(communitySchema), ...errors } } },
    async (request, reply) => {
      // A member's saved languages order their list: the shared part is the guests' of those languages.
      const languages = await readerLanguages(ctx.db, request.caller, request.query.languages);
      const list = (caller: Caller | null) => async () =>
        answerPage(request, await listCommunities(ctx.db, caller, request.query, languages));
      return ctx.sharedLists.answer(request, reply, {
        guest: list(null),
        own: list(request.caller),
        overlay: async (shared, caller) => ({
          ...shared,
          results: await communitiesAsReadBy(ctx.db, caller, shared.results),
        }),
        key: languages.join(','),
      });
    },
  );

  app.get(
    '/api/communities/mine/',
    { schema: { querystring: communityListQuerySchema, response: { 200: paginated(communitySchema), ...errors } } },
    async (request) => answerPage(request, await listFollowed(ctx.db, requireCaller(request), request.query)),
  );

  app.post(
    '/api/communities/',
    { schema: { body: createCommunityRequestSchema, response: { 201: communitySchema, ...errors } } },
    async (request, reply) => {
      const caller = await limited(request, LIMITS.communitiesPerUser);
      reply.code(201);
      return createCommunity(ctx.db, caller, request.body);
    },
  );

  app.get(
    '/api/communities/:community/',
    {
      schema: {
        params: communityParamsSchema,
        querystring: communityReaderQuerySchema,
        response: { 200: communitySchema, ...errors },
      },
    },
    async (request, reply) => {
      const one = (caller: Caller | null) => () =>
        getCommunity(ctx.db, caller, request.params.community, request.query.lang);
      return ctx.sharedLists.answer(request, reply, {
        guest: one(null),
        own: one(request.caller),
        overlay: async (shared, caller) => (await communitiesAsReadBy(ctx.db, caller, [shared]))[0]!,
      });
    },
  );

  // Its moderators read its texts as written, and change them (issue 26), with their translations (issue 21).
  app.get(
    '/api/communities/:id/settings/',
    { schema: { params: communityIdParamsSchema, response: { 200: communitySettingsSchema, ...errors } } },
    async (request) => communitySettings(ctx.db, requireCaller(request), request.params.id),
  );

  app.patch(
    '/api/communities/:id/',
    {
      schema: {
        params: communityIdParamsSchema,
        body: updateCommunityRequestSchema,
        response: { 200: communitySchema, ...errors },
      },
    },
    async (request) => updateCommunity(ctx.db, requireCaller(request), request.params.id, request.body),
  );

  app.post(
    '/api/communities/:id/follow/',
    { schema: { params: communityIdParamsSchema, response: { 200: followAnswerSchema, ...errors } } },
    async (request) => follow(ctx.db, requireCaller(request), request.params.id),
  );

  app.post(
    '/api/communities/:id/unfollow/',
    { schema: { params: communityIdParamsSchema, response: { 200: followAnswerSchema, ...errors } } },
    async (request) => unfollow(ctx.db, requireCaller(request), request.params.id),
  );

  // ---- Posts

  app.get(
    '/api/posts/',
    { schema: { querystring: postListQuerySchema, response: { 200: postPageSchema, ...errors } } },
    async (request, reply) => {
      const list = (caller: Caller | null) => async () =>
        answerPage(request, await listPosts(ctx.db, caller, request.query));
      return ctx.sharedLists.answer(request, reply, {
        guest: list(null),
        own: list(request.caller),
        overlay: (shared, caller) => postsAsReadBy(ctx.db, caller, shared),
      });
    },
  );

  app.get(
    '/api/posts/feed/',
    { schema: { querystring: feedQuerySchema, response: { 200: paginated(postSchema), ...errors } } },
    async (request) => answerPage(request, await feed(ctx.db, requireCaller(request), request.query)),
  );

  app.get(
    '/api/posts/:id/',
    {
      schema: {
        params: idParamsSchema,
        querystring: readerLanguageQuerySchema,
        response: { 200: postDetailSchema, ...errors },
      },
    },
    // A member reads their own: what they may see of a removed post depends on who they are.
    async (request, reply) => {
      const one = (caller: Caller | null) => () => getPost(ctx.db, caller, request.params.id, request.query.lang);
      return ctx.sharedLists.answer(request, reply, { guest: one(null), own: one(request.caller) });
    },
  );

  app.post(
    '/api/posts/',
    { schema: { body: createPostRequestSchema, response: { 201: postDetailSchema, ...errors } } },
    async (request, reply) => {
      const caller = await limited(request, LIMITS.postsPerUser);
      reply.code(201);
      return createPost(ctx.db, caller, request.body);
    },
  );

  // Its author's own changes (issue 26); moderators remove and restore instead.
  app.patch(
    '/api/posts/:id/',
    {
      schema: { params: idParamsSchema, body: updatePostRequestSchema, response: { 200: postDetailSchema, ...errors } },
    },
    async (request) => editPost(ctx.db, requireCaller(request), request.params.id, request.body),
  );

  app.delete(
    '/api/posts/:id/',
    { schema: { params: idParamsSchema, response: { 200: postDetailSchema, ...errors } } },
    async (request) => deletePost(ctx.db, requireCaller(request), request.params.id),
  );

  // Votes of one person are limited together (issue 26): scripted voting is answered 429.
  for (const [action, direction] of [
    ['upvote', 1],
    ['downvote', -1],
  ] as const) {
    app.post(
      `/api/posts/:id/${action}/`,
      { schema: { params: idParamsSchema, response: { 200: voteAnswerSchema, ...errors } } },
      async (request) =>
        vote(ctx.db, await limited(request, LIMITS.votesPerUser), 'post', request.params.id, direction),
    );
    app.post(
      `/api/comments/:id/${action}/`,
      { schema: { params: idParamsSchema, response: { 200: voteAnswerSchema, ...errors } } },
      async (request) =>
        vote(ctx.db, await limited(request, LIMITS.votesPerUser), 'comment', request.params.id, direction),
    );
  }

  // ---- Comments

  app.get(
    '/api/comments/',
    {
      schema: { querystring: commentListQuerySchema, response: { 200: paginated(listedCommentSchema), ...errors } },
    },
    // A member reads their own: a moderator sees removed comments, and blocks hide some.
    async (request, reply) => {
      const { post, q, community, page, page_size, t } = request.query;
      const list = (caller: Caller | null) => async () => {
        const { count, results } =
          post !== undefined
            ? await listComments(ctx.db, caller, post, page, page_size)
            : await searchComments(ctx.db, caller, { q: q!, community, page, page_size });
        return pageAnswer(request.url, page, page_size, count, results);
      };
      // A thread's page asks for its comments afresh (`t`) when the live thread announced some.
      const fresh = Boolean(t);
      return ctx.sharedLists.answer(request, reply, { guest: list(null), own: list(request.caller), fresh });
    },
  );

  app.post(
    '/api/comments/',
    { schema: { body: createCommentRequestSchema, response: { 201: commentSchema, ...errors } } },
    async (request, reply) => {
      const caller = await limited(request, LIMITS.commentsPerUser);
      reply.code(201);
      return createComment(ctx.db, caller, request.body);
    },
  );

  app.patch(
    '/api/comments/:id/',
    {
      schema: { params: idParamsSchema, body: updateCommentRequestSchema, response: { 200: commentSchema, ...errors } },
    },
    async (request) => editComment(ctx.db, requireCaller(request), request.params.id, request.body.content),
  );

  app.delete(
    '/api/comments/:id/',
    { schema: { params: idParamsSchema, response: { 200: commentSchema, ...errors } } },
    async (request) => deleteComment(ctx.db, requireCaller(request), request.params.id),
  );

  // ---- Saved posts and comments (issue 26): each person's own, so guests are refused (401).

  for (const [path, kind] of [
    ['posts', 'post'],
    ['comments', 'comment'],
  ] as const) {
    const route = { schema: { params: idParamsSchema, response: { 200: savedAnswerSchema, ...errors } } };
    app.post(`/api/${path}/:id/save/`, route, async (request) =>
      save(ctx.db, requireCaller(request), kind, request.params.id),
    );
    app.delete(`/api/${path}/:id/save/`, route, async (request) =>
      unsave(ctx.db, requireCaller(request), kind, request.params.id),
    );
  }

  app.get(
    '/api/me/saved/',
    { schema: { querystring: savedListQuerySchema, response: { 200: savedPageSchema, ...errors } } },
    async (request) => answerPage(request, await listSaved(ctx.db, requireCaller(request), request.query)),
  );
};
