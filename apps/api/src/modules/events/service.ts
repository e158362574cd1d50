import { EVENT_LIMITS, isEventName, type EventBatchResult } from '@sangam/contracts';
import type { AppContext } from '../../context';
import { events } from '../../db/schema';
import { badRequest, TooManyRequestsError } from '../../lib/http-errors';
import { LIMITS } from '../../lib/rate-limiter';
import { eventKey } from './event-key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const DAY = 86_400_000;

interface Sender {
  userId: number | null;
  guestUuid: string | null;
  ip: string;
}

type Row = typeof events.$inferInsert;

/**
 * One event checked on its own: the row to store, or why it was refused. An event without an id
 * (the spec's shape) is keyed by its content; a client's own id is kept.
 */
function checkEvent(raw: unknown, sender: Sender, subject: string, now: number): Row | string {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return 'An event must be an object.';
  const e = raw as Record<string, unknown>;
  if (e.id != null && (typeof e.id !== 'string' || !UUID.test(e.id))) return 'id must be a UUID.';
  if (!isEventName(e.event_type))
    return `event_type ${JSON.stringify(String(e.event_type).slice(0, 40))} is not a known event.`;
  const data = e.event_data ?? {};
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return 'event_data must be an object.';
  if (Object.keys(data).length > EVENT_LIMITS.dataMaxKeys)
    return `event_data may have at most ${EVENT_LIMITS.dataMaxKeys} keys.`;
  const serialised = JSON.stringify(data);
  if (serialised.length > EVENT_LIMITS.dataMaxChars)
    return `event_data may be at most ${EVENT_LIMITS.dataMaxChars} characters.`;
  const at = typeof e.timestamp === 'string' || typeof e.timestamp === 'number' ? new Date(e.timestamp) : null;
  if (!at || Number.isNaN(at.getTime())) return 'timestamp must be a date.';
  // Events are sent within seconds, or retried within days; anything else is a broken clock or a forgery.
  if (at.getTime() < now - 7 * DAY || at.getTime() > now + DAY) return 'timestamp is out of range.';
  if (
    e.retryCount !== undefined &&
    (typeof e.retryCount !== 'number' || !Number.isInteger(e.retryCount) || e.retryCount < 0)
  ) {
    return 'retryCount must be a whole number.';
  }
  const stored = JSON.parse(serialised) as Record<string, unknown>;
  return {
    id: typeof e.id === 'string' ? e.id.toLowerCase() : eventKey(subject, e.event_type, at, stored),
    eventType: e.event_type,
    userId: sender.userId,
    guestUuid: sender.userId ? null : sender.guestUuid,
    occurredAt: at,
    data: stored,
  };
}

/** Event ids not seen in the last day, by Redis (shared by every process); all ids without Redis. */
async function unseen(ctx: AppContext, rows: Row[]): Promise<Row[]> {
  if (!ctx.redis || rows.length === 0) return rows;
  try {
    const pipeline = ctx.redis.pipeline();
    for (const row of rows) pipeline.set(`sangam:ev:${row.id}`, '1', 'EX', 86_400, 'NX');
    const answers = (await pipeline.exec()) ?? [];
    return rows.filter((_, i) => answers[i]?.[1] === 'OK');
  } catch (err) {
    ctx.log.warn({ err }, 'event de-duplication store unavailable: relying on the database');
    return rows;
  }
}

/**
 * Of these events, those the day's allowances still take: first the sender's, then the address's
 * (fresh guest ids share it). The rest are refused with the reason.
 */
async function withinDailyCaps(ctx: AppContext, subject: string, ip: string, count: number) {
  const bySender = await ctx.rateLimiter.grant(LIMITS.eventsPerSenderPerDay, subject, count);
  const byAddress = await ctx.rateLimiter.grant(LIMITS.eventsPerIpPerDay, ip, bySender);
  await ctx.rateLimiter.refund(LIMITS.eventsPerSenderPerDay, subject, bySender - byAddress);
  return { granted: byAddress, bySender };
}

const OVER_SENDER_CAP = `No more events are stored from this sender today (at most ${LIMITS.eventsPerSenderPerDay.max} a day).`;
const OVER_ADDRESS_CAP = 'No more events are stored from this address today.';

/**
 * Stores a batch: each event is checked on its own, the valid ones are stored in one insert, and
 * keys seen before (a retried batch) are dropped, first by Redis, finally by the primary key.
 * Batches are limited per sender and per address, and events stored per sender and per address
 * per day: events past a day's cap are answered as refused (so the client does not send them again)
 * and never stored, which also keeps one sender from swaying the insights.
 */
export async function ingestBatch(ctx: AppContext, raw: unknown[], sender: Sender): Promise<EventBatchResult> {
  const subject = sender.userId ? `user:${sender.userId}` : sender.guestUuid ? `guest:${sender.guestUuid}` : null;
  if (!subject)
    throw badRequest('Send the guest id (X-Guest-UUID or uuid) or sign in to send events.', {
      uuid: ['Send the guest id.'],
    });
  for (const [limit, key] of [
    [LIMITS.eventBatchesPerIp, sender.ip],
    [LIMITS.eventBatchesPerSender, subject],
  ] as const) {
    const wait = await ctx.rateLimiter.consume(limit, key);
    if (wait !== null) throw new TooManyRequestsError(wait);
  }

  const now = Date.now();
  const errors: EventBatchResult['errors'] = [];
  const valid: Array<{ index: number; row: Row }> = [];
  const seenInBatch = new Set<string>();
  raw.forEach((item, index) => {
    const checked = checkEvent(item, sender, subject, now);
    if (typeof checked === 'string') errors.push({ index, detail: checked });
    else if (!seenInBatch.has(checked.id)) {
      seenInBatch.add(checked.id);
      valid.push({ index, row: checked });
    }
  });
  if (valid.length === 0 && errors.length > 0) {
    throw badRequest(`No valid event in the batch: ${errors[0]!.detail}`, {
      events: errors.slice(0, 10).map((e) => `events[${e.index}]: ${e.detail}`),
    });
  }
  const { granted, bySender } = await withinDailyCaps(ctx, subject, sender.ip, valid.length);
  valid.forEach(({ index }, i) => {
    if (i >= granted) errors.push({ index, detail: i < bySender ? OVER_ADDRESS_CAP : OVER_SENDER_CAP });
  });
  errors.sort((a, b) => a.index - b.index);
  const fresh = await unseen(
    ctx,
    valid.slice(0, granted).map((v) => v.row),
  );
  const inserted = fresh.length
    ? await ctx.db.insert(events).values(fresh).onConflictDoNothing().returning({ id: events.id })
    : [];
  // Duplicates cost nothing of the day's allowances.
  await ctx.rateLimiter.refund(LIMITS.eventsPerSenderPerDay, subject, granted - inserted.length);
  await ctx.rateLimiter.refund(LIMITS.eventsPerIpPerDay, sender.ip, granted - inserted.length);
  return {
    stored: inserted.length,
    duplicates: raw.length - errors.length - inserted.length,
    rejected: errors.length,
    errors,
  };
}
