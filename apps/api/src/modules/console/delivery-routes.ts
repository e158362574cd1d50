import {
  consoleIdParamsSchema,
  failedDeliverySchema,
  pageQuerySchema,
  paginated,
  type FailedDelivery,
} from '@sangam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../lib/error-responses';
import { iso, isoOrNull } from '../../lib/iso-time';
import { notFound } from '../../lib/http-errors';
import { pageAnswer } from '../../lib/paging';
import { listGivenUp, retryGivenUp, type GivenUpRow } from '../../outbox/given-up';
import { refundOfDelivery } from '../payments';
import { requireAdmin } from './access';
import { recordAudit } from './audit';

const errors = errorResponses(400, 401, 403, 404);
const PAGE_SIZE = 20;

function delivery(row: GivenUpRow): FailedDelivery {
  return {
    id: row.id,
    topic: row.topic,
    attempts: row.attempts,
    last_error: row.last_error,
    created_at: iso(row.created_at),
    failed_at: isoOrNull(row.failed_at),
    refund: refundOfDelivery(row.topic, row.payload),
  };
}

/**
 * Deliveries the outbox gave up on after its last attempt (`/api/admin/deliveries/`):
 * administrators see them, a refund with its booking and amount, and put one back in line once
 * its cause is mended (a Stripe key set, a mail server back). Without this a refund Stripe kept
 * refusing stayed owed in silence.
 */
export const consoleDeliveryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('preValidation', async (request, reply) => {
    requireAdmin(request);
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/api/admin/deliveries/',
    { schema: { querystring: pageQuerySchema, response: { 200: paginated(failedDeliverySchema), ...errors } } },
    async (request) => {
      const pageSize = request.query.page_size ?? PAGE_SIZE;
      const { count, rows } = await listGivenUp(ctx.db, request.query.page, pageSize);
      return pageAnswer(request.url, request.query.page, pageSize, count, rows.map(delivery));
    },
  );

  app.post(
    '/api/admin/deliveries/:id/retry/',
    { schema: { params: consoleIdParamsSchema, response: { 200: failedDeliverySchema, ...errors } } },
    async (request) => {
      const caller = requireAdmin(request);
      const row = await ctx.db.transaction(async (tx) => {
        const retried = await retryGivenUp(tx, request.params.id);
        if (retried)
          await recordAudit(tx, {
            actorId: caller.id,
            action: 'delivery.retry',
            targetType: 'delivery',
            targetId: retried.id,
            before: { topic: retried.topic, last_error: retried.last_error },
          });
        return retried;
      });
      if (!row) throw notFound('No delivery that gave up has this id: it may have been put back in line already.');
      return delivery(row);
    },
  );
};
