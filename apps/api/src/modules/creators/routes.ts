import {
  creatorProfileSchema,
  errorBodySchema,
  paymentInstructionsRequestSchema,
  paymentInstructionsSchema,
} from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/error-responses';
import { permissionDenied } from '../../lib/http-errors';
import { requireCaller } from '../../plugins/auth';
import { findUserById, toCreatorProfileDto } from '../users';
import { getPaymentInstructions, requireCreatorProfile, savePaymentInstructions } from './payment-instructions';

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

  app.get(
    '/api/creators/me/payment-instructions/',
    { schema: { response: { 200: paymentInstructionsSchema, ...errorResponses(401, 403) } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getPaymentInstructions(ctx.db, requireCaller(request));
    },
  );

  app.put(
    '/api/creators/me/payment-instructions/',
    {
      // Who may call comes before what was sent: a guest hears 401 and a devotee 403 whatever the body.
      preValidation: async (request) => {
        requireCreatorProfile(requireCaller(request));
      },
      schema: {
        body: paymentInstructionsRequestSchema,
        response: { 200: paymentInstructionsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => savePaymentInstructions(ctx.db, requireCaller(request), request.body),
  );
};
