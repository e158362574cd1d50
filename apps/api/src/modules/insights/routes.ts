import { errorBodySchema } from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { permissionDenied } from '../../lib/http-errors';
import { requireCaller } from '../../plugins/auth';
import { computeInsights } from './service';

const insightsSchema = z.object({
  days: z.number(),
  daily: z.array(z.object({ date: z.string(), guests: z.number(), users: z.number() })),
  funnel: z.object({ guests: z.number(), registered: z.number(), practising: z.number() }),
  nudges: z.array(z.object({ nudge: z.string(), shown: z.number(), clicked: z.number(), converted: z.number() })),
  top_videos: z.array(z.object({ video_id: z.string(), starts: z.number(), completes: z.number() })),
});

/** GET admin/insights/: for administrators only. */
export const insightsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/admin/insights/',
    {
      schema: {
        querystring: z.object({ days: z.coerce.number().int().min(1).max(365).default(30) }),
        response: { 200: insightsSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (requireCaller(request).role !== 'admin') throw permissionDenied('Only administrators can see insights.');
      reply.header('Cache-Control', 'no-store');
      return computeInsights(ctx.db, request.query.days);
    },
  );
};
