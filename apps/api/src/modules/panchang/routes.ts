import {
  errorBodySchema,
  panchangDayQuerySchema,
  panchangDaySchema,
  panchangYearQuerySchema,
  panchangYearSchema,
} from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';

/**
 * The Hindu calendar for a day or a year at a place; public, and the same for everyone. A place
 * and date no one asked for lately is computed in a worker, within a limit per address (429).
 */
export const panchangRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/panchang/day/',
    {
      schema: {
        querystring: panchangDayQuerySchema,
        response: { 200: panchangDaySchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { date, lat, lon, tz } = request.query;
      reply.header('cache-control', 'public, max-age=3600');
      return ctx.panchang.day(date, lat, lon, tz, request.ip);
    },
  );

  app.get(
    '/api/panchang/festivals/',
    {
      schema: {
        querystring: panchangYearQuerySchema,
        response: { 200: panchangYearSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { year, lat, lon, tz } = request.query;
      reply.header('cache-control', 'public, max-age=86400');
      return ctx.panchang.year(year, lat, lon, tz, request.ip);
    },
  );
};
