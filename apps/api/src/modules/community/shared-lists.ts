import type { Community, Post } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { selectRows, type Db } from '../../db/client';
import { ShortLivedAnswers, type Encoding, type KeptAnswer } from '../../lib/short-lived-answers';
import type { Caller } from '../../plugins/auth';
import { banRuns, toMyBan, type MyBanRow } from './rows';

/**
 * The guest's answers of the forum's lists (issue 26), the same for every guest for a moment:
 * made once with no caller, kept as JSON a second or two, and sent as they are. A member reads the
 * same shared part with their own fields laid over it (their vote, saved, followed, moderated),
 * read in one small query. Nothing of one person is ever in the shared part: it is always made as a
 * guest, and a member who blocked someone (whose lists leave that person out) reads their own.
 *
 * Someone who just wrote (voted, commented, posted, followed…) reads their own answers, uncached,
 * for as long as a shared answer made before the write may still be served: they see their change
 * and its counters at once, while others may read a list a moment old.
 */
export class SharedLists {
  private readonly answers: ShortLivedAnswers<unknown>;
  /** People who wrote lately, in this process: id → until when they read their own answers. */
  private readonly writers = new Map<number, number>();
  private readonly writerMs: number;

  constructor(
    ttlMs: number,
    private readonly redis: Redis | null,
    log: FastifyBaseLogger,
  ) {
    const onError = (err: unknown) => log.warn({ err }, 'shared lists: Redis unavailable, answer made here');
    this.answers = new ShortLivedAnswers({ prefix: 'sangam:lists', ttlMs, size: 2000, redis, onError });
    // As long as an answer may be served (fresh, then while it is made again), and a second more
    // for the clocks and the Redis round trips in between.
    this.writerMs = 2 * ttlMs + 1000;
  }

  /**
   * Answers a list read: a guest gets the shared answer as it was sent; a member the shared part
   * with `overlay` (null: they need their own, as when they block someone) or, after a write of
   * theirs or without an overlay, `own()`. `key` names what else than the URL the answer depends on.
   * `fresh`: the reader sent the list's cache-buster (spec section 7), so it is read anew, not kept.
   */
  async answer<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    list: {
      guest: () => Promise<T>;
      own: () => Promise<T>;
      overlay?: (shared: T, caller: Caller) => Promise<T | null>;
      key?: string;
      fresh?: boolean;
    },
  ): Promise<T> {
    const { caller } = request;
    if (!this.answers.enabled || list.fresh) return list.own();
    if (caller && (!list.overlay || (await this.wroteLately(caller.id)))) return list.own();
    // Written by the route's own serializer, so the text is what the route would have sent.
    const kept = await this.answers.answer(
      `${request.url}|${list.key ?? ''}`,
      async () => reply.serialize(await list.guest()) as string,
    );
    if (!caller) return sendKept(request, reply, kept) as unknown as T;
    const mine = await list.overlay!(kept.value as T, caller);
    if (!mine) return list.own();
    // The shared part passed the route's serializer, and an overlay only sets fields of their own
    // types on it: written as it is, without checking every field again.
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(mine)) as unknown as T;
  }

  /** Notes that `id` wrote: their next reads, in every process, are their own. */
  async noteWrite(id: number) {
    if (!this.answers.enabled) return;
    const now = Date.now();
    if (this.writers.size > 10_000) for (const [who, until] of this.writers) if (until <= now) this.writers.delete(who);
    this.writers.set(id, now + this.writerMs);
    await this.redis?.set(`sangam:lists:wrote:${id}`, '1', 'PX', this.writerMs).catch(() => {});
  }

  private async wroteLately(id: number): Promise<boolean> {
    if ((this.writers.get(id) ?? 0) > Date.now()) return true;
    if (!this.redis) return false;
    // Unknown when Redis fails: reading one's own answer is always right.
    return (await this.redis.exists(`sangam:lists:wrote:${id}`).catch(() => 1)) === 1;
  }
}

/** Answers under this size are sent as they are, as the server's compression leaves them (app.ts). */
const COMPRESS_FROM = 1024;

/**
 * Sends a kept answer as it was kept: its JSON text (Fastify passes text with a JSON type through
 * without serializing it again), or its bytes compressed once for every reader who accepts them.
 */
function sendKept(request: FastifyRequest, reply: FastifyReply, kept: KeptAnswer<unknown>) {
  reply.type('application/json; charset=utf-8');
  const encoding = kept.json.length >= COMPRESS_FROM ? acceptedEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(kept.json);
  return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(kept.encoded(encoding));
}

/** Brotli when the request accepts it, else gzip, else none (a `q=0` refuses one). */
function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/** An int[] parameter. */
const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * A page of posts as `caller` reads it: their vote and saved mark on the shared page. Null when they
 * block someone: their list leaves that person's posts out, and its total too.
 */
export async function postsAsReadBy<P extends { results: Post[] }>(
  db: Db,
  caller: Caller,
  shared: P,
): Promise<P | null> {
  const ids = intArray(shared.results.map((post) => post.id));
  const [mine] = await selectRows<{ blocks: boolean; votes: Record<string, -1 | 1>; saved: number[] }>(
    db,
    sql`select exists (select 1 from user_blocks where blocker_id = ${caller.id}) as blocks,
          coalesce((select json_object_agg(post_id, value) from post_votes
                    where user_id = ${caller.id} and post_id = any(${ids})), '{}') as votes,
          array(select post_id from saved_posts where user_id = ${caller.id} and post_id = any(${ids})) as saved`,
  );
  if (!mine || mine.blocks) return null;
  const saved = new Set(mine.saved);
  return {
    ...shared,
    results: shared.results.map((post) => ({
      ...post,
      user_vote: mine.votes[post.id] ?? 0,
      saved: saved.has(post.id),
    })),
  };
}

/** Communities as `caller` reads them: which they follow and moderate (an admin moderates all), and their ban. */
export async function communitiesAsReadBy(db: Db, caller: Caller, shared: Community[]): Promise<Community[]> {
  const ids = intArray(shared.map((community) => community.id));
  const [mine] = await selectRows<{
    followed: number[];
    moderated: number[];
    bans: Record<string, NonNullable<MyBanRow>> | null;
  }>(
    db,
    sql`select array(select community_id from community_follows where user_id = ${caller.id} and community_id = any(${ids})) as followed,
          array(select community_id from community_moderators where user_id = ${caller.id} and community_id = any(${ids})) as moderated,
          (select json_object_agg(b.community_id, json_build_object('reason', b.reason, 'expires_at', b.expires_at))
           from community_bans b where b.user_id = ${caller.id} and b.community_id = any(${ids}) and ${banRuns}) as bans`,
  );
  const followed = new Set(mine?.followed);
  const moderated = new Set(mine?.moderated);
  return shared.map((community) => ({
    ...community,
    is_followed: followed.has(community.id),
    followers: followed.has(community.id) ? [caller.id] : [],
    is_moderator: caller.role === 'admin' || moderated.has(community.id),
    my_ban: toMyBan(mine?.bans?.[community.id] ?? null),
  }));
}
