import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { selectRows, type Db, type Tx } from '../../db/client';
import type { Caller } from '../../plugins/auth';

/**
 * The kinds of booking checkout takes money for (decision 013): each kind keeps its own table and
 * rules, and tells payments here how to read, confirm and release one of its bookings. Payments never
 * imports a kind: the list of kinds is made where the app is put together (`src/payables.ts`) and
 * handed to the routes, the webhook and the hold release job.
 *
 * To make a new kind payable:
 *   1. In your module, write `payable.ts` exporting a `PayableKind` (see classes/payable.ts and
 *      retreats/payable.ts): the table (it has the common payment columns of decision 013), the
 *      path of its checkout, the status a paid booking gets, how to load it for checkout, how to
 *      show it in the answer, how to give back / take again its capacity, and its mails. Export it
 *      from the module's index.
 *   2. Add its name to BOOKING_KINDS below (the names a payment's metadata may carry), and the
 *      payable to PAYABLES in `src/payables.ts`.
 * That is all: `POST /api/<path>/{id}/checkout/` appears, and the payee's
 * `POST /api/creators/<kind>-bookings/{id}/release-unpaid/` (unpaid.ts) (payments/routes.ts makes one per kind, in
 * the OpenAPI document too), the provider's metadata carries the kind, and the Stripe webhook
 * settles the kind's bookings. Give your payable's checkout a row in the authorization matrix.
 */
export const BOOKING_KINDS = ['class', 'retreat', 'pooja', 'journey'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

export type { Tx };

/** Where a booking stands, as checkout sees it, whatever the kind calls its statuses. */
export type PayablePhase =
  /** Waiting for payment, its place taken until hold_expires_at. */
  | 'held'
  /** Its place is secured (confirmed, booked, attended, completed…): nothing left to pay now. */
  | 'settled'
  /** The hold ran out and the place was given back. */
  | 'expired'
  /** Cancelled or otherwise over. */
  | 'ended';

/** A booking as checkout needs it, whatever its kind. */
interface PayableBooking {
  id: number;
  /** Who pays: the only one who may check out. */
  ownerId: number;
  /** Who is paid when the money goes to them directly: the tutor, host, temple's manager or organiser. */
  payeeId: number;
  phase: PayablePhase;
  /** The line on the provider's payment page ("Sanskrit for beginners", "Deposit: …"). */
  title: string;
  /** What is due now for one unit, in integer minor units (a retreat's deposit, a pooja's price). */
  unitAmountMinor: number;
  quantity: number;
  currency: string;
  provider: string;
  /** The provider's reference of a checkout already started (Stripe's session id). */
  paymentRef: string | null;
}

/** The mails a payment sends: confirmed at checkout without paying online, or paid by the provider. */
type PaymentMailEvent = 'booked' | 'paid';

export interface PayableKind {
  kind: BookingKind;
  /** The checkout's address: `POST /api/<path>/{id}/checkout/`. */
  path: string;
  /**
   * The kind's table. It has the payment columns every kind shares: id, status, hold_expires_at,
   * payment_provider, payment_ref, paid_at, cancelled_at, cancel_reason.
   */
  table: string;
  /** The status a held booking takes when confirmed (by checkout or by payment). */
  confirmedStatus: string;
  /** Statuses whose place is secured: a payment arriving for them only marks them paid. */
  settledStatuses: readonly string[];
  /** The booking as the kind's API shows it, in the checkout answer (`booking`). */
  bookingSchema: z.ZodType;
  /** For the OpenAPI document. */
  description: string;
  load(db: Pick<Db, 'execute'>, id: number): Promise<PayableBooking | null>;
  /** The booking for the checkout answer, in `bookingSchema`'s shape. */
  show(db: Db, id: number): Promise<unknown>;
  /** Holds not paid in time give their places back (checkout runs it before reading). */
  releaseExpiredHolds(db: Db): Promise<void>;
  /**
   * Takes the lock the kind's capacity changes go under (a retreat's, a tutor's), before the
   * booking's row is locked, in the same order as bookings and cancellations take them. Optional.
   */
  lockCapacity?(tx: Tx, id: number): Promise<void>;
  /**
   * A late payment: takes the expired booking's place again if it is still free and ahead, and its
   * owner has not booked the same again meanwhile (that booking stands; this payment is owed back).
   */
  retake(tx: Tx, id: number): Promise<boolean>;
  /**
   * A payment arrived for a booking cancelled meanwhile: records on the kind's own columns what is
   * due back, and answers it (payments then issues it through the provider: refunds.ts).
   */
  recordRefundDue?(tx: Tx, id: number): Promise<{ amountMinor: number; currency: string }>;
  /**
   * The refund of a cancelled booking was just recorded sent (`refund_sent_at`; by Stripe, actor
   * null, or by the creator): tells the person, in that transaction. A kind with refunds has it,
   * along with the `refund_minor`, `refund_sent_at` and `refund_ref` columns.
   */
  refundSent?(tx: Tx, id: number, actorId: number | null): Promise<void>;
  /** Gives back the place of a booking that was just set expired (its checkout ended unpaid). */
  giveBack(tx: Tx, id: number): Promise<void>;
  /** Notes, in the transaction that confirmed or paid the booking, the mails to both sides. */
  mail(tx: Tx, id: number, event: PaymentMailEvent): Promise<unknown>;
  /** The booking as its host's side shows it (their cancel route's answer): the release's answer. */
  hostBookingSchema: z.ZodType;
  /**
   * Releases a booking left unpaid past its payee's deadline (unpaid.ts checked that): the kind's own
   * cancellation by its host, with this reason, answering the booking in `hostBookingSchema`'s shape.
   */
  releaseUnpaid(db: Db, caller: Caller, id: number, reason: string): Promise<unknown>;
}

/**
 * The names of a kind's payable whose table and checkout path follow the kind's name: the table
 * `<kind>_bookings`, the checkout `POST /api/<kind>-bookings/{id}/checkout/`.
 */
function payableNamed(kind: BookingKind) {
  return { kind, path: `${kind}-bookings`, table: `${kind}_bookings` };
}

/**
 * How checkout reads a kind's bookings: `phases` tells its statuses as checkout's phases (those
 * settled are the `settledStatuses`, so a status added to the kind is settled or not in one place),
 * `confirmedStatus` is the one a paid booking takes, and `row` selects one booking by id with these
 * columns: id, owner_id, payee_id, status, title, unit_amount_minor, quantity, currency,
 * payment_provider, payment_ref. Gives the payable's `confirmedStatus`, `settledStatuses` and `load`.
 */
export function payableBookings<S extends string>(
  phases: Record<S, PayablePhase>,
  confirmedStatus: S,
  row: (id: number) => SQL,
): Pick<PayableKind, 'confirmedStatus' | 'settledStatuses' | 'load'> {
  const statuses = Object.keys(phases) as S[];
  return {
    confirmedStatus,
    settledStatuses: statuses.filter((status) => phases[status] === 'settled'),
    load: async (db, id) => {
      const [found] = await selectRows<{
        id: number;
        owner_id: number;
        payee_id: number;
        status: S;
        title: string;
        unit_amount_minor: number;
        quantity: number;
        currency: string;
        payment_provider: string;
        payment_ref: string | null;
      }>(db, row(id));
      if (!found) return null;
      return {
        id: found.id,
        ownerId: found.owner_id,
        payeeId: found.payee_id,
        phase: phases[found.status],
        // The provider's payment page takes a line of at most 250 characters.
        title: found.title.slice(0, 250),
        unitAmountMinor: found.unit_amount_minor,
        quantity: found.quantity,
        currency: found.currency,
        provider: found.payment_provider,
        paymentRef: found.payment_ref,
      };
    },
  };
}

/** What a kind's checkout line is made of, on its booking `b` (see `namedPayableBookings`). */
interface CheckoutColumns {
  /** Who pays, and who is paid directly. */
  owner: SQL;
  payee: SQL;
  /** The line on the payment page, and what is due now for it. */
  title: SQL;
  amount: SQL;
  /** The kind's table as `b`, with the joins the other columns read. */
  from: SQL;
}

/**
 * The payable's names, `confirmedStatus`, `settledStatuses` and `load` for a kind named after its
 * table (`payableNamed`) whose checkout is one line (decision 013): `payableBookings` reading
 * `checkout`'s columns of one booking.
 */
export function namedPayableBookings<S extends string>(
  kind: BookingKind,
  phases: Record<S, PayablePhase>,
  confirmedStatus: S,
  checkout: CheckoutColumns,
) {
  const row = (id: number) =>
    sql`select b.id, ${checkout.owner} as owner_id, ${checkout.payee} as payee_id, b.status, ${checkout.title} as title,
               ${checkout.amount} as unit_amount_minor, 1 as quantity, b.currency, b.payment_provider, b.payment_ref
        from ${checkout.from} where b.id = ${id}`;
  return { ...payableNamed(kind), ...payableBookings(phases, confirmedStatus, row) };
}

/** The statuses of the deposit kinds: held, then confirmed (paid, or by the payee), completed once over. */
const DEPOSIT_PHASES = {
  held: 'held',
  confirmed: 'settled',
  completed: 'settled',
  expired: 'expired',
  cancelled: 'ended',
} as const satisfies Record<string, PayablePhase>;

/**
 * `namedPayableBookings` for a kind paid by its deposit (decision 013: retreats, journeys), whose
 * statuses are DEPOSIT_PHASES' and whose paid booking is `confirmed`: the line is the deposit, its
 * title marked "(deposit)" when that is less than the total. A payment arriving for a booking that
 * could not be kept owes the whole deposit back (`recordRefundDue`, with `refundAlsoSets`).
 */
export function depositPayableBookings(
  kind: BookingKind,
  checkout: Omit<CheckoutColumns, 'amount'>,
  refundAlsoSets?: SQL,
) {
  return {
    ...namedPayableBookings(kind, DEPOSIT_PHASES, 'confirmed', {
      ...checkout,
      title: sql`${checkout.title} || case when b.deposit_minor < b.total_minor then ' (deposit)' else '' end`,
      amount: sql`b.deposit_minor`,
    }),
    recordRefundDue: recordPaidRefundDue(`${kind}_bookings`, 'deposit_minor', refundAlsoSets),
  };
}

/**
 * A kind's `lockCapacity` when its lock is keyed by a column of its booking (its journey, its temple):
 * reads that column of the booking and takes the lock.
 */
export function lockCapacityBy(
  table: string,
  column: string,
  lock: (tx: Tx, key: number) => Promise<void>,
): NonNullable<PayableKind['lockCapacity']> {
  return async (tx, id) => {
    const [row] = await selectRows<{ lock_key: number }>(
      tx,
      sql`select ${sql.identifier(column)} as lock_key from ${sql.identifier(table)} where id = ${id}`,
    );
    if (row) await lock(tx, row.lock_key);
  };
}

/**
 * A kind's `recordRefundDue`: the statement sets the booking's `refund_minor` (with whatever else
 * the kind records with it) and returns `refund_minor` and `currency`.
 */
export function recordRefundDueBy(statement: (id: number) => SQL): NonNullable<PayableKind['recordRefundDue']> {
  return async (tx, id) => {
    const [due] = await selectRows<{ refund_minor: number; currency: string }>(tx, statement(id));
    return { amountMinor: due!.refund_minor, currency: due!.currency };
  };
}

/**
 * A kind's `recordRefundDue` when all that was paid goes back: `paid` is the column holding it (the
 * deposit, the total), `alsoSet` whatever else the kind records with the refund (`col = value, `).
 */
export function recordPaidRefundDue(table: string, paid: string, alsoSet: SQL = sql``) {
  return recordRefundDueBy(
    (id) => sql`update ${sql.identifier(table)} set refund_minor = ${sql.identifier(paid)}, ${alsoSet}updated_at = now()
                where id = ${id} returning refund_minor, currency`,
  );
}

/** Every payable kind, as the app lists them (`src/payables.ts`): what the routes, the webhook and the job go through. */
export type Payables = readonly PayableKind[];

/** The payable of a kind, or null when no module has made that kind payable yet. */
export function payableOf(payables: Payables, kind: string): PayableKind | null {
  return payables.find((p) => p.kind === kind) ?? null;
}

/** The kind's table, for the statements on the payment columns all kinds share. */
export function tableOf(payable: PayableKind): SQL {
  return sql`${sql.identifier(payable.table)}`;
}
