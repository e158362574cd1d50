import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors';

/** The first place in a parsed value where a text holds a NUL character, as a field path. */
function nulAt(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'non_field_errors' : null;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulAt(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL cannot store the NUL character in text, and no person types one: any text holding it
 * is refused up front with a 400, before it can reach a query and turn into a server error.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const field = nulAt(request.body, '') ?? nulAt(request.query, '') ?? nulAt(request.params, '');
    if (field) {
      const message = 'Text may not contain the NUL character.';
      throw badRequest(`Invalid input: ${field}: ${message}`, { [field]: [message] });
    }
  });
});
