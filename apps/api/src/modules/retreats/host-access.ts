import { RETREAT_HOST_ERROR_CODES, RETREAT_HOST_MESSAGES } from '@sangam/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-errors';
import { requireCaller, type Caller } from '../../plugins/auth';

/**
 * The retreat representative's area is for creators of type retreat_rep, and for administrators
 * (who look after any host's retreats). A guest gets 401, anyone else 403 with a sentence saying why.
 */
export function requireRetreatRep(request: FastifyRequest): Caller {
  const caller = requireCaller(request);
  if (caller.role === 'admin' || (caller.role === 'creator' && caller.creatorType === 'retreat_rep')) return caller;
  throw new HttpError(403, RETREAT_HOST_ERROR_CODES.notARetreatRep, RETREAT_HOST_MESSAGES.notARetreatRep);
}

/** Whether the caller acts for the host of a retreat: the host, or an administrator. */
export const actsForHost = (caller: Caller, hostId: number) => caller.role === 'admin' || caller.id === hostId;
