import { JOURNEY_ERROR_CODES, JOURNEY_MESSAGES } from '@sangam/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-errors';
import { requireCaller, type Caller } from '../../plugins/auth';

/**
 * Journey organisers are creators of type retreat_rep (decision 013: the spec's creator types stay
 * tutor / retreat_rep / mentor, and the retreat representative's area lists what they manage), and
 * administrators look after any journey. A guest gets 401, anyone else 403 with a sentence saying
 * why; an organiser acting on someone else's journey is told it does not exist (404).
 */
export function requireOrganiser(request: FastifyRequest): Caller {
  const caller = requireCaller(request);
  if (caller.role === 'admin' || (caller.role === 'creator' && caller.creatorType === 'retreat_rep')) return caller;
  throw new HttpError(403, JOURNEY_ERROR_CODES.notAnOrganiser, JOURNEY_MESSAGES.notAnOrganiser);
}
