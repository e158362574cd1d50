import type { WaitlistKind } from '@sangam/contracts';
import type { Db, Tx } from '../../db/client';

type Executor = Pick<Db, 'execute'>;

/** A target as a person waits for it: the kind's key of its places, what it is, how many are left. */
export interface WaitTarget {
  /** The kind's key of the target's places (`departure:12`): entries line up under it. */
  key: string;
  /** The target as stored with the entry, in the kind's words (`{departure_id: 12}`). */
  target: Record<string, unknown>;
  title: string;
  /** Its first day, 'YYYY-MM-DD', and the moment it starts (an offer is shorter within a day of it). */
  startsOn: string;
  startsAt: Date;
  /** Places left now, and the most one booking may take. */
  placesLeft: number;
  maxSeats: number;
  /** Whether a booking of it is paid (a paid place is held only for a confirmed address). */
  paid: boolean;
}

/**
 * A kind of booking people may wait for (issue 24). The kind knows its places and how to hold them;
 * the waitlists module keeps the line, makes the offers and tells the person. The kind calls
 * `offerFreedPlaces` wherever its places come back, inside that transaction and under its lock.
 * The kinds are listed where the app is put together (src/waitlists.ts), never here.
 */
export interface WaitlistableKind {
  kind: WaitlistKind;
  /** The kind's booking table; it has the shared payment columns (id, status, hold_expires_at). */
  table: string;
  /** Statuses of a booking whose place is secured: an offer that reached one was taken. */
  settledStatuses: readonly string[];
  /** The target a person names, checked; null when there is nothing there to wait for. */
  resolve(db: Db, target: Record<string, unknown>): Promise<WaitTarget | null>;
  /**
   * What the targets of these keys are, as a person's list shows them (title, first day), in one
   * query however many; a key whose target is gone is left out.
   */
  describe(db: Executor, keys: readonly string[]): Promise<Map<string, { title: string; startsOn: string }>>;
  /** The target of a key, as the line's offers need it (under the kind's lock). */
  targetOf(tx: Tx, key: string): Promise<WaitTarget | null>;
  /** Whether the person holds or has booked the target already. */
  hasBooked(db: Executor, personId: number, key: string): Promise<boolean>;
  /** Takes the kind's lock of the key's places for the rest of the transaction. */
  lock(tx: Tx, key: string): Promise<void>;
  /**
   * Holds `seats` places for the person as the kind's held booking, expiring at `until` (the lock is
   * held), made from the entry's `target` (a pooja's is performed in the name it gives); answers its
   * id, or null when the person may not have it (they booked meanwhile).
   */
  hold(
    tx: Tx,
    entry: { key: string; target: Record<string, unknown>; personId: number; seats: number },
    until: Date,
    now: Date,
  ): Promise<number | null>;
  /** Where the held booking is paid, without the language: `/checkout?kind=journey&booking=12`. */
  checkoutPath(bookingId: number): string;
}
