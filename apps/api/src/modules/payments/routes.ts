import {
  checkoutAnswerSchema,
  checkoutRequestSchema,
  errorBodySchema,
  idParamsSchema,
  paymentInfoSchema,
  paymentWebhookAnswerSchema,
} from '@sangam/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/http-errors';
import { requireCaller } from '../../plugins/auth';
import { paymentInfo, startCheckout } from './checkout';
import type { PayableKind, Payables } from './payable-kind';
import { createPaymentProvider, type PaymentProvider } from './provider';
import { applyPaymentEvent } from './settle';
import { releaseUnpaid } from './unpaid';
import { errorResponses } from '../../lib/error-responses';
import { publicOrigin } from '../../lib/public-origin';

const errors = errorResponses(400, 401, 404, 502);

/** The checkout answer of a kind other than classes: its booking in the kind's own shape. */
function kindCheckoutAnswerSchema(payable: PayableKind) {
  return z.object({
    provider: checkoutAnswerSchema.shape.provider,
    checkout_url: checkoutAnswerSchema.shape.checkout_url,
    booking: payable.bookingSchema,
  });
}

/**
 * Checkout of a held booking and the payment provider's webhook (PAYMENT_PROVIDER: paying the tutor
 * directly by default, or Stripe Checkout), for every payable kind the app lists (`src/payables.ts`).
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; payables: Payables }> = async (
  app,
  { ctx, payables },
) => {
  const provider = createPaymentProvider(ctx.config, ctx.log);

  // One checkout per kind of booking (src/payables.ts): `POST /api/bookings/{id}/checkout/` for a class,
  // `POST /api/retreat-bookings/{id}/checkout/` for a retreat, and so on.
  for (const payable of payables) {
    app.post(
      `/api/${payable.path}/:id/checkout/`,
      {
        schema: {
          description: payable.description,
          params: idParamsSchema,
          body: checkoutRequestSchema,
          response: {
            200: payable.kind === 'class' ? checkoutAnswerSchema : kindCheckoutAnswerSchema(payable),
            ...errors,
          },
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        const { answer } = await startCheckout(ctx.db, provider, payable, caller, request.params.id, {
          origin: publicOrigin(ctx.config, request),
          lang: request.body.lang,
        });
        return answer as never;
      },
    );

    app.get(
      `/api/${payable.path}/:id/payment/`,
      {
        schema: {
          description: `How the person who booked pays for a ${payable.kind} booking: online, or directly as the creator's instructions say.`,
          params: idParamsSchema,
          response: { 200: paymentInfoSchema, ...errorResponses(401, 404) },
        },
      },
      async (request) => paymentInfo(ctx.db, provider, payable, requireCaller(request), request.params.id),
    );

    // Paid directly and not paid by the payee's deadline: the payee gives the places back (unpaid.ts).
    app.post(
      `/api/creators/${payable.kind}-bookings/:id/release-unpaid/`,
      {
        schema: {
          description: `The creator who is paid releases a confirmed ${payable.kind} booking not paid to them by their deadline: it is cancelled as they would cancel it, its places go back and the person is told.`,
          params: idParamsSchema,
          response: { 200: payable.hostBookingSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => releaseUnpaid(ctx.db, payable, requireCaller(request), request.params.id) as never,
    );
  }

  await app.register(stripeWebhookRoute, { ctx, provider, payables });
};

/**
 * Stripe's webhook, in a plugin of its own: the signature is over the exact bytes sent, so here (and
 * only here) the body is kept as a Buffer whatever its content type; the rest of the API parses JSON
 * as before. Every genuine event answers 200 (Stripe retries anything else for days).
 */
const stripeWebhookRoute: FastifyPluginAsyncZod<{
  ctx: AppContext;
  provider: PaymentProvider;
  payables: Payables;
}> = async (app, { ctx, provider, payables }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/payments/stripe/webhook/',
    {
      schema: {
        description:
          'Stripe calls this with checkout.session.completed / expired events, signed in the Stripe-Signature header.',
        response: { 200: paymentWebhookAnswerSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      if (provider.name !== 'stripe' || !provider.readWebhook)
        throw notFound('Card payments through Stripe are not enabled on this server.');
      const raw = request.body;
      if (raw !== undefined && !Buffer.isBuffer(raw)) throw badRequest('The event body could not be read.');
      const event = provider.readWebhook(raw ?? Buffer.alloc(0), request.headers);
      const { outcome, bookingId, payable } = await applyPaymentEvent(ctx.db, payables, event);
      request.log.info({ event: event.id, type: event.type, kind: payable?.kind, bookingId, outcome }, 'payment event');
      // Kinds that record refunds have it issued by the outbox (refunds.ts); a class's is still made
      // by hand in Stripe's dashboard: either way, say so where operators look.
      if (outcome === 'refund-due')
        request.log.warn(
          { event: event.id, kind: payable?.kind, bookingId, issued: Boolean(payable?.recordRefundDue) },
          'paid too late: refund due',
        );
      return { received: true as const };
    },
  );
};
