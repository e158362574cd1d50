import {
  AUTH_ERROR_CODES,
  type BotChallenge,
  type CreatorProfile,
  type LoginResponse,
  type User,
} from '@sangam/contracts';
import { api, ApiError } from '../../shared/api/http-client';
import { guestRecord } from '../../shared/session/guest';
import { sessionStore } from '../../shared/session/session-store';
import { track } from '../../shared/tracking';
import { solveChallenge } from './bot-check';

export interface Credentials {
  email: string;
  password: string;
}

export interface Registration {
  username: string;
  email: string;
  password: string;
  creator_type?: 'tutor' | 'mentor' | 'retreat_rep';
  preferred_language?: string;
}

/** The bot check's answer when the server asks for one, else nothing; `onSolving` says it started. */
async function botCheck(onSolving?: () => void): Promise<string | undefined> {
  const challenge = await api.get<BotChallenge>('auth/challenge/');
  if (!challenge.enabled) return undefined;
  onSolving?.();
  return solveChallenge(challenge);
}

/** Whether practice is set up: GET daily-dharma/tracker/ answers the active practices. */
async function checkPractices(): Promise<boolean> {
  try {
    const tracker = await api.get<{ active_practices?: unknown[] }>('daily-dharma/tracker/');
    return Array.isArray(tracker.active_practices) && tracker.active_practices.length > 0;
  } catch {
    return false;
  }
}

/**
 * After a login or register answer (spec section 4, Session): keep both tokens and the user; then
 * creators load their creator profile, others their user record; non-creators check their practice
 * status; then the guest's practice is merged into the account (a failure is only logged).
 */
async function completeLogin(answer: LoginResponse): Promise<User> {
  sessionStore.set({
    accessToken: answer.access,
    refreshToken: answer.refresh,
    user: answer.user,
    hasPractices: false,
  });
  if (answer.user.role === 'creator') {
    const creator = await api.get<CreatorProfile>('creators/profile/').catch((err: unknown) => {
      // Spec section 8: tracked with the reason, then raised.
      track('profile_fetch_failed', { reason: err instanceof ApiError ? err.code : String(err) });
      throw err;
    });
    sessionStore.set({ user: { ...answer.user, ...creator.user }, hasPractices: false });
  } else {
    const me = await api.get<User>('users/me/');
    sessionStore.set({ user: me, hasPractices: await checkPractices() });
  }
  try {
    const merged = await api.post<{ merged_practices: number }>('practice/merge/', { guest_uuid: guestRecord().uuid });
    // Practice kept as a guest is the account's now: the Daily Practice link leads to the tracker.
    if (merged.merged_practices > 0 && answer.user.role !== 'creator') sessionStore.set({ hasPractices: true });
  } catch (err) {
    console.warn('Guest practice could not be merged', err);
  }
  return sessionStore.get().user as User;
}

/** Tracks an account action's start and outcome: `<name>_attempt`, then success or failure. */
async function tracked<T>(
  attempt: 'login_attempt' | 'register_attempt',
  success: 'login_success' | 'register_success',
  run: () => Promise<T>,
): Promise<T> {
  track(attempt);
  try {
    const result = await run();
    track(success);
    return result;
  } catch (err) {
    if (attempt === 'login_attempt') track('login_failure', { reason: err instanceof ApiError ? err.code : 'error' });
    throw err;
  }
}

/**
 * Logs in. After many wrong passwords for an account the server asks for the bot check: then it is
 * solved (`onSolving` says it started) and the login sent again, so the owner just gets in.
 */
export async function login(credentials: Credentials, onSolving?: () => void): Promise<User> {
  return tracked('login_attempt', 'login_success', async () => {
    let answer: LoginResponse;
    try {
      answer = await api.post<LoginResponse>('users/login/', credentials);
    } catch (err) {
      if (!(err instanceof ApiError) || err.code !== AUTH_ERROR_CODES.botCheckRequired) throw err;
      const bot_check = await botCheck(onSolving);
      answer = await api.post<LoginResponse>('users/login/', { ...credentials, bot_check });
    }
    return completeLogin(answer);
  });
}

export async function register(registration: Registration, onSolving?: () => void): Promise<User> {
  return tracked('register_attempt', 'register_success', async () => {
    const bot_check = await botCheck(onSolving);
    return completeLogin(await api.post<LoginResponse>('users/register/', { ...registration, bot_check }));
  });
}

/** Ends this device's session; the local session is cleared even when the server cannot be reached. */
export async function logout(): Promise<void> {
  const { refreshToken } = sessionStore.get();
  try {
    if (refreshToken) await api.post('users/logout/', { refresh: refreshToken });
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
  } finally {
    track('logout');
    sessionStore.clear();
  }
}

export async function requestPasswordReset(email: string): Promise<void> {
  const bot_check = await botCheck();
  await api.post('users/password-reset/', { email, bot_check });
  track('password_reset_requested');
}

export async function confirmPasswordReset(token: string, password: string): Promise<void> {
  await api.post('users/password-reset/confirm/', { token, password });
  track('password_reset_completed');
}

export async function verifyEmail(code: string): Promise<User> {
  const user = await api.post<User>('users/verify-email/', { code });
  sessionStore.set({ user });
  track('otp_verified');
  return user;
}

export async function resendVerificationCode(): Promise<void> {
  await api.post('users/verify-email/resend/');
  track('otp_sent');
}
