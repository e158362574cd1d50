import type { Redis } from 'ioredis';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/**
 * An answer as it is sent (JSON text, and compressed once per encoding), and as read back when a
 * person's own fields go on top of it.
 */
export class KeptAnswer<T> {
  private parsed: T | undefined;
  private readonly compressed = new Map<Encoding, Buffer>();

  constructor(readonly json: string) {}

  /** Parsed once, on the first read: a guest's hit never pays for it. */
  get value(): T {
    this.parsed ??= JSON.parse(this.json) as T;
    return this.parsed;
  }

  /** Compressed once for every reader, as the server's compression would (Brotli at quality 4, app.ts). */
  encoded(encoding: Encoding): Buffer {
    let bytes = this.compressed.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } })
          : gzipSync(this.json);
      this.compressed.set(encoding, bytes);
    }
    return bytes;
  }
}

export interface ShortLivedOptions {
  /** Names this cache's keys in Redis. */
  prefix: string;
  /** How long an answer is fresh, and then how long more it may be served while it is made again; 0 keeps nothing. */
  ttlMs: number;
  /** At most this many answers in this process, the oldest dropped first. */
  size: number;
  redis: Redis | null;
  onError: (err: unknown) => void;
  now?: () => number;
}

/**
 * Answers that are the same for every reader for a moment (a guest's lists): kept as JSON text for
 * a second or two in this process and, when several processes serve the site, in Redis, so one
 * query serves every process. Concurrent misses of one key in a process wait for one making
 * (single flight). Once an answer is older than `ttlMs`, it is still served for up to `ttlMs` more
 * while one making replaces it, so readers never queue behind a slow query (a search) as it expires.
 * The answer in Redis keeps its own expiry, so a process that reads it late never keeps it longer
 * than its maker would have. Redis failing is a miss, never an error.
 */
export class ShortLivedAnswers<T> {
  private readonly local = new Map<string, { kept: KeptAnswer<T>; until: number }>();
  private readonly making = new Map<string, Promise<KeptAnswer<T>>>();
  private readonly now: () => number;

  constructor(private readonly options: ShortLivedOptions) {
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  /** The kept answer of `key`, or the one `make` writes (as JSON text), kept from then on. */
  answer(key: string, make: () => Promise<string>): Promise<KeptAnswer<T>> {
    const hit = this.local.get(key);
    const now = this.now();
    if (hit && hit.until > now) return Promise.resolve(hit.kept);
    if (hit && hit.until + this.options.ttlMs > now) {
      // A failed making is left to the next reader, who then waits for one and is told its error.
      this.made(key, make).catch(() => {});
      return Promise.resolve(hit.kept);
    }
    return this.made(key, make);
  }

  /** The one making of `key` under way, or a new one. */
  private made(key: string, make: () => Promise<string>): Promise<KeptAnswer<T>> {
    const pending = this.making.get(key);
    if (pending) return pending;
    const made = this.fill(key, make).finally(() => this.making.delete(key));
    this.making.set(key, made);
    return made;
  }

  private async fill(key: string, make: () => Promise<string>): Promise<KeptAnswer<T>> {
    const { redis, ttlMs, prefix } = this.options;
    const shared = `${prefix}:${key}`;
    if (redis) {
      try {
        const [[, json], [, left]] = (await redis.multi().get(shared).pttl(shared).exec()) as [
          [unknown, string | null],
          [unknown, number],
        ];
        if (json !== null && left > 0) return this.keep(key, new KeptAnswer<T>(json), left);
      } catch (err) {
        this.options.onError(err);
      }
    }
    const kept = new KeptAnswer<T>(await make());
    // Not awaited: the reader has the answer; the other processes get it a moment later.
    redis?.set(shared, kept.json, 'PX', ttlMs).catch(this.options.onError);
    return this.keep(key, kept, ttlMs);
  }

  private keep(key: string, kept: KeptAnswer<T>, ms: number): KeptAnswer<T> {
    this.local.delete(key);
    this.local.set(key, { kept, until: this.now() + ms });
    if (this.local.size > this.options.size) this.local.delete(this.local.keys().next().value!);
    return kept;
  }
}
