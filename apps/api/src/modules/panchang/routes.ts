import {
  errorBodySchema,
  PANCHANG_YEARS,
  panchangCalendarFeedQuerySchema,
  panchangDayQuerySchema,
  panchangDaySchema,
  panchangFestivalsQuerySchema,
  panchangMonthQuerySchema,
  panchangMonthSchema,
  panchangYearSchema,
} from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import type { AppContext } from '../../context';
import { buildFeed, feedSpan } from './feed';
import { inRegion } from './region-filter';

/** Every calendar route: its query, its answer, and the 400 of bad input and the 429 of the limit. */
const calendarSchema = <Query extends ZodType, Answer extends ZodType>(querystring: Query, answer: Answer) => ({
  schema: { querystring, response: { 200: answer, 400: errorBodySchema, 429: errorBodySchema } },
});

/**
 * The Hindu calendar for a day, a month or a year at a place, and as a feed for calendar apps;
 * public, and the same for everyone. A place and date no one asked for lately is computed in a
 * worker, within a limit per address (429).
 */
export const panchangRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/api/panchang/day/', calendarSchema(panchangDayQuerySchema, panchangDaySchema), async (request, reply) => {
    const { date, lat, lon, tz } = request.query;
    reply.header('cache-control', 'public, max-age=3600');
    return ctx.panchang.day(date, lat, lon, tz, request.ip);
  });

  app.get(
    '/api/panchang/month/',
    calendarSchema(panchangMonthQuerySchema, panchangMonthSchema),
    async (request, reply) => {
      const { year, month, lat, lon, tz } = request.query;
      reply.header('cache-control', 'public, max-age=86400');
      return ctx.panchang.month(year, month, lat, lon, tz, request.ip);
    },
  );

  app.get(
    '/api/panchang/festivals/',
    calendarSchema(panchangFestivalsQuerySchema, panchangYearSchema),
    async (request, reply) => {
      const { year, lat, lon, tz, region } = request.query;
      reply.header('cache-control', 'public, max-age=86400');
      // The whole year is what is kept and shared; a region is a view of it.
      const answer = await ctx.panchang.year(year, lat, lon, tz, request.ip);
      return region ? { ...answer, festivals: answer.festivals.filter((f) => inRegion(f, region)) } : answer;
    },
  );

  app.get(
    '/api/panchang/calendar.ics',
    calendarSchema(
      panchangCalendarFeedQuerySchema,
      z.string().describe('text/calendar (RFC 5545): all-day events, one per festival or Ekadashi.'),
    ),
    async (request, reply) => {
      const { lat, lon, tz, lang, region, tradition } = request.query;
      const now = new Date();
      const years = feedSpan(now, tz).years.filter((y) => y <= PANCHANG_YEARS.max);
      const answers = await Promise.all(years.map((y) => ctx.panchang.year(y, lat, lon, tz, request.ip)));
      reply.header('cache-control', 'public, max-age=86400');
      reply.type('text/calendar; charset=utf-8');
      return buildFeed(answers, { language: lang, region, tradition, timeZone: tz, now });
    },
  );
};
