import type { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limiter';

/** INCRBY the window's counter and start its expiry when the window opens, in one round trip. */
const HIT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }
`;

/** DECRBY the window's counter, never below none, if the window is still open (a key without its expiry is never made). */
const UNHIT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local amount = math.min(count, tonumber(ARGV[1]))
if amount > 0 then return redis.call('DECRBY', KEYS[1], amount) end
return count
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

  async hit(key: string, windowMs: number, amount = 1) {
    try {
      const [count, ttl] = (await this.redis.eval(HIT, 1, `sangam:rl:${key}`, String(windowMs), String(amount))) as [
        number,
        number,
      ];
      return { count, resetAt: Date.now() + (ttl > 0 ? ttl : windowMs) };
    } catch (err) {
      this.onError(err);
      return { count: 0, resetAt: Date.now() + windowMs };
    }
  }

  async unhit(key: string, amount = 1) {
    try {
      await this.redis.eval(UNHIT, 1, `sangam:rl:${key}`, String(amount));
    } catch (err) {
      this.onError(err);
    }
  }
}
