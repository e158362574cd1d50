import { errorBodySchema } from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { mapsServicePlace, nearestPlace, searchCities } from './service';

const placeSchema = z.object({
  city: z.string(),
  country: z.string(),
  timezone: z.string(),
  lat: z.number(),
  lon: z.number(),
});

/** Where a person is: from coordinates (the browser's position) or by the name of a city. */
export const locationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/location/reverse/',
    {
      schema: {
        querystring: z.object({
          lat: z.coerce.number({ message: 'lat must be a number.' }).min(-90).max(90),
          lon: z.coerce.number({ message: 'lon must be a number.' }).min(-180).max(180),
        }),
        response: { 200: placeSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { lat, lon } = request.query;
      reply.header('Cache-Control', 'private, max-age=86400');
      if (ctx.config.MAPS_API_KEY) {
        try {
          return await mapsServicePlace(ctx.config.MAPS_API_KEY, lat, lon);
        } catch (err) {
          request.log.warn({ err }, 'maps service failed: answering from bundled data');
        }
      }
      return nearestPlace(lat, lon);
    },
  );

  app.get(
    '/api/location/cities/',
    {
      schema: {
        querystring: z.object({
          q: z.string().trim().min(1, { message: 'Type part of a city name.' }).max(80),
          limit: z.coerce.number().int().min(1).max(20).default(8),
        }),
        response: { 200: z.object({ results: z.array(placeSchema) }), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=86400');
      return { results: searchCities(request.query.q, request.query.limit) };
    },
  );
};
