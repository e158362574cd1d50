import { TUTORING_ERROR_CODES, TUTORING_MESSAGES } from '@sangam/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-errors';
import { requireCaller, type Caller } from '../../plugins/auth';

/**
 * The tutor's creator area is for creators of type tutor, and for administrators (who may teach too,
 * and look after any tutor's classes). A guest gets 401, anyone else 403 with a sentence saying why.
 */
export function requireTutor(request: FastifyRequest): Caller {
  const caller = requireCaller(request);
  if (caller.role === 'admin' || (caller.role === 'creator' && caller.creatorType === 'tutor')) return caller;
  throw new HttpError(403, TUTORING_ERROR_CODES.notATutor, TUTORING_MESSAGES.notATutor);
}
