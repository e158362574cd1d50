import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { TooManyRequestsError } from '../../lib/http-errors';
import type { RateLimit } from '../../lib/rate-limiter';
import { requireCaller, type Caller } from '../../plugins/auth';

/** The signed-in caller, once the limit of this kind of write allows them another (else 429). */
export async function limitedCaller(ctx: AppContext, request: FastifyRequest, limit: RateLimit): Promise<Caller> {
  const caller = requireCaller(request);
  const wait = await ctx.rateLimiter.consume(limit, String(caller.id));
  if (wait !== null) throw new TooManyRequestsError(wait);
  return caller;
}
