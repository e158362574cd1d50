import { healthSchema, versionSchema } from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';

export interface SystemRoutesOptions {
  database: Database;
  version: string;
}

export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, { database, version }) => {
  app.get(
    '/api/health/',
    { schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      try {
        await database.ping();
        return { status: 'ok' as const, database: 'ok' as const, version };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({
          status: 'unavailable' as const,
          database: 'unavailable' as const,
          version,
          detail: 'The database cannot be reached. Please try again in a moment.',
        });
      }
    },
  );

  // The web app compares this with the version it was built as, and reloads once when they differ.
  app.get('/version.json', { schema: { response: { 200: versionSchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache, no-store, must-revalidate');
    return { version };
  });
};
