import {
  isLanguage,
  JOURNEY_MESSAGES,
  type journeyInterestRequestSchema,
  type JourneyInterest,
} from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { selectRows, type Db } from '../../db/client';
import { badRequest, notFound, TooManyRequestsError } from '../../lib/http-errors';
import { pageWindow } from '../../lib/paging';
import { LIMITS } from '../../lib/rate-limiter';
import type { Caller } from '../../plugins/auth';
import { assertNotBanned } from '../users';
import { journeyInterestMails } from './journey-mail';

type Input = z.output<typeof journeyInterestRequestSchema>;

/**
 * Someone asks to hear about a journey (guests too; a signed-in person's account is linked and
 * answered in its language). Limited per address like the classes-interest form, since each one
 * mails the organiser and the address given. The mails are noted in the transaction that stores
 * the form, and made from it by the outbox.
 */
export async function submitInterest(
  ctx: AppContext,
  slug: string,
  input: Input,
  sender: { caller: Caller | null; ip: string },
): Promise<{ id: number; detail: string }> {
  if (sender.caller) await assertNotBanned(ctx.db, sender.caller.id);
  const wait = await ctx.rateLimiter.consume(LIMITS.journeyInterestPerIp, sender.ip);
  if (wait !== null) throw new TooManyRequestsError(wait);
  const [journey] = await selectRows<{ id: number }>(
    ctx.db,
    sql`select id from journeys where slug = ${slug.toLowerCase()} and published`,
  );
  if (!journey) throw notFound(JOURNEY_MESSAGES.journeyNotFound);
  if (input.departure_id != null) {
    const [departure] = await selectRows<{ id: number }>(
      ctx.db,
      sql`select id from journey_departures where id = ${input.departure_id} and journey_id = ${journey.id}`,
    );
    if (!departure)
      throw badRequest(JOURNEY_MESSAGES.departureNotFound, { departure_id: [JOURNEY_MESSAGES.departureNotFound] });
  }
  const userId = sender.caller?.id ?? null;
  let language = input.language ?? 'en';
  if (userId !== null) {
    const [user] = await selectRows<{ preferred_language: string }>(
      ctx.db,
      sql`select preferred_language from users where id = ${userId}`,
    );
    if (user && isLanguage(user.preferred_language)) language = user.preferred_language;
  }
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await selectRows<{ id: number }>(
      tx,
      sql`insert into journey_interests (journey_id, departure_id, user_id, name, email, phone, travellers, message)
          values (${journey.id}, ${input.departure_id ?? null}, ${userId}, ${input.name}, ${input.email},
                  ${input.phone}, ${input.travellers}, ${input.message})
          returning id`,
    );
    await journeyInterestMails.enqueue(tx, { interestId: row!.id, language });
    return row!.id;
  });
  return { id, detail: JOURNEY_MESSAGES.interestThanks };
}

/** The interest received by the organiser's journeys, newest first. */
export async function organiserInterests(
  db: Db,
  caller: Caller,
  query: { page: number; page_size: number; journey?: number },
) {
  const where: SQL[] = [sql`j.organiser_id = ${caller.id}`];
  if (query.journey !== undefined) where.push(sql`i.journey_id = ${query.journey}`);
  const condition = sql.join(where, sql` and `);
  const { limit, offset } = pageWindow(query.page, query.page_size);
  const [rows, [total]] = await Promise.all([
    selectRows<{
      id: number;
      journey_id: number;
      journey_slug: string;
      journey_title: string;
      departure_id: number | null;
      start_date: string | null;
      name: string;
      email: string;
      phone: string;
      travellers: number;
      message: string;
      user_id: number | null;
      created_at: Date | string;
    }>(
      db,
      sql`select i.id, i.journey_id, j.slug as journey_slug, j.title as journey_title, i.departure_id,
                 d.start_date::text as start_date, i.name, i.email, i.phone, i.travellers, i.message, i.user_id,
                 i.created_at
          from journey_interests i join journeys j on j.id = i.journey_id
          left join journey_departures d on d.id = i.departure_id
          where ${condition} order by i.created_at desc, i.id desc limit ${limit} offset ${offset}`,
    ),
    selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from journey_interests i join journeys j on j.id = i.journey_id where ${condition}`,
    ),
  ]);
  const results: JourneyInterest[] = rows.map((r) => ({
    id: r.id,
    journey: { id: r.journey_id, slug: r.journey_slug, title: r.journey_title },
    departure: r.departure_id !== null && r.start_date ? { id: r.departure_id, start_date: r.start_date } : null,
    name: r.name,
    email: r.email,
    phone: r.phone,
    travellers: r.travellers,
    message: r.message,
    signed_in: r.user_id !== null,
    created_at: new Date(r.created_at).toISOString(),
  }));
  return { count: total?.n ?? 0, results };
}
