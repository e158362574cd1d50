import {
  consoleCategoryOrderRequestSchema,
  consoleCategorySchema,
  consoleCategoryUpdateRequestSchema,
  consoleCreateVideoRequestSchema,
  consoleIdParamsSchema,
  consoleReasonRequestSchema,
  consoleSlugParamsSchema,
  consoleTagListQuerySchema,
  consoleTagSchema,
  consoleTagUpdateRequestSchema,
  consoleUpdateVideoRequestSchema,
  consoleVideoListQuerySchema,
  consoleVideoSchema,
  paginated,
} from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/error-responses';
import { pageAnswer } from '../../lib/paging';
import { requireEditor } from '../console';
import { addVideo } from './service';
import {
  deleteVideo,
  getConsoleVideo,
  listConsoleVideos,
  orderCategory,
  publishVideo,
  rejectVideo,
  unpublishVideo,
  updateVideo,
} from './review';
import { listConsoleCategories, listConsoleTags, updateCategory, updateTag } from './vocabulary';

const errors = errorResponses(400, 401, 403, 404, 409);
const video = { 200: consoleVideoSchema, ...errors };

/**
 * The console's video library (issue 20): editors and administrators add, edit, publish, reject,
 * unpublish, delete and order videos, and name tags and categories in every language (issue 21);
 * each change is recorded in the audit log.
 */
export const videoConsoleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Who may call comes before what was sent: a guest hears 401 and a member 403 whatever the body.
  app.addHook('preValidation', async (request, reply) => {
    requireEditor(request);
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/api/admin/videos/',
    {
      schema: { querystring: consoleVideoListQuerySchema, response: { 200: paginated(consoleVideoSchema), ...errors } },
    },
    async (request) => {
      const { count, results, pageSize } = await listConsoleVideos(ctx.db, request.query);
      return pageAnswer(request.url, request.query.page, pageSize, count, results);
    },
  );

  app.post(
    '/api/admin/videos/',
    { schema: { body: consoleCreateVideoRequestSchema, response: { 201: consoleVideoSchema, ...errors } } },
    async (request, reply) => {
      const editor = requireEditor(request);
      const id = await addVideo(ctx.db, request.body, { id: editor.id, publishes: true });
      return reply.code(201).send(await getConsoleVideo(ctx.db, id));
    },
  );

  app.patch(
    '/api/admin/videos/:id/',
    { schema: { params: consoleIdParamsSchema, body: consoleUpdateVideoRequestSchema, response: video } },
    async (request) => updateVideo(ctx.db, requireEditor(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/admin/videos/:id/',
    { schema: { params: consoleIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteVideo(ctx.db, requireEditor(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/videos/:id/publish/',
    { schema: { params: consoleIdParamsSchema, response: video } },
    async (request) => publishVideo(ctx.db, requireEditor(request).id, request.params.id),
  );

  app.post(
    '/api/admin/videos/:id/unpublish/',
    { schema: { params: consoleIdParamsSchema, response: video } },
    async (request) => unpublishVideo(ctx.db, requireEditor(request).id, request.params.id),
  );

  app.post(
    '/api/admin/videos/:id/reject/',
    { schema: { params: consoleIdParamsSchema, body: consoleReasonRequestSchema, response: video } },
    async (request) => rejectVideo(ctx.db, requireEditor(request).id, request.params.id, request.body.reason),
  );

  app.get(
    '/api/admin/tags/',
    { schema: { querystring: consoleTagListQuerySchema, response: { 200: paginated(consoleTagSchema), ...errors } } },
    async (request) => {
      const { count, results, pageSize } = await listConsoleTags(ctx.db, request.query);
      return pageAnswer(request.url, request.query.page, pageSize, count, results);
    },
  );

  app.patch(
    '/api/admin/tags/:slug/',
    {
      schema: {
        params: consoleSlugParamsSchema,
        body: consoleTagUpdateRequestSchema,
        response: { 200: consoleTagSchema, ...errors },
      },
    },
    async (request) => updateTag(ctx.db, requireEditor(request).id, request.params.slug, request.body.translations),
  );

  app.get(
    '/api/admin/categories/',
    { schema: { response: { 200: z.array(consoleCategorySchema), ...errors } } },
    async () => listConsoleCategories(ctx.db),
  );

  app.patch(
    '/api/admin/categories/:slug/',
    {
      schema: {
        params: consoleSlugParamsSchema,
        body: consoleCategoryUpdateRequestSchema,
        response: { 200: consoleCategorySchema, ...errors },
      },
    },
    async (request) => updateCategory(ctx.db, requireEditor(request).id, request.params.slug, request.body),
  );

  app.put(
    '/api/admin/categories/:slug/order/',
    {
      schema: {
        params: z.object({ slug: z.string().max(80) }),
        body: consoleCategoryOrderRequestSchema,
        response: { 200: consoleCategoryOrderRequestSchema, ...errors },
      },
    },
    async (request) => ({
      video_ids: await orderCategory(ctx.db, requireEditor(request).id, request.params.slug, request.body.video_ids),
    }),
  );
};
