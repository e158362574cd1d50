import { creatorProfileSchema, errorBodySchema } from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { permissionDenied } from '../../lib/http-errors';
import { requireCaller } from '../../plugins/auth';
import { findUserById, toCreatorProfileDto } from '../users';

export const creatorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/creators/profile/',
    { schema: { response: { 200: creatorProfileSchema, 401: errorBodySchema, 403: errorBodySchema } } },
    async (request) => {
      const caller = requireCaller(request);
      const found = await findUserById(ctx.db, caller.id);
      const profile = found ? toCreatorProfileDto(found) : null;
      if (!profile) throw permissionDenied('Only creators have a creator profile.');
      return profile;
    },
  );
};
