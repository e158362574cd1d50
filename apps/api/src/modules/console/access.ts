import type { FastifyRequest } from 'fastify';
import { permissionDenied } from '../../lib/http-errors';
import { requireCaller, type Caller } from '../../plugins/auth';

/** Editors keep the library and verify creators and temples; administrators may do that too. */
export function requireEditor(request: FastifyRequest): Caller {
  const caller = requireCaller(request);
  if (caller.role !== 'editor' && caller.role !== 'admin') {
    throw permissionDenied('Only editors and administrators can use the console.');
  }
  return caller;
}

/** People, bans, roles and the audit log are for administrators only. */
export function requireAdmin(request: FastifyRequest): Caller {
  const caller = requireCaller(request);
  if (caller.role !== 'admin') throw permissionDenied('Only administrators can do this.');
  return caller;
}
