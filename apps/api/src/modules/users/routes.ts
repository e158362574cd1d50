import { updateMeRequestSchema, userSchema } from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-errors';
import { requireCaller } from '../../plugins/auth';
import { getMe, updateMe } from './service';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 404);

export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/api/users/me/', { schema: { response: { 200: userSchema, ...errors } } }, async (request) => {
    const me = await getMe(ctx.db, requireCaller(request).id);
    if (!me) throw notFound();
    return me;
  });

  app.patch(
    '/api/users/me/',
    { schema: { body: updateMeRequestSchema, response: { 200: userSchema, ...errors } } },
    async (request) => updateMe(ctx.db, requireCaller(request).id, request.body),
  );
};
