import { AUTH_ERROR_CODES, type LoginRequest, type LoginResponse, type RegisterRequest } from '@sangam/contracts';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import {
  botCheckSolutions,
  creatorProfiles,
  emailVerificationCodes,
  passwordResetTokens,
  users,
} from '../../db/schema';
import { createChallenge, verifySolution } from '../../lib/bot-check';
import { randomCode, randomToken, sha256 } from '../../lib/hashing';
import { badRequest, HttpError, minutesToWait, notFound, TooManyRequestsError } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { LIMITS, type RateLimit } from '../../lib/rate-limiter';
import { enqueueMail } from '../../mail/mailer';
import { passwordResetMail, verificationMail } from '../../mail/templates';
import { defineNotice } from '../../outbox/notice';
import { findUserByEmail, findUserById, findUserByLogin, toCreatorProfileDto, toUserDto, type UserRow } from '../users';
import { revokeAllSessions, revokeFamilyOf, rotateRefreshToken, startSession, type TokenPair } from './sessions';

const CODE_TTL_MS = 15 * 60_000;
const CODE_MAX_ATTEMPTS = 5;
const RESET_TTL_MS = 60 * 60_000;

export interface RequestMeta {
  ip: string;
  userAgent: string;
}

const invalidCredentials = () =>
  new HttpError(400, AUTH_ERROR_CODES.invalidCredentials, 'The email, username or password is not correct.');

async function limit(ctx: AppContext, rule: RateLimit, subject: string) {
  const wait = await ctx.rateLimiter.consume(rule, subject);
  if (wait !== null) throw new TooManyRequestsError(wait);
}

/** A hash to check against when the account does not exist, so both cases take the same time. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy password that matches nothing'));

async function loginAnswer(ctx: AppContext, userId: number, tokens: TokenPair): Promise<LoginResponse> {
  const found = await findUserById(ctx.db, userId);
  if (!found) throw notFound('This account no longer exists.');
  return { ...tokens, user: toUserDto(found.user, found.profile), creator_profile: toCreatorProfileDto(found) };
}

/** Refuses a register, reset or checked login without a valid, unused bot-check answer, when the check is on. */
async function requireBotCheck(ctx: AppContext, payload: string | undefined) {
  if (!ctx.config.BOT_CHECK) return;
  const solution = verifySolution(ctx.secrets.botCheck, payload);
  const failed = () =>
    new HttpError(400, AUTH_ERROR_CODES.botCheckFailed, 'The automatic check did not pass. Please try again.', {
      bot_check: ['The automatic check did not pass. Please try again.'],
    });
  if (!solution) throw failed();
  await ctx.db.delete(botCheckSolutions).where(lt(botCheckSolutions.expiresAt, new Date()));
  const fresh = await ctx.db
    .insert(botCheckSolutions)
    .values(solution)
    .onConflictDoNothing()
    .returning({ challenge: botCheckSolutions.challenge });
  if (fresh.length === 0) throw failed();
}

export function botChallenge(ctx: AppContext) {
  const challenge = createChallenge(ctx.secrets.botCheck, ctx.config.BOT_CHECK_MAX_NUMBER);
  return { ...challenge, enabled: ctx.config.BOT_CHECK };
}

export async function register(ctx: AppContext, input: RegisterRequest, meta: RequestMeta): Promise<LoginResponse> {
  await limit(ctx, LIMITS.registerPerIp, meta.ip);
  await requireBotCheck(ctx, input.bot_check);
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.db.transaction(async (tx) => {
    const taken = await tx
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(
        sql`lower(${users.username}) = ${input.username.toLowerCase()} or lower(${users.email}) = ${input.email.toLowerCase()}`,
      );
    if (taken.some((u) => u.username.toLowerCase() === input.username.toLowerCase())) {
      throw new HttpError(400, AUTH_ERROR_CODES.usernameTaken, 'This username is already taken.', {
        username: ['This username is already taken.'],
      });
    }
    if (taken.length > 0) {
      throw new HttpError(400, AUTH_ERROR_CODES.emailTaken, 'An account with this email address already exists.', {
        email: ['An account with this email address already exists.'],
      });
    }
    const [created] = await tx
      .insert(users)
      .values({
        username: input.username,
        email: input.email,
        passwordHash,
        role: input.creator_type ? 'creator' : 'user',
        preferredLanguage: input.preferred_language ?? 'en',
      })
      .returning();
    if (!created) throw new Error('insert returned no user');
    if (input.creator_type) {
      await tx.insert(creatorProfiles).values({ userId: created.id, creatorType: input.creator_type });
    }
    await sendVerificationCode(ctx, tx, created);
    return created;
  });
  return loginAnswer(ctx, user.id, await startSession(ctx, user, meta.userAgent));
}

/**
 * The limit on guessing one account's password, from any address. Past it, each attempt must carry a
 * solved bot check: a guesser pays a proof of work per guess, and the owner, who types the right
 * password from their own address, is not locked out by a stranger's guesses.
 */
async function limitAccountGuesses(ctx: AppContext, accountKey: string, botCheck: string | undefined, ip: string) {
  const wait = await ctx.rateLimiter.consume(LIMITS.loginPerAccount, accountKey);
  if (wait === null) return;
  // Without the bot check (development and tests turn it off) nothing tells the owner from a guesser:
  // refuse until the window ends. Slowing the answers down would not limit guesses sent in parallel.
  if (!ctx.config.BOT_CHECK) throw new TooManyRequestsError(wait);
  if (!botCheck) {
    // No password was tried, so this attempt does not count; the form solves the check and sends again.
    await ctx.rateLimiter.refund(LIMITS.loginPerIp, ip);
    await ctx.rateLimiter.refund(LIMITS.loginPerAccount, accountKey);
    const message = 'Please complete the automatic check to log in.';
    throw new HttpError(400, AUTH_ERROR_CODES.botCheckRequired, message, { bot_check: [message] });
  }
  await requireBotCheck(ctx, botCheck);
}

export async function login(ctx: AppContext, input: LoginRequest, meta: RequestMeta): Promise<LoginResponse> {
  const identifier = (input.email || input.username || '').trim();
  await limit(ctx, LIMITS.loginPerIp, meta.ip);
  const found = await findUserByLogin(ctx.db, identifier);
  // One count per account however it is typed (name or address, any case); an unknown name keeps
  // its own, so that guessing at names is limited too, and in the same way.
  const accountKey = found ? `user:${found.user.id}` : `name:${identifier.toLowerCase()}`;
  await limitAccountGuesses(ctx, accountKey, input.bot_check, meta.ip);
  const hash = found?.user.passwordHash ?? (await decoy());
  const matches = await verifyPassword(hash, input.password);
  if (!found || !found.user.passwordHash || !matches) throw invalidCredentials();
  // The limits are on guessing: a right password does not count, so a family, an office or a temple's
  // Wi-Fi (one address for many people) is not refused because many of them signed in.
  await ctx.rateLimiter.refund(LIMITS.loginPerIp, meta.ip);
  await ctx.rateLimiter.refund(LIMITS.loginPerAccount, accountKey);
  return loginAnswer(ctx, found.user.id, await startSession(ctx, found.user, meta.userAgent));
}

export async function refresh(ctx: AppContext, token: string, meta: RequestMeta): Promise<TokenPair> {
  await limit(ctx, LIMITS.refreshPerIp, meta.ip);
  const outcome = await rotateRefreshToken(ctx, token, meta.userAgent);
  if (!outcome.ok) {
    throw new HttpError(401, AUTH_ERROR_CODES.tokenNotValid, 'Your session has expired. Please log in again.');
  }
  return outcome.tokens;
}

export async function logout(ctx: AppContext, token: string | undefined): Promise<void> {
  if (token) await revokeFamilyOf(ctx, token);
}

export async function logoutEverywhere(ctx: AppContext, userId: number): Promise<void> {
  await revokeAllSessions(ctx.db, userId);
}

const displayName = (user: UserRow) => user.displayName || user.username;

/** Replaces the user's code with a new one and mails it, in the caller's transaction. */
async function sendVerificationCode(ctx: AppContext, tx: Tx, user: UserRow): Promise<void> {
  const code = randomCode();
  const values = {
    userId: user.id,
    codeHash: sha256(code),
    attempts: 0,
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  };
  await tx
    .insert(emailVerificationCodes)
    .values(values)
    .onConflictDoUpdate({ target: emailVerificationCodes.userId, set: { ...values, createdAt: new Date() } });
  // The code exists only here, so its mail is written whole (the outbox keeps it until it is sent).
  await enqueueMail(
    tx,
    verificationMail(
      { email: user.email, name: displayName(user), language: user.preferredLanguage },
      code,
      ctx.config.APP_LABEL,
    ),
  );
}

export async function resendVerificationCode(ctx: AppContext, userId: number): Promise<void> {
  await limit(ctx, LIMITS.resendCodePerAccount, String(userId));
  const found = await findUserById(ctx.db, userId);
  if (!found) throw notFound();
  if (found.user.emailVerifiedAt) {
    throw new HttpError(400, AUTH_ERROR_CODES.alreadyVerified, 'Your email address is already confirmed.');
  }
  await ctx.db.transaction((tx) => sendVerificationCode(ctx, tx, found.user));
}

export async function verifyEmail(ctx: AppContext, userId: number, code: string) {
  await limit(ctx, LIMITS.verifyPerAccount, String(userId));
  const found = await findUserById(ctx.db, userId);
  if (!found) throw notFound();
  if (found.user.emailVerifiedAt) return toUserDto(found.user, found.profile);
  const [row] = await ctx.db.select().from(emailVerificationCodes).where(eq(emailVerificationCodes.userId, userId));
  const expired = () =>
    new HttpError(400, AUTH_ERROR_CODES.codeExpired, 'This code has expired. Please ask for a new one.', {
      code: ['This code has expired. Please ask for a new one.'],
    });
  if (!row || row.expiresAt.getTime() <= Date.now() || row.attempts >= CODE_MAX_ATTEMPTS) throw expired();
  if (row.codeHash !== sha256(code)) {
    await ctx.db
      .update(emailVerificationCodes)
      .set({ attempts: sql`${emailVerificationCodes.attempts} + 1` })
      .where(eq(emailVerificationCodes.userId, userId));
    throw new HttpError(400, AUTH_ERROR_CODES.invalidCode, 'This code is not correct.', {
      code: ['This code is not correct.'],
    });
  }
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, userId));
    await tx.delete(emailVerificationCodes).where(eq(emailVerificationCodes.userId, userId));
  });
  const updated = await findUserById(ctx.db, userId);
  return toUserDto(updated!.user, updated!.profile);
}

/**
 * Always the same answer, at the same speed: whether the address has an account is not revealed.
 * The link is made and mailed by the outbox after the answer. Past the limit per address, a 429 says so.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  botCheck: string | undefined,
  meta: RequestMeta,
): Promise<void> {
  await limit(ctx, LIMITS.resetPerIp, meta.ip);
  await requireBotCheck(ctx, botCheck);
  // Said openly: the count is per address and kept alike whether or not an account uses it, so
  // this answer tells nothing about accounts, and a person knows no link is on its way.
  const wait = await ctx.rateLimiter.consume(LIMITS.resetPerAccount, email);
  if (wait !== null) {
    throw new TooManyRequestsError(
      wait,
      `Too many reset links were asked for this address. Please try again in ${minutesToWait(wait)}.`,
      AUTH_ERROR_CODES.tooManyResetLinks,
    );
  }
  // The same one row whether or not an account uses the address; the outbox looks it up later.
  await passwordResetNotice.enqueue(ctx.db, { email });
}

/**
 * A reset asked for an address: if an account uses it, a link is made and mailed, in the outbox's
 * transaction (so the link and its mail exist together, once).
 */
export const passwordResetNotice = defineNotice<{ email: string }>('password_reset', async (ctx, tx, { email }) => {
  const user = await findUserByEmail(tx, email);
  if (!user) return;
  const token = randomToken();
  await tx.insert(passwordResetTokens).values({
    tokenHash: sha256(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_TTL_MS),
  });
  const lang = user.preferredLanguage;
  const link = `${ctx.config.PUBLIC_URL}/${lang}/password-reset?token=${encodeURIComponent(token)}`;
  await enqueueMail(
    tx,
    passwordResetMail({ email: user.email, name: displayName(user), language: lang }, link, ctx.config.APP_LABEL),
  );
});

/**
 * The new password takes effect: whoever knew the old one is signed out, and the person's other reset
 * links are used up (a link mailed earlier, perhaps read by someone else, must not undo the change).
 */
async function setPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  await revokeAllSessions(db, userId);
}

export async function confirmPasswordReset(ctx: AppContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const done = await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return false;
    await setPassword(tx as unknown as Db, used.userId, passwordHash);
    return true;
  });
  if (!done) {
    throw new HttpError(400, AUTH_ERROR_CODES.resetLinkInvalid, 'This reset link has expired or was already used.', {
      token: ['This reset link has expired or was already used.'],
    });
  }
}

async function requirePassword(ctx: AppContext, userId: number, password: string, field: string): Promise<UserRow> {
  const found = await findUserById(ctx.db, userId);
  if (!found) throw notFound();
  if (!found.user.passwordHash || !(await verifyPassword(found.user.passwordHash, password))) {
    throw new HttpError(400, AUTH_ERROR_CODES.wrongPassword, 'The password is not correct.', {
      [field]: ['The password is not correct.'],
    });
  }
  return found.user;
}

/** New password: every other session ends; this device gets a fresh session. */
export async function changePassword(
  ctx: AppContext,
  userId: number,
  current: string,
  next: string,
  meta: RequestMeta,
): Promise<TokenPair> {
  await limit(ctx, LIMITS.passwordCheckPerUser, String(userId));
  const user = await requirePassword(ctx, userId, current, 'current_password');
  if (current === next)
    throw badRequest('Choose a password different from the current one.', {
      new_password: ['Choose a password different from the current one.'],
    });
  const passwordHash = await hashPassword(next);
  await ctx.db.transaction((tx) => setPassword(tx as unknown as Db, userId, passwordHash));
  return startSession(ctx, user, meta.userAgent);
}

/**
 * Deletes the account and everything that is only the user's (sessions, codes, profile); later
 * features decide per table whether a row is deleted or kept without the user (foreign keys).
 */
export async function deleteAccount(ctx: AppContext, userId: number, password: string): Promise<void> {
  await limit(ctx, LIMITS.passwordCheckPerUser, String(userId));
  await requirePassword(ctx, userId, password, 'password');
  await ctx.db.delete(users).where(eq(users.id, userId));
}
