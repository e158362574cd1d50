import {
  consoleCreatorListQuerySchema,
  consoleCreatorSchema,
  consoleIdParamsSchema,
  consoleReasonRequestSchema,
  paginated,
  verificationRequestSchema,
  verificationStateSchema,
} from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/error-responses';
import { pageAnswer } from '../../lib/paging';
import { requireCaller } from '../../plugins/auth';
import { requireEditor } from './access';
import { listCreators, myVerification, rejectCreator, requestVerification, verifyCreator } from './creators';

const errors = errorResponses(400, 401, 403, 404);

/** A creator's verification (`/api/creators/me/verification/`) and the console's queue (`/api/admin/creators/`). */
export const creatorVerificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/creators/me/verification/',
    { schema: { response: { 200: verificationStateSchema, ...errors } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return myVerification(ctx.db, requireCaller(request));
    },
  );

  app.post(
    '/api/creators/me/verification/',
    {
      // Who may call comes before what was sent.
      preValidation: async (request) => {
        requireCaller(request);
      },
      schema: { body: verificationRequestSchema, response: { 200: verificationStateSchema, ...errors } },
    },
    async (request) => requestVerification(ctx.db, requireCaller(request), request.body),
  );

  app.get(
    '/api/admin/creators/',
    {
      schema: {
        querystring: consoleCreatorListQuerySchema,
        response: { 200: paginated(consoleCreatorSchema), ...errors },
      },
    },
    async (request, reply) => {
      requireEditor(request);
      reply.header('Cache-Control', 'no-store');
      const { count, results, pageSize } = await listCreators(ctx.db, request.query);
      return pageAnswer(request.url, request.query.page, pageSize, count, results);
    },
  );

  app.post(
    '/api/admin/creators/:id/verify/',
    { schema: { params: consoleIdParamsSchema, response: { 200: consoleCreatorSchema, ...errors } } },
    async (request) => verifyCreator(ctx.db, requireEditor(request), request.params.id),
  );

  app.post(
    '/api/admin/creators/:id/reject/',
    {
      preValidation: async (request) => {
        requireEditor(request);
      },
      schema: {
        params: consoleIdParamsSchema,
        body: consoleReasonRequestSchema,
        response: { 200: consoleCreatorSchema, ...errors },
      },
    },
    async (request) => rejectCreator(ctx.db, requireEditor(request), request.params.id, request.body.reason),
  );
};
