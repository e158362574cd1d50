import { PAYMENT_ERROR_CODES, PAYMENT_MESSAGES } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { selectRows, type Db } from '../../db/client';
import { badRequest, HttpError } from '../../lib/http-errors';
import type {
  CheckoutBooking,
  CheckoutStart,
  CheckoutUrls,
  PaymentEffect,
  PaymentEvent,
  PaymentProvider,
} from './provider';
import { BOOKING_KINDS, tableOf, type BookingKind } from './payable-kind';
import { StripeApi, type CheckoutSessionParams } from './stripe-api';
import { verifyStripeSignature } from './stripe-signature';

/**
 * Stripe lets a Checkout Session expire no sooner than 30 minutes after it is made; 35 leave room
 * for clocks that differ and for a retry a few minutes later with the same parameters.
 */
const STRIPE_SESSION_MINUTES = 35;
/** The seat stays held this much longer than the session, so a last-second payment's event finds it. */
const HOLD_GRACE_MINUTES = 5;
const HOLD_MINUTES = STRIPE_SESSION_MINUTES + HOLD_GRACE_MINUTES;
/** A hold shorter than this cannot carry a session Stripe would accept (30 minutes, plus a minute). */
const SHORTEST_HOLD_MINUTES = 31 + HOLD_GRACE_MINUTES;

const holdEnded = () => new HttpError(400, PAYMENT_ERROR_CODES.holdEnded, PAYMENT_MESSAGES.holdEnded);

const eventSchema = z.object({
  id: z.string().min(1).max(120),
  type: z.string().min(1).max(80),
  data: z.object({ object: z.unknown() }),
});

const sessionObjectSchema = z.object({
  id: z.string().min(1).max(120),
  payment_status: z.string().optional(),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

/**
 * Stripe Checkout: a hosted payment page per booking, confirmed by its signed webhook. Starting
 * checkout stretches the hold to the session's length (decision 012) and makes one session per
 * booking (Idempotency-Key `booking-<id>-checkout` for a class, `<kind>-booking-<id>-checkout` for
 * the other kinds of decision 013); a second call gives back the same session.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly api: StripeApi;

  constructor(
    private readonly options: { secretKey: string; webhookSecret: string; apiBase: string },
    log: FastifyBaseLogger,
  ) {
    this.api = new StripeApi(options, log);
  }

  async startCheckout(db: Db, booking: CheckoutBooking, urls: CheckoutUrls): Promise<CheckoutStart> {
    if (booking.paymentRef) return this.resume(booking.paymentRef);
    const table = tableOf(booking.payable);
    const kind = booking.payable.kind;

    // The hold becomes as long as the session (plus grace). A retry soon after keeps it as it is, so
    // its request carries the same expires_at and Stripe answers the same session for the same key.
    // Whole seconds: Stripe's expires_at is in seconds, and ends exactly the grace before the hold.
    const [held] = await selectRows<{ hold_expires_at: Date | string }>(
      db,
      sql`update ${table} set payment_provider = 'stripe',
            hold_expires_at = case
              when hold_expires_at < now() + make_interval(mins => ${SHORTEST_HOLD_MINUTES})
              then date_trunc('second', now() + make_interval(mins => ${HOLD_MINUTES}))
              else hold_expires_at end
          where id = ${booking.id} and status = 'held' and hold_expires_at > now() and payment_ref is null
          returning hold_expires_at`,
    );
    if (!held) {
      // Another request stored a session meanwhile: answer that one.
      const [stored] = await selectRows<{ payment_ref: string | null }>(
        db,
        sql`select payment_ref from ${table} where id = ${booking.id} and status = 'held'`,
      );
      if (stored?.payment_ref) return this.resume(stored.payment_ref);
      throw holdEnded();
    }
    const holdEnds = Math.floor(new Date(held.hold_expires_at).getTime() / 1000);
    const params: CheckoutSessionParams = {
      mode: 'payment',
      line_items: [
        {
          quantity: booking.quantity,
          price_data: {
            currency: booking.currency.toLowerCase(),
            unit_amount: booking.unitAmountMinor,
            product_data: { name: booking.title },
          },
        },
      ],
      client_reference_id: referenceOf(kind, booking.id),
      metadata: { booking_id: String(booking.id), booking_kind: kind },
      success_url: urls.success,
      cancel_url: urls.cancel,
      expires_at: holdEnds - HOLD_GRACE_MINUTES * 60,
    };
    // Class bookings keep the key they had before other kinds could be paid.
    const key = kind === 'class' ? `booking-${booking.id}-checkout` : `${kind}-booking-${booking.id}-checkout`;
    const session = await this.api.createCheckoutSession(params, key);
    await db.execute(
      sql`update ${table} set payment_ref = ${session.id}
          where id = ${booking.id} and (payment_ref is null or payment_ref = ${session.id})`,
    );
    if (!session.url) throw holdEnded();
    return { provider: 'stripe', checkout_url: session.url };
  }

  /** The session already made for this booking: its page while open; nothing to pay once complete. */
  private async resume(ref: string): Promise<CheckoutStart> {
    const session = await this.api.retrieveCheckoutSession(ref);
    if (session.status === 'open' && session.url) return { provider: 'stripe', checkout_url: session.url };
    // Paid: the webhook confirms the booking (it may be on its way).
    if (session.status === 'complete') return { provider: 'stripe', checkout_url: null };
    throw holdEnded();
  }

  readonly readWebhook = (rawBody: Buffer, headers: IncomingHttpHeaders, now = new Date()): PaymentEvent => {
    verifyStripeSignature(headers['stripe-signature'], rawBody, this.options.webhookSecret, now);
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw badRequest('The event is not valid JSON.');
    }
    const event = eventSchema.safeParse(json);
    if (!event.success) throw badRequest('The event needs an id, a type and data.object.');
    const { id, type } = event.data;
    return { provider: 'stripe', id, type, effect: effectOf(type, event.data.data.object) };
  };
}

/** What a Checkout Session event means for the booking it was made for. */
function effectOf(type: string, object: unknown): PaymentEffect {
  const kind =
    type === 'checkout.session.completed' || type === 'checkout.session.async_payment_succeeded'
      ? 'paid'
      : type === 'checkout.session.expired' || type === 'checkout.session.async_payment_failed'
        ? 'unpaid'
        : null;
  if (!kind) return { kind: 'none' };
  const session = sessionObjectSchema.safeParse(object);
  if (!session.success) throw badRequest('The event’s data.object is not a Checkout Session.');
  // A session completed with a payment still under way (a bank debit) is paid by a later event.
  if (type === 'checkout.session.completed' && session.data.payment_status !== 'paid') return { kind: 'none' };
  // Sessions this app did not make (another app on the same Stripe account) carry no booking id.
  const target = bookingOf(session.data.metadata ?? {}, session.data.client_reference_id ?? '');
  if (!target) return { kind: 'none' };
  return { kind, bookingKind: target.kind, bookingId: target.id, ref: session.data.id };
}

/**
 * Stripe's client_reference_id of a booking: its id for a class (as before other kinds), else
 * `<kind>-<id>`. The metadata carries both apart as well; either is enough to find the booking.
 */
function referenceOf(kind: BookingKind, id: number): string {
  return kind === 'class' ? String(id) : `${kind}-${id}`;
}

const ID = /^[1-9]\d{0,9}$/;
const isId = (text: string) => ID.test(text) && Number(text) <= 2_147_483_647;
const isKind = (text: string): text is BookingKind => (BOOKING_KINDS as readonly string[]).includes(text);

/** The booking a session was made for, from its metadata or else its client_reference_id. */
function bookingOf(metadata: Record<string, string>, reference: string): { kind: BookingKind; id: number } | null {
  if (metadata.booking_id !== undefined) {
    // A session made before bookings had kinds carries only the id: a class booking's.
    const kind = metadata.booking_kind ?? 'class';
    return isKind(kind) && isId(metadata.booking_id) ? { kind, id: Number(metadata.booking_id) } : null;
  }
  const match = /^(?:([a-z]+)-)?(\d+)$/.exec(reference);
  if (!match) return null;
  const kind = match[1] ?? 'class';
  return isKind(kind) && isId(match[2]!) ? { kind, id: Number(match[2]) } : null;
}
