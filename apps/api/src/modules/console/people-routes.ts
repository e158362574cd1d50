import {
  consoleBanRequestSchema,
  consoleIdParamsSchema,
  consolePersonDetailSchema,
  consolePersonListQuerySchema,
  consolePersonSchema,
  consoleRoleRequestSchema,
  paginated,
} from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/error-responses';
import { pageAnswer } from '../../lib/paging';
import { requireAdmin } from './access';
import { banPerson, changeRole, getPerson, listPeople, signOutEverywhere, unbanPerson } from './people';

const errors = errorResponses(400, 401, 403, 404);
const person = { 200: consolePersonDetailSchema, ...errors };

/**
 * People in the console (`/api/admin/people/`): administrators only. Each change answers the
 * person's page as it now is.
 */
export const consolePeopleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Who may call comes before what was sent; and a person's page is never cached.
  app.addHook('preValidation', async (request, reply) => {
    requireAdmin(request);
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/api/admin/people/',
    {
      schema: {
        querystring: consolePersonListQuerySchema,
        response: { 200: paginated(consolePersonSchema), ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      const { count, results, pageSize } = await listPeople(ctx.db, request.query);
      return pageAnswer(request.url, request.query.page, pageSize, count, results);
    },
  );

  app.get(
    '/api/admin/people/:id/',
    { schema: { params: consoleIdParamsSchema, response: person } },
    async (request) => {
      requireAdmin(request);
      return getPerson(ctx.db, request.params.id);
    },
  );

  app.patch(
    '/api/admin/people/:id/',
    { schema: { params: consoleIdParamsSchema, body: consoleRoleRequestSchema, response: person } },
    async (request) => changeRole(ctx.db, requireAdmin(request), request.params.id, request.body.role),
  );

  app.post(
    '/api/admin/people/:id/ban/',
    { schema: { params: consoleIdParamsSchema, body: consoleBanRequestSchema, response: person } },
    async (request) => banPerson(ctx.db, requireAdmin(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/people/:id/ban/',
    { schema: { params: consoleIdParamsSchema, response: person } },
    async (request) => unbanPerson(ctx.db, requireAdmin(request), request.params.id),
  );

  app.post(
    '/api/admin/people/:id/logout-all/',
    { schema: { params: consoleIdParamsSchema, response: person } },
    async (request) => signOutEverywhere(ctx.db, requireAdmin(request), request.params.id),
  );
};
