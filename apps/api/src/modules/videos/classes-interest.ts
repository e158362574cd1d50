import type { classesInterestRequestSchema } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { TooManyRequestsError } from '../../lib/http-errors';
import { LIMITS } from '../../lib/rate-limiter';
import { enqueueMail } from '../../mail/mailer';
import { classesInterestMail } from '../../mail/templates';

type Input = z.output<typeof classesInterestRequestSchema>;

/** A text[] parameter that both drivers send the same way. */
const sqlTextArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * Stores a classes-interest form (one row per address: sending it again updates the choices) and
 * mails a confirmation in the sender's language, written in the same transaction.
 */
export async function submitClassesInterest(
  ctx: AppContext,
  input: Input,
  sender: { userId: number | null; guestUuid: string | null; ip: string },
): Promise<void> {
  const wait = await ctx.rateLimiter.consume(LIMITS.classesInterestPerIp, sender.ip);
  if (wait !== null) throw new TooManyRequestsError(wait);
  const language = input.language ?? 'en';
  // One row per address (case-insensitive): sending the form again updates the choices.
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`
    insert into classes_interest (email, categories, age_ranges, time_zone, language, user_id, guest_uuid)
    values (${input.email}, ${sqlTextArray(input.categories)}, ${sqlTextArray(input.age_ranges)},
            ${input.time_zone}, ${language}, ${sender.userId}, ${sender.guestUuid})
    on conflict (lower(email)) do update set
      categories = excluded.categories, age_ranges = excluded.age_ranges, time_zone = excluded.time_zone,
      language = excluded.language, user_id = coalesce(excluded.user_id, classes_interest.user_id),
      created_at = now()`);
    await enqueueMail(tx, classesInterestMail(input.email, language, ctx.config.APP_LABEL));
  });
}
