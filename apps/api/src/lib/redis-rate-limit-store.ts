import type { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limiter';

/** INCR the window's counter and start its expiry on the first hit, in one round trip. */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }
`;

/** DECR the window's counter if the window is still open (a key without its expiry is never made). */
const UNHIT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0
`;

/**
 * Rate-limit windows kept in Redis, so that every server process counts the same hits. When Redis
 * cannot be reached the limit is not applied (and the failure logged): an outage of the limiter
 * must not become an outage of logins.
 */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly onError: (err: unknown) => void,
  ) {}

  async hit(key: string, windowMs: number) {
    try {
      const [count, ttl] = (await this.redis.eval(HIT, 1, `sangam:rl:${key}`, String(windowMs))) as [number, number];
      return { count, resetAt: Date.now() + (ttl > 0 ? ttl : windowMs) };
    } catch (err) {
      this.onError(err);
      return { count: 0, resetAt: Date.now() + windowMs };
    }
  }

  async unhit(key: string) {
    try {
      await this.redis.eval(UNHIT, 1, `sangam:rl:${key}`);
    } catch (err) {
      this.onError(err);
    }
  }
}
