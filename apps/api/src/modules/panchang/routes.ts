import {
  errorBodySchema,
  panchangDayQuerySchema,
  panchangDaySchema,
  panchangYearQuerySchema,
  panchangYearSchema,
} from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { panchangDay, panchangYear } from './service';

/** The Hindu calendar for a day or a year at a place; public, and the same for everyone. */
export const panchangRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/panchang/day/',
    { schema: { querystring: panchangDayQuerySchema, response: { 200: panchangDaySchema, 400: errorBodySchema } } },
    async (request, reply) => {
      const { date, lat, lon, tz } = request.query;
      reply.header('cache-control', 'public, max-age=3600');
      return panchangDay(date, lat, lon, tz);
    },
  );

  app.get(
    '/api/panchang/festivals/',
    { schema: { querystring: panchangYearQuerySchema, response: { 200: panchangYearSchema, 400: errorBodySchema } } },
    async (request, reply) => {
      const { year, lat, lon, tz } = request.query;
      reply.header('cache-control', 'public, max-age=86400');
      return panchangYear(year, lat, lon, tz);
    },
  );
};
