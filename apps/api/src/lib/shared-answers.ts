import type { Redis } from 'ioredis';

/**
 * Answers that are the same for everyone and costly to make, kept for a while: in this process
 * (a bounded LRU of the parsed answers) and, when several processes serve the site, in Redis, so a
 * place computed by one process is read by the others. Redis failing is a miss, never an error.
 */
export class SharedAnswers<T> {
  private readonly local = new Map<string, T>();

  constructor(
    private readonly prefix: string,
    private readonly size: number,
    private readonly ttlSeconds: number,
    private readonly redis: Redis | null,
    private readonly onError: (err: unknown) => void,
  ) {}

  async get(key: string): Promise<T | undefined> {
    const kept = this.local.get(key);
    if (kept !== undefined) {
      this.keep(key, kept); // Most recently used last.
      return kept;
    }
    if (!this.redis) return undefined;
    try {
      const text = await this.redis.get(`${this.prefix}:${key}`);
      if (text === null) return undefined;
      const value = JSON.parse(text) as T;
      this.keep(key, value);
      return value;
    } catch (err) {
      this.onError(err);
      return undefined;
    }
  }

  async set(key: string, value: T): Promise<void> {
    this.keep(key, value);
    if (!this.redis) return;
    try {
      await this.redis.set(`${this.prefix}:${key}`, JSON.stringify(value), 'EX', this.ttlSeconds);
    } catch (err) {
      this.onError(err);
    }
  }

  private keep(key: string, value: T) {
    this.local.delete(key);
    this.local.set(key, value);
    if (this.local.size > this.size) this.local.delete(this.local.keys().next().value!);
  }
}
