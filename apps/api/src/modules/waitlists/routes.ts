import {
  idParamsSchema,
  joinWaitlistRequestSchema,
  waitlistEntryListSchema,
  waitlistEntrySchema,
} from '@sangam/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/error-responses';
import { requireCaller } from '../../plugins/auth';
import { joinWaitlist, leaveWaitlist, myWaitlists } from './entries';
import type { WaitlistableKind } from './waitlist-kind';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Joining the line of a full target, the person's lines, leaving one. The kinds come from the app's assembly. */
export const waitlistRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; kinds: readonly WaitlistableKind[] }> = async (
  app,
  { ctx, kinds },
) => {
  app.post(
    '/api/waitlists/',
    {
      schema: {
        description:
          'Waits for places of a full target (a journey: `{departure_id}`). Freed places are offered in turn as a held booking.',
        body: joinWaitlistRequestSchema,
        response: { 201: waitlistEntrySchema, ...errors },
      },
    },
    async (request, reply) => {
      const entry = await joinWaitlist(ctx.db, kinds, requireCaller(request), request.body);
      reply.code(201);
      return entry;
    },
  );

  app.get(
    '/api/waitlists/mine/',
    { schema: { response: { 200: waitlistEntryListSchema, ...errors } } },
    async (request) => myWaitlists(ctx.db, kinds, requireCaller(request)),
  );

  app.delete(
    '/api/waitlists/:id/',
    { schema: { params: idParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await leaveWaitlist(ctx.db, requireCaller(request), request.params.id);
      reply.code(204);
      return null;
    },
  );
};
