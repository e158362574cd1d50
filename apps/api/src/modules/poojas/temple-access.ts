import { POOJA_ERROR_CODES, POOJA_MESSAGES } from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-errors';
import { requireCaller, type Caller } from '../../plugins/auth';

/**
 * Temple staff act through a creator account (decision 013: the temple's `manager_id`), and
 * administrators look after every temple. A guest hears 401, anyone else who is not a creator 403;
 * a creator acting on a temple that is not theirs is told it does not exist (404, in the services).
 */
export function requireTempleStaff(request: FastifyRequest): Caller {
  const caller = requireCaller(request);
  if (caller.role === 'admin' || caller.role === 'creator') return caller;
  throw new HttpError(403, POOJA_ERROR_CODES.notStaff, POOJA_MESSAGES.notStaff);
}

/** The temples (alias `t`) the caller looks after: their own, or every one for an administrator. */
export const templesLookedAfterBy = (caller: Caller): SQL =>
  caller.role === 'admin' ? sql`true` : sql`t.manager_id = ${caller.id}`;

/** Whether the caller looks after a temple managed by `managerId`. */
export const managesTemple = (caller: Caller, managerId: number) => caller.role === 'admin' || managerId === caller.id;
