import { sql, type SQL } from 'drizzle-orm';
import { selectRow, type Db } from '../db/client';
import { recipientColumns } from '../mail/recipients';

/**
 * One booking (`b`) as its mails read it: the kind's columns from its tables, and each side the
 * mails go to (the person who booked, the creator) joined from `users` under the side's own name
 * with its recipient columns (mail/recipients.ts). `sides` gives each side's user id column.
 */
export function selectBookingForMail<Row>(
  db: Pick<Db, 'execute'>,
  id: number,
  columns: SQL,
  from: SQL,
  sides: Record<string, string>,
) {
  const names = Object.keys(sides);
  const people = sql.join(
    names.map((side) => recipientColumns(side, side)),
    sql`, `,
  );
  const users = sql.raw(names.map((side) => `join users ${side} on ${side}.id = ${sides[side]}`).join(' '));
  return selectRow<Row>(db, sql`select ${columns}, ${people} from ${from} ${users} where b.id = ${id}`);
}
