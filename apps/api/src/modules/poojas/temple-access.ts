import { isConsoleRole, POOJA_ERROR_CODES, POOJA_MESSAGES } from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-errors';
import { requireCaller, type Caller } from '../../plugins/auth';

/**
 * Temple staff act through a creator account (decision 013: the temple's `manager_id`), and
 * administrators look after every temple; editors keep every temple's page and poojas from the
 * console (issue 20), but not its bookings. A guest hears 401, anyone else who is not a creator 403;
 * a creator acting on a temple that is not theirs is told it does not exist (404, in the services).
 */
export function requireTempleStaff(request: FastifyRequest): Caller {
  const caller = requireCaller(request);
  if (caller.role === 'admin' || caller.role === 'editor' || caller.role === 'creator') return caller;
  throw new HttpError(403, POOJA_ERROR_CODES.notStaff, POOJA_MESSAGES.notStaff);
}

/** The devotees' bookings are for the temple's staff and administrators only. */
export function requireBookingStaff(request: FastifyRequest): Caller {
  const caller = requireCaller(request);
  if (caller.role === 'admin' || caller.role === 'creator') return caller;
  throw new HttpError(403, POOJA_ERROR_CODES.notStaff, POOJA_MESSAGES.notStaff);
}

/** The temples (alias `t`) whose bookings the caller looks after: their own, or every one for an administrator. */
export const templesLookedAfterBy = (caller: Caller): SQL =>
  caller.role === 'admin' ? sql`true` : sql`t.manager_id = ${caller.id}`;

/** Whether the caller looks after the bookings of a temple managed by `managerId`. */
export const managesTemple = (caller: Caller, managerId: number) => caller.role === 'admin' || managerId === caller.id;

/** The temples (alias `t`) whose page and poojas the caller keeps: their own, or every one for the console. */
export const templesKeptBy = (caller: Caller): SQL =>
  isConsoleRole(caller.role) ? sql`true` : sql`t.manager_id = ${caller.id}`;

/** Whether the caller keeps the page and poojas of a temple managed by `managerId`. */
export const keepsTemple = (caller: Caller, managerId: number) => isConsoleRole(caller.role) || managerId === caller.id;

/** A change made from the console to a temple the caller does not manage: it goes in the audit log. */
export const isConsoleEdit = (caller: Caller, managerId: number) =>
  isConsoleRole(caller.role) && managerId !== caller.id;
