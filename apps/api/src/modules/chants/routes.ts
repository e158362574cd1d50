import {
  chantLanguageQuerySchema,
  chantListSchema,
  chantParamsSchema,
  chantSchema,
  chantSessionAnswerSchema,
  chantSessionRequestSchema,
} from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireCaller } from '../../plugins/auth';
import { getChant, listChants } from './catalogue';
import { recordSession } from './sessions';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 404, 409);

/** Guided chanting: the mantras in the reader's script, and a finished session recorded into today's japa. */
export const chantRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/chants/',
    { schema: { querystring: chantLanguageQuerySchema, response: { 200: chantListSchema, ...errors } } },
    async (request) => listChants(request.query.lang),
  );

  app.get(
    '/api/chants/:id/',
    {
      schema: {
        params: chantParamsSchema,
        querystring: chantLanguageQuerySchema,
        response: { 200: chantSchema, ...errors },
      },
    },
    async (request) => getChant(request.params.id, request.query.lang),
  );

  app.post(
    '/api/chants/:id/sessions/',
    {
      schema: {
        params: chantParamsSchema,
        body: chantSessionRequestSchema,
        response: { 200: chantSessionAnswerSchema, ...errors },
      },
    },
    async (request) => recordSession(ctx.db, requireCaller(request), request.params.id, request.body),
  );
};
