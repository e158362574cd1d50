import { RETREAT_HOST_LIMITS, type HostInquiry, type RetreatDashboard } from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { pageWindow } from '../../lib/paging';
import type { Caller } from '../../plugins/auth';
import { monthBounds } from '../classes';
import { holdsNights } from './host-retreats';

/** The inquiries to a host's retreats and the small numbers of the host's dashboard. */

const DAY = 86_400_000;

interface InquiryRow {
  id: number;
  retreat_id: number;
  retreat_slug: string;
  retreat_title: string;
  username: string;
  display_name: string;
  email: string;
  message: string;
  preferred_start: string | null;
  guests: number;
  created_at: Date | string;
}

/** Questions sent to the caller's retreats instead of a booking, newest first, a page at a time. */
export async function listInquiries(
  db: Db,
  caller: Caller,
  query: { page: number; page_size: number; retreat?: number },
): Promise<{ count: number; results: HostInquiry[] }> {
  const filters: SQL[] = [sql`r.host_id = ${caller.id}`];
  if (query.retreat !== undefined) filters.push(sql`r.id = ${query.retreat}`);
  const where = sql.join(filters, sql` and `);
  const { limit, offset } = pageWindow(query.page, query.page_size);
  const [rows, [total]] = await Promise.all([
    selectRows<InquiryRow>(
      db,
      sql`select i.id, r.id as retreat_id, r.slug as retreat_slug, r.title as retreat_title, u.username,
                 u.display_name, u.email, i.message, to_char(i.preferred_start, 'YYYY-MM-DD') as preferred_start,
                 i.guests, i.created_at
          from retreat_inquiries i join retreats r on r.id = i.retreat_id join users u on u.id = i.user_id
          where ${where} order by i.created_at desc, i.id desc limit ${limit} offset ${offset}`,
    ),
    selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from retreat_inquiries i join retreats r on r.id = i.retreat_id where ${where}`,
    ),
  ]);
  return {
    count: total?.n ?? 0,
    results: rows.map((r) => ({
      id: r.id,
      retreat: { id: r.retreat_id, slug: r.retreat_slug, title: r.retreat_title },
      user: { username: r.username, display_name: r.display_name || r.username, email: r.email },
      message: r.message,
      preferred_start: r.preferred_start,
      guests: r.guests,
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
}

/**
 * The host's dashboard: the stays to come (bookings and guests), the bookings made this calendar
 * month and the deposits paid this month in the host's zone, per currency (a cancelled booking's
 * deposit is owed back, so left out), and the inquiries of the last days.
 */
export async function retreatDashboard(db: Db, caller: Caller, now = new Date()): Promise<RetreatDashboard> {
  const [zone] = await selectRows<{ time_zone: string }>(db, sql`select time_zone from users where id = ${caller.id}`);
  const timeZone = zone?.time_zone ?? 'Asia/Kolkata';
  const month = monthBounds(now, timeZone);
  const from = month.from.toISOString();
  const to = month.to.toISOString();
  const since = new Date(now.getTime() - RETREAT_HOST_LIMITS.newInquiriesDays * DAY).toISOString();
  const mine = sql`from retreat_bookings b join retreats r on r.id = b.retreat_id where r.host_id = ${caller.id}`;

  const [[upcoming], [made], deposits, [inquiries]] = await Promise.all([
    selectRows<{ bookings: number; guests: number }>(
      db,
      sql`select count(*)::int as bookings, coalesce(sum(b.guests), 0)::int as guests ${mine}
            and ${holdsNights('b')} and b.end_date > (now() at time zone r.time_zone)::date`,
    ),
    selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n ${mine} and b.created_at >= ${from} and b.created_at < ${to}
            and b.status <> 'expired' and not (b.status = 'held' and b.hold_expires_at <= now())`,
    ),
    selectRows<{ currency: string; amount_minor: number; bookings: number }>(
      db,
      sql`select b.currency, sum(b.deposit_minor)::bigint::float8 as amount_minor, count(*)::int as bookings ${mine}
            and b.paid_at >= ${from} and b.paid_at < ${to} and b.status <> 'cancelled'
          group by b.currency order by b.currency`,
    ),
    selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from retreat_inquiries i join retreats r on r.id = i.retreat_id
          where r.host_id = ${caller.id} and i.created_at >= ${since}`,
    ),
  ]);
  return {
    time_zone: timeZone,
    upcoming: { bookings: upcoming?.bookings ?? 0, guests: upcoming?.guests ?? 0 },
    bookings_this_month: made?.n ?? 0,
    deposits_received: {
      month: month.label,
      totals: deposits.map((d) => ({
        currency: d.currency,
        amount_minor: Number(d.amount_minor),
        bookings: d.bookings,
      })),
    },
    new_inquiries: inquiries?.n ?? 0,
  };
}
