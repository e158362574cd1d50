import {
  categorySchema,
  classesInterestRequestSchema,
  communityPulseSchema,
  createVideoRequestSchema,
  errorBodySchema,
  isConsoleRole,
  mySubmittedVideoSchema,
  paginated,
  pageQuerySchema,
  readerLanguageQuerySchema,
  tagListQuerySchema,
  tagSchema,
  THUMBNAIL_WIDTHS,
  videoLanguageSchema,
  videoListQuerySchema,
  videoPageSchema,
  videoSchema,
} from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound, permissionDenied, TooManyRequestsError } from '../../lib/http-errors';
import { pageAnswer } from '../../lib/paging';
import { readerLanguages } from '../../lib/reader-languages';
import { LIMITS } from '../../lib/rate-limiter';
import { requireCaller } from '../../plugins/auth';
import { submitClassesInterest } from './classes-interest';
import { getConsoleVideo, listSubmittedVideos } from './review';
import {
  addVideo,
  communityPulse,
  getVideo,
  listCategories,
  listLanguages,
  listTags,
  listVideos,
  thumbnailCategory,
} from './service';
import { renderThumbnail } from './thumbnails';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403, 404);

export const videoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/videos/',
    { schema: { querystring: videoListQuerySchema, response: { 200: videoPageSchema, ...errors } } },
    async (request) => {
      const query = request.query;
      const languages = await readerLanguages(ctx.db, request.caller, query.languages);
      const { count, results, suggestions } = await listVideos(ctx.db, query, languages);
      return {
        ...pageAnswer(request.url, query.page, query.page_size, count, results),
        ...(suggestions ? { suggestions } : {}),
      };
    },
  );

  app.post(
    '/api/videos/',
    {
      schema: {
        body: createVideoRequestSchema,
        response: { 201: mySubmittedVideoSchema, 409: errorBodySchema, 429: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const publishes = isConsoleRole(caller.role);
      if (caller.role !== 'creator' && !publishes) {
        throw permissionDenied('Only creators, editors and administrators can add videos.');
      }
      const wait = await ctx.rateLimiter.consume(LIMITS.videoAddsPerUser, String(caller.id));
      if (wait !== null) throw new TooManyRequestsError(wait);
      // A creator's video waits for an editor; an editor's is in the library at once.
      const id = await addVideo(ctx.db, request.body, { id: caller.id, publishes });
      return reply.code(201).send(await getConsoleVideo(ctx.db, id));
    },
  );

  app.get(
    '/api/creators/me/videos/',
    { schema: { querystring: pageQuerySchema, response: { 200: paginated(mySubmittedVideoSchema), ...errors } } },
    async (request, reply) => {
      const caller = requireCaller(request);
      if (caller.role !== 'creator') throw permissionDenied('Only creators submit videos.');
      reply.header('Cache-Control', 'no-store');
      const { count, results, pageSize } = await listSubmittedVideos(
        ctx.db,
        caller.id,
        request.query.page,
        request.query.page_size,
      );
      return pageAnswer(request.url, request.query.page, pageSize, count, results);
    },
  );

  app.get(
    '/api/videos/categories/',
    { schema: { querystring: readerLanguageQuerySchema, response: { 200: z.array(categorySchema), ...errors } } },
    (request) => listCategories(ctx.db, request.query.lang),
  );
  app.get('/api/videos/languages/', { schema: { response: { 200: z.array(videoLanguageSchema) } } }, () =>
    listLanguages(ctx.db),
  );
  app.get(
    '/api/videos/tags/',
    { schema: { querystring: tagListQuerySchema, response: { 200: z.array(tagSchema), 400: errorBodySchema } } },
    (request) => listTags(ctx.db, request.query.category, request.query.lang),
  );

  app.get('/api/videos/pulse/', { schema: { response: { 200: communityPulseSchema } } }, () => communityPulse(ctx.db));

  app.get(
    '/api/videos/:id/video/',
    {
      schema: {
        params: z.object({ id: z.string().max(200) }),
        querystring: readerLanguageQuerySchema,
        response: { 200: videoSchema, 404: errorBodySchema, 400: errorBodySchema },
      },
    },
    (request) => getVideo(ctx.db, request.params.id, request.query.lang),
  );

  app.post(
    '/api/classes-interest/',
    {
      schema: {
        body: classesInterestRequestSchema,
        response: { 201: z.object({ detail: z.string() }), 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await submitClassesInterest(ctx, request.body, {
        userId: request.caller?.id ?? null,
        guestUuid: request.guestUuid ?? null,
        ip: request.ip,
      });
      return reply.code(201).send({ detail: 'Thank you! We will write to you when classes open.' });
    },
  );

  const widths = THUMBNAIL_WIDTHS.join('|');
  const thumbnailFile = new RegExp(`^([\\w-]{11})-(${widths})\\.webp$`);
  app.get(
    '/media/thumbnails/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(40) }) } },
    async (request, reply) => {
      const match = thumbnailFile.exec(request.params.file);
      if (!match) throw notFound('No such image.');
      const [, youtubeId, width] = match;
      const row = await thumbnailCategory(ctx.db, youtubeId!);
      if (!row) throw notFound('No such image.');
      const image = await renderThumbnail(youtubeId!, row.category, Number(width));
      return reply
        .header('Content-Type', 'image/webp')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(image);
    },
  );
};
