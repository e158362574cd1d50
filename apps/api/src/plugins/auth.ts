import { AUTH_ERROR_CODES, GUEST_HEADER, type UserRole } from '@sangam/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context';
import { creatorProfiles, refreshTokens, users } from '../db/schema';
import { HttpError, notAuthenticated } from '../lib/http-errors';

/** Who is calling: the user behind a valid bearer token. */
export interface Caller {
  id: number;
  role: UserRole;
  creatorType: 'tutor' | 'retreat_rep' | 'mentor' | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    /** A guest's generated id from X-Guest-UUID, when it is a UUID. */
    guestUuid: string | null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

const tokenNotValid = () =>
  new HttpError(401, AUTH_ERROR_CODES.tokenNotValid, 'Your session has expired or is not valid. Please log in again.');

/**
 * Reads the bearer token (or the guest header) of every request. A token that is present but not
 * valid is refused with 401, so the web app refreshes it or signs the person out.
 */
export const authPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  app.decorateRequest('caller', null);
  app.decorateRequest('guestUuid', null);

  app.addHook('onRequest', async (request) => {
    const guest = request.headers[GUEST_HEADER];
    if (typeof guest === 'string' && UUID.test(guest)) request.guestUuid = guest.toLowerCase();

    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw tokenNotValid();
    const claims = await ctx.accessTokens.verify(match[1]);
    if (!claims) throw tokenNotValid();
    // A session ends for all its tokens at once (logout, reuse of a refresh token): a revoked token
    // in the family means it ended. Tokens issued before they named their session skip this check.
    const sessionEnded = claims.sessionId
      ? sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${claims.sessionId} and ${refreshTokens.revokedAt} is not null)`
      : sql<boolean>`false`;
    const [row] = await ctx.db
      .select({
        id: users.id,
        role: users.role,
        sessionsRevokedAt: users.sessionsRevokedAt,
        creatorType: creatorProfiles.creatorType,
        sessionEnded,
      })
      .from(users)
      .leftJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
      .where(eq(users.id, claims.userId));
    // Deleted account, its session ended, or "sign out everywhere" after this token was issued.
    if (!row || row.sessionEnded) throw tokenNotValid();
    if (row.sessionsRevokedAt && claims.issuedAt < Math.floor(row.sessionsRevokedAt.getTime() / 1000)) {
      throw tokenNotValid();
    }
    request.caller = { id: row.id, role: row.role, creatorType: row.creatorType };
  });
});

/** The signed-in caller, or 401 for a guest. */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw notAuthenticated();
  return request.caller;
}
