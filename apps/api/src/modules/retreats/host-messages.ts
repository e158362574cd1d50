import { RETREAT_HOST_MESSAGES as M, type RetreatMessage, type RetreatMessages } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { Caller } from '../../plugins/auth';
import { assertNotBanned } from '../users';
import { actsForHost } from './host-access';
import { messageMails } from './host-mail';

/**
 * Messages on a retreat booking between its guest and the host's side (the host, or an
 * administrator acting for them). Each side reads the whole thread; each message is also mailed to
 * the other side (host-mail.ts). Nobody else learns the booking exists.
 */

type Side = 'host' | 'guest';

interface BookingParties {
  id: number;
  guest_id: number;
  host_id: number;
  retreat_slug: string;
  retreat_title: string;
}

/** The booking as one side may see it: the guest only their own, the host's side only its retreats'. */
async function bookingFor(db: Db, caller: Caller, id: number, side: Side): Promise<BookingParties> {
  const [row] = await selectRows<BookingParties>(
    db,
    sql`select b.id, b.guest_id, r.host_id, r.slug as retreat_slug, r.title as retreat_title
        from retreat_bookings b join retreats r on r.id = b.retreat_id where b.id = ${id}`,
  );
  const allowed = row && (side === 'guest' ? row.guest_id === caller.id : actsForHost(caller, row.host_id));
  if (!allowed) throw notFound(M.bookingNotFound);
  return row;
}

interface MessageRow {
  id: number;
  body: string;
  created_at: Date | string;
  sender_id: number;
  username: string;
  display_name: string;
}

const toMessage = (row: MessageRow, guestId: number): RetreatMessage => ({
  id: row.id,
  body: row.body,
  created_at: new Date(row.created_at).toISOString(),
  from: row.sender_id === guestId ? 'guest' : 'host',
  sender: { username: row.username, display_name: row.display_name || row.username },
});

const messageSelect = sql`
  select m.id, m.body, m.created_at, m.sender_id, u.username, u.display_name
  from retreat_messages m join users u on u.id = m.sender_id`;

/** The whole thread of a booking, oldest first (a stay's messages are a handful). */
export async function readThread(db: Db, caller: Caller, bookingId: number, side: Side): Promise<RetreatMessages> {
  const booking = await bookingFor(db, caller, bookingId, side);
  const rows = await selectRows<MessageRow>(
    db,
    sql`${messageSelect} where m.booking_id = ${booking.id} order by m.created_at, m.id limit 1000`,
  );
  return {
    booking_id: booking.id,
    retreat: { slug: booking.retreat_slug, title: booking.retreat_title },
    results: rows.map((r) => toMessage(r, booking.guest_id)),
  };
}

/** Adds a message of the caller's to a booking's thread, and notes its mail to the other side in the same transaction. */
export async function writeMessage(
  db: Db,
  caller: Caller,
  bookingId: number,
  side: Side,
  body: string,
): Promise<RetreatMessage> {
  await assertNotBanned(db, caller.id);
  const booking = await bookingFor(db, caller, bookingId, side);
  const id = await db.transaction(async (tx) => {
    const [created] = await selectRows<{ id: number }>(
      tx,
      sql`insert into retreat_messages (booking_id, sender_id, body) values (${booking.id}, ${caller.id}, ${body})
          returning id`,
    );
    await messageMails.enqueue(tx, { messageId: created!.id });
    return created!.id;
  });
  const [row] = await selectRows<MessageRow>(db, sql`${messageSelect} where m.id = ${id}`);
  return toMessage(row!, booking.guest_id);
}
