import { sql } from 'drizzle-orm';
import { index, integer, jsonb, text, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RefundStep } from '@sangam/contracts';
import { timestampTz, writtenAt } from './row-columns';

/**
 * The columns every kind's booking table has (classes' `bookings`, `retreat_bookings`,
 * `pooja_bookings`, `journey_bookings`): the hold, the client's key, the money and who took it, its
 * refund, the day-before reminder and the cancellation. Checkout, the payment webhook, refunds, the
 * hold release and the reminders read them by these names in any kind's table
 * (modules/payments/payable-kind.ts), so they are declared once, here.
 */
export const payableBookingColumns = () => ({
  /** Until when a booking held at checkout keeps its places; null once it is not held. */
  holdExpiresAt: timestampTz(),
  /** The client's key for this attempt: a retried request finds the same booking. */
  idempotencyKey: varchar({ length: 80 }).notNull(),
  currency: varchar({ length: 3 }).notNull(),
  paidAt: timestampTz(),
  /** The payment provider that took (or is taking) the money: 'direct' (paid to the creator) or 'stripe'. */
  paymentProvider: varchar({ length: 20 }).notNull().default('direct'),
  /** The provider's reference for this payment (Stripe's Checkout Session id). */
  paymentRef: varchar({ length: 120 }),
  /** What goes back of what was paid, set when a paid booking is cancelled (the kind's rules compute it). */
  refundMinor: integer(),
  /** When the refund went back: by Stripe (payments/refunds.ts) or marked sent by the creator; null until then. */
  refundSentAt: timestampTz(),
  /** Stripe's id of the refund that sent it back (payments/refunds.ts), set once with refundSentAt. */
  refundRef: text(),
  /** The day-before reminder was written (claimed once, by one process). */
  reminderSentAt: timestampTz(),
  cancelledAt: timestampTz(),
  cancelReason: varchar({ length: 500 }).notNull().default(''),
  createdAt: writtenAt(),
});

/** Their indexes: one booking per payment, and the held bookings the hold release reads. */
export const payableBookingIndexes = (
  table: string,
  columns: { paymentRef: AnyPgColumn; holdExpiresAt: AnyPgColumn; status: AnyPgColumn },
) => [
  uniqueIndex(`${table}_payment_ref_key`)
    .on(columns.paymentRef)
    .where(sql`${columns.paymentRef} is not null`),
  index(`${table}_held_idx`)
    .on(columns.holdExpiresAt)
    .where(sql`${columns.status} = 'held'`),
];

/**
 * The money and terms of a booking paid by a deposit (retreats, journeys): its total, the share paid
 * at checkout, and the item's cancellation policy as it stood when the places were booked: a
 * cancellation follows the terms the person agreed to, whatever the host changes afterwards.
 */
export const depositBookingColumns = () => ({
  totalMinor: integer().notNull(),
  depositMinor: integer().notNull(),
  cancellationPolicy: jsonb().$type<RefundStep[]>().notNull(),
  /** guest (the traveller), host or system. */
  cancelledBy: varchar({ length: 10 }),
  updatedAt: writtenAt(),
});
