import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { requireCaller, type Caller } from '../../plugins/auth';
import { answerNewBooking, type HoldRules } from '../../lib/hold-limits';

/** An item kind's `POST /api/<items>/{slug}/bookings/`: its schemas and how it makes a booking. */
interface BookingRoute<Body extends z.ZodType, Booking extends z.ZodType> {
  path: string;
  params: z.ZodType<{ slug: string }>;
  body: Body;
  /** The booking's answer: 201 when it was made now, 200 when a retried request finds it made. */
  booking: Booking;
  errors: Record<number, z.ZodType>;
  /** Answer 401 to a guest before the body is read (whatever they sent). */
  callerFirst?: boolean;
  create: (
    db: Db,
    caller: Caller,
    slug: string,
    body: z.output<Body>,
    now: Date,
    rules: HoldRules,
  ) => Promise<{ booking: z.input<Booking>; created: boolean }>;
}

/**
 * Registers the booking route of a kind whose items are booked by slug (retreats, poojas, journeys):
 * the person admitted by the fair limits (lib/hold-limits), then the kind's own booking.
 */
export function bookingRoute<Body extends z.ZodType, Booking extends z.ZodType>(
  app: FastifyInstance,
  ctx: AppContext,
  route: BookingRoute<Body, Booking>,
): void {
  const callerFirst = async (request: FastifyRequest) => {
    requireCaller(request);
  };
  // The schemas are the kind's, so the route's types are named here rather than read from them.
  app.post<{ Params: { slug: string }; Body: unknown }>(
    route.path,
    {
      ...(route.callerFirst && { preValidation: callerFirst }),
      schema: {
        params: route.params,
        body: route.body,
        response: { 200: route.booking, 201: route.booking, ...route.errors },
      },
    },
    async (request, reply) =>
      answerNewBooking(ctx.rateLimiter, requireCaller(request), reply, (caller, rules) =>
        route.create(ctx.db, caller, request.params.slug, request.body as z.output<Body>, new Date(), rules),
      ),
  );
}
