import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/hashing';

/** Two tabs refreshing at once present the same token: within this grace both succeed. */
const REUSE_GRACE_MS = 10_000;

export interface TokenPair {
  access: string;
  refresh: string;
}

async function addRefreshToken(ctx: AppContext, db: Db, userId: number, familyId: string, userAgent: string) {
  const refresh = randomToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: sha256(refresh),
    expiresAt: new Date(Date.now() + ctx.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
    userAgent: userAgent.slice(0, 300),
  });
  return refresh;
}

/** A new session (a new refresh-token family) for a user who just proved who they are. */
export async function startSession(
  ctx: AppContext,
  user: { id: number; role: string },
  userAgent = '',
): Promise<TokenPair> {
  const familyId = randomUUID();
  const refresh = await addRefreshToken(ctx, ctx.db, user.id, familyId, userAgent);
  return { access: await ctx.accessTokens.sign(user.id, user.role, familyId), refresh };
}

export type RefreshOutcome = { ok: true; tokens: TokenPair } | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

/**
 * Rotates a refresh token: the presented one is marked used and its successor returned. Presenting a
 * used token again means it was copied: the whole family is revoked, ending the session everywhere
 * (its access tokens too: they name the family, and the auth plugin refuses a revoked one).
 */
export async function rotateRefreshToken(ctx: AppContext, refresh: string, userAgent = ''): Promise<RefreshOutcome> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ token: refreshTokens, role: users.role })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.userId))
      .where(eq(refreshTokens.tokenHash, sha256(refresh)))
      .for('update', { of: refreshTokens });
    if (!row) return { ok: false, reason: 'unknown' } as const;
    const { token, role } = row;
    const now = Date.now();
    if (token.revokedAt || token.expiresAt.getTime() <= now) return { ok: false, reason: 'expired' } as const;
    if (token.rotatedAt) {
      if (now - token.rotatedAt.getTime() > REUSE_GRACE_MS) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(refreshTokens.familyId, token.familyId), isNull(refreshTokens.revokedAt)));
        return { ok: false, reason: 'reused' } as const;
      }
    } else {
      await tx.update(refreshTokens).set({ rotatedAt: new Date() }).where(eq(refreshTokens.id, token.id));
    }
    const next = await addRefreshToken(ctx, tx as unknown as Db, token.userId, token.familyId, userAgent);
    return {
      ok: true,
      tokens: { access: await ctx.accessTokens.sign(token.userId, role, token.familyId), refresh: next },
    } as const;
  });
}

/** Ends the session that the refresh token belongs to (logout on one device). */
export async function revokeFamilyOf(ctx: AppContext, refresh: string): Promise<void> {
  const [row] = await ctx.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(refresh)));
  if (!row) return;
  await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user: refresh tokens revoked, access tokens issued until now refused. */
export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  // Whole seconds, as a token's issued-at is: a token from this very second stays valid.
  await db
    .update(users)
    .set({ sessionsRevokedAt: sql`date_trunc('second', now())` })
    .where(eq(users.id, userId));
}
