import { describe, expect, it } from 'vitest';
import { ShortLivedAnswers } from './short-lived-answers';

function cache(ttlMs: number, size = 10) {
  const clock = { now: 1_000 };
  const answers = new ShortLivedAnswers<{ n: number }>({
    prefix: 'test',
    ttlMs,
    size,
    redis: null,
    onError: (err) => {
      throw err;
    },
    now: () => clock.now,
  });
  let made = 0;
  const make = async () => JSON.stringify({ n: ++made });
  return { answers, clock, make, made: () => made };
}

describe('short-lived answers', () => {
  it('keep an answer for its time, serve it while one making replaces it, then only a new one', async () => {
    const { answers, clock, make, made } = cache(1000);
    expect((await answers.answer('a', make)).json).toBe('{"n":1}');
    clock.now += 999;
    expect((await answers.answer('a', make)).value).toEqual({ n: 1 });
    expect(made()).toBe(1);
    // Older than its time: still served, while one making (not two) replaces it.
    clock.now += 1;
    expect((await answers.answer('a', make)).value).toEqual({ n: 1 });
    expect((await answers.answer('a', make)).value).toEqual({ n: 2 });
    expect(made()).toBe(2);
    // Older than twice its time: nobody is served it, the reader waits for a new one.
    clock.now += 2000;
    expect((await answers.answer('a', make)).value).toEqual({ n: 3 });
  });

  it('make one answer for concurrent misses of one key, and one per key', async () => {
    const { answers, make, made } = cache(1500);
    const got = await Promise.all([
      answers.answer('a', make),
      answers.answer('a', make),
      answers.answer('a', make),
      answers.answer('b', make),
    ]);
    expect(made()).toBe(2);
    expect(got.map((kept) => kept.json)).toEqual(['{"n":1}', '{"n":1}', '{"n":1}', '{"n":2}']);
  });

  it('keep nothing of a making that failed', async () => {
    const { answers, make } = cache(1500);
    await expect(answers.answer('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await answers.answer('a', make)).json).toBe('{"n":1}');
  });

  it('keep at most their size, dropping the oldest first', async () => {
    const { answers, make, made } = cache(1500, 2);
    await answers.answer('a', make);
    await answers.answer('b', make);
    await answers.answer('c', make);
    await answers.answer('c', make);
    await answers.answer('b', make);
    expect(made()).toBe(3);
    await answers.answer('a', make);
    expect(made()).toBe(4);
  });
});
