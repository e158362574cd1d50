import {
  markAnswerSchema,
  markRequestSchema,
  mergeAnswerSchema,
  mergeRequestSchema,
  PRACTICE_MESSAGES,
  practiceSetupRequestSchema,
  progressQuerySchema,
  progressSchema,
  timeZoneQuerySchema,
  todayQuerySchema,
  todaySchema,
  trackerSchema,
} from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/http-errors';
import { requireCaller } from '../../plugins/auth';
import { getProgress, getTracker, markDone, mergeGuest, saveSetup, undoMark, type Owner } from './service';
import { todayContent } from './today';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 404);
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The signed-in user, else the guest id; practice needs one of them. */
function ownerOf(request: FastifyRequest): Owner | null {
  if (request.caller) return { userId: request.caller.id };
  if (request.guestUuid) return { guestUuid: request.guestUuid };
  return null;
}

function requireOwner(request: FastifyRequest): Owner {
  const owner = ownerOf(request);
  if (!owner) throw badRequest(PRACTICE_MESSAGES.noOwner);
  return owner;
}

/** Daily practice: setup, the tracker, marks, progress, and the guest-to-account merge. */
export const practiceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/daily-dharma/tracker/',
    { schema: { querystring: timeZoneQuerySchema, response: { 200: trackerSchema, ...errors } } },
    async (request) => getTracker(ctx.db, ownerOf(request), request.query.tz),
  );

  app.get(
    '/api/daily-dharma/today/',
    { schema: { querystring: todayQuerySchema, response: { 200: todaySchema, ...errors } } },
    async (request) => {
      const { lang, tz, lat, lon } = request.query;
      const place = lat !== undefined && lon !== undefined ? { lat, lon, tz: tz ?? 'UTC' } : undefined;
      return todayContent(ctx.panchang, request.ip, lang, tz ?? 'Asia/Kolkata', place);
    },
  );

  app.put(
    '/api/daily-dharma/setup/',
    { schema: { body: practiceSetupRequestSchema, response: { 200: trackerSchema, ...errors } } },
    async (request) => saveSetup(ctx.db, requireOwner(request), request.body),
  );

  app.post(
    '/api/daily-dharma/practices/:id/mark/',
    { schema: { params: idParams, body: markRequestSchema, response: { 200: markAnswerSchema, ...errors } } },
    async (request) => markDone(ctx.db, requireOwner(request), request.params.id, request.body),
  );

  app.delete(
    '/api/daily-dharma/practices/:id/mark/',
    { schema: { params: idParams, querystring: timeZoneQuerySchema, response: { 200: markAnswerSchema, ...errors } } },
    async (request) => undoMark(ctx.db, requireOwner(request), request.params.id, request.query.tz),
  );

  app.get(
    '/api/daily-dharma/progress/',
    { schema: { querystring: progressQuerySchema, response: { 200: progressSchema, ...errors } } },
    async (request) => {
      const { from, to, tz } = request.query;
      return getProgress(ctx.db, requireOwner(request), from, to, tz);
    },
  );

  app.post(
    '/api/practice/merge/',
    { schema: { body: mergeRequestSchema, response: { 200: mergeAnswerSchema, ...errors } } },
    async (request) => mergeGuest(ctx.db, requireCaller(request).id, request.body.guest_uuid.toLowerCase()),
  );
};
