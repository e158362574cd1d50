import {
  consoleCreateTempleRequestSchema,
  consoleIdParamsSchema,
  consoleTempleListQuerySchema,
  consoleTempleSchema,
  consoleUpdateTempleRequestSchema,
  paginated,
} from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/error-responses';
import { pageAnswer } from '../../lib/paging';
import { requireEditor } from './access';
import { createConsoleTemple, listConsoleTemples, updateConsoleTemple } from './temples';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Temples in the console (`/api/admin/temples/`): editors and administrators. */
export const consoleTempleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Who may call comes before what was sent.
  app.addHook('preValidation', async (request) => {
    requireEditor(request);
  });

  app.get(
    '/api/admin/temples/',
    {
      schema: {
        querystring: consoleTempleListQuerySchema,
        response: { 200: paginated(consoleTempleSchema), ...errors },
      },
    },
    async (request, reply) => {
      requireEditor(request);
      reply.header('Cache-Control', 'no-store');
      const { count, results, pageSize } = await listConsoleTemples(ctx.db, request.query);
      return pageAnswer(request.url, request.query.page, pageSize, count, results);
    },
  );

  app.post(
    '/api/admin/temples/',
    { schema: { body: consoleCreateTempleRequestSchema, response: { 201: consoleTempleSchema, ...errors } } },
    async (request, reply) => {
      const temple = await createConsoleTemple(ctx.db, requireEditor(request), request.body);
      reply.code(201);
      return temple;
    },
  );

  app.patch(
    '/api/admin/temples/:id/',
    {
      schema: {
        params: consoleIdParamsSchema,
        body: consoleUpdateTempleRequestSchema,
        response: { 200: consoleTempleSchema, ...errors },
      },
    },
    async (request) => updateConsoleTemple(ctx.db, requireEditor(request), request.params.id, request.body),
  );
};
