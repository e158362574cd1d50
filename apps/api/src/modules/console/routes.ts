import { auditEntrySchema, auditListQuerySchema, errorBodySchema, paginated } from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageAnswer } from '../../lib/paging';
import { requireAdmin } from './access';
import { listAudit } from './audit';
import { creatorVerificationRoutes } from './creator-routes';
import { consoleDeliveryRoutes } from './delivery-routes';
import { consolePeopleRoutes } from './people-routes';
import { consoleTempleRoutes } from './temple-routes';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** The operator's console: /api/admin/… (issue 20). */
export const consoleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(creatorVerificationRoutes, { ctx });
  await app.register(consoleTempleRoutes, { ctx });
  await app.register(consolePeopleRoutes, { ctx });
  await app.register(consoleDeliveryRoutes, { ctx });
  app.get(
    '/api/admin/audit/',
    { schema: { querystring: auditListQuerySchema, response: { 200: paginated(auditEntrySchema), ...errors } } },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('Cache-Control', 'no-store');
      const { count, results, pageSize } = await listAudit(ctx.db, request.query);
      return pageAnswer(request.url, request.query.page, pageSize, count, results);
    },
  );
};
