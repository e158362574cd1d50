import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { PanchangDay, PanchangMonth, PanchangYear } from '@sangam/contracts';
import { Piscina } from 'piscina';
import type { AppContext } from '../../context';
import { TooManyRequestsError } from '../../lib/http-errors';
import { LIMITS } from '../../lib/rate-limiter';
import { SharedAnswers } from '../../lib/shared-answers';
import { roundedPlace } from './answers';
import type { PanchangTask } from './worker';

/**
 * The calendar's answers for the API (issue 25's cost): a year of festivals costs 0.2–0.4 s of CPU
 * for a place not seen before, so it is never computed on the request thread. Answers are kept by
 * place rounded to about a kilometre, in this process and (with Redis) across processes; a miss is
 * computed in a worker thread, and each address may ask for only so many misses a minute, so random
 * places cannot keep the workers busy for everyone else.
 */

/** The built server runs the bundled worker beside it; sources (tests, `npm run dev`) run through tsx. */
function workerOptions() {
  const bundled = new URL('./panchang-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return { filename: bundled.href };
  return { filename: new URL('./worker.ts', import.meta.url).href, execArgv: ['--import', 'tsx'] };
}

type Answer = PanchangDay | PanchangMonth | PanchangYear;

/** Raise it whenever an answer's fields or the engine's rules change. */
const ANSWERS_VERSION = 4;

export class PanchangCalendar {
  private pool: Piscina | null = null;
  private readonly answers: SharedAnswers<Answer>;
  /** Answers being read or computed, so that a place asked for twice at once is computed once. */
  private readonly computing = new Map<string, Promise<Answer>>();

  constructor(private readonly ctx: Pick<AppContext, 'redis' | 'rateLimiter' | 'log'>) {
    // The key names the answers' shape: a new field (or rule) starts a fresh store, never a stale one.
    this.answers = new SharedAnswers<Answer>(`sangam:panchang:${ANSWERS_VERSION}`, 500, 86_400, ctx.redis, (err) =>
      ctx.log.warn({ err }, 'panchang answers store unavailable: computing'),
    );
  }

  /** The day at a place; `address` is the asker's, for the limit on new computations. */
  day(date: string, lat: number, lon: number, timeZone: string, address: string): Promise<PanchangDay> {
    const place = roundedPlace(lat, lon);
    const key = `day:${date}:${place.latitude}:${place.longitude}:${timeZone}`;
    return this.answer(key, { kind: 'day', date, place, timeZone }, address) as Promise<PanchangDay>;
  }

  month(year: number, month: number, lat: number, lon: number, timeZone: string, address: string) {
    const place = roundedPlace(lat, lon);
    const key = `month:${year}-${month}:${place.latitude}:${place.longitude}:${timeZone}`;
    return this.answer(key, { kind: 'month', year, month, place, timeZone }, address) as Promise<PanchangMonth>;
  }

  year(year: number, lat: number, lon: number, timeZone: string, address: string): Promise<PanchangYear> {
    const place = roundedPlace(lat, lon);
    const key = `year:${year}:${place.latitude}:${place.longitude}:${timeZone}`;
    return this.answer(key, { kind: 'year', year, place, timeZone }, address) as Promise<PanchangYear>;
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
    this.pool = null;
  }

  /** The kept answer, or the one being computed, or a new computation (counted against `address`). */
  private answer(key: string, task: PanchangTask, address: string): Promise<Answer> {
    // Looked up and registered before any await, so that askers at the same moment share one.
    let pending = this.computing.get(key);
    if (!pending) {
      pending = this.readOrCompute(key, task, address).finally(() => this.computing.delete(key));
      this.computing.set(key, pending);
    }
    return pending;
  }

  private async readOrCompute(key: string, task: PanchangTask, address: string): Promise<Answer> {
    const kept = await this.answers.get(key);
    if (kept) return kept;
    const wait = await this.ctx.rateLimiter.consume(LIMITS.panchangComputationsPerIp, address);
    if (wait !== null) throw new TooManyRequestsError(wait);
    return this.compute(key, task);
  }

  private async compute(key: string, task: PanchangTask): Promise<Answer> {
    this.pool ??= new Piscina({
      ...workerOptions(),
      // One core stays with the request thread.
      maxThreads: Math.max(1, availableParallelism() - 1),
      idleTimeout: 60_000,
    });
    const computed = (await this.pool.run(task)) as Answer;
    await this.answers.set(key, computed);
    return computed;
  }
}
