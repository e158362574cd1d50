import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRateLimitStore, RateLimiter } from './rate-limiter';

afterEach(() => vi.useRealTimers());
const rule = { name: 'test', max: 3, windowMs: 60_000 };

describe('RateLimiter', () => {
  it('allows max hits per window per subject, then says how long to wait', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const limiter = new RateLimiter(new MemoryRateLimitStore());
    for (let i = 0; i < 3; i++) expect(await limiter.consume(rule, '1.2.3.4')).toBeNull();
    expect(await limiter.consume(rule, '1.2.3.4')).toBe(60);
    expect(await limiter.consume(rule, '5.6.7.8')).toBeNull();
    vi.advanceTimersByTime(30_000);
    expect(await limiter.consume(rule, '1.2.3.4')).toBe(30);
    vi.advanceTimersByTime(30_001);
    expect(await limiter.consume(rule, '1.2.3.4')).toBeNull();
  });

  it('treats subjects without regard to case', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore());
    for (let i = 0; i < 3; i++) await limiter.consume(rule, 'Meera@Example.org');
    expect(await limiter.consume(rule, 'meera@example.org')).not.toBeNull();
  });

  it('takes back one hit of the current window, never below none', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore());
    for (let i = 0; i < 3; i++) await limiter.consume(rule, 'a');
    await limiter.refund(rule, 'A');
    expect(await limiter.consume(rule, 'a')).toBeNull();
    expect(await limiter.consume(rule, 'a')).not.toBeNull();
    // Refunds on a fresh subject do not bank hits for later.
    for (let i = 0; i < 5; i++) await limiter.refund(rule, 'b');
    for (let i = 0; i < 3; i++) expect(await limiter.consume(rule, 'b')).toBeNull();
    expect(await limiter.consume(rule, 'b')).not.toBeNull();
  });

  it('grants a quota of things up to the limit, and counts only what it granted', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore());
    const quota = { name: 'quota', max: 250, windowMs: 60_000 };
    expect(await limiter.grant(quota, 'a', 100)).toBe(100);
    expect(await limiter.grant(quota, 'a', 100)).toBe(100);
    expect(await limiter.grant(quota, 'a', 100)).toBe(50);
    expect(await limiter.grant(quota, 'a', 100)).toBe(0);
    // Taking back what was not used makes room again.
    await limiter.refund(quota, 'a', 30);
    expect(await limiter.grant(quota, 'a', 100)).toBe(30);
    expect(await limiter.grant(quota, 'b', 300)).toBe(250);
  });

  it('can be switched off', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), false);
    for (let i = 0; i < 10; i++) expect(await limiter.consume(rule, 'x')).toBeNull();
    expect(await limiter.grant(rule, 'x', 10)).toBe(10);
  });
});
