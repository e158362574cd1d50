/// <reference types="node" />
import { createHash } from 'node:crypto';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/http-client';
import { i18n } from '../../shared/i18n/i18n';
import { sessionStore } from '../../shared/session/session-store';
import { login } from './api';
import { useAuthErrors } from './use-auth-errors';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const user = { id: 7, username: 'meera', email: 'm@x.in', role: 'user', creator_type: null };
const salt = 'abc?expires=9999999999';
const challenge = {
  enabled: true,
  algorithm: 'SHA-256',
  challenge: createHash('sha256').update(`${salt}42`).digest('hex'),
  salt,
  signature: 'signed',
  maxnumber: 100,
};

let logins: Array<Record<string, unknown>>;

beforeEach(() => {
  logins = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/users/login/') {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      logins.push(body);
      if (!body.bot_check) {
        const message = 'Please complete the automatic check to log in.';
        return json(400, { detail: message, code: 'bot_check_required', errors: { bot_check: [message] } });
      }
      return json(200, { access: 'h.e30.s', refresh: 'r', user, creator_profile: null });
    }
    if (url === '/api/auth/challenge/') return json(200, challenge);
    if (url === '/api/users/me/') return json(200, user);
    return json(200, {});
  });
});
afterEach(() => sessionStore.clear());

describe('login', () => {
  it('solves the bot check when the server asks for it and sends the login again', async () => {
    const solving = vi.fn();
    const signedIn = await login({ email: 'meera', password: 'lotus-feet-108' }, solving);
    expect(signedIn.id).toBe(7);
    expect(solving).toHaveBeenCalledOnce();
    expect(logins).toHaveLength(2);
    expect(logins[1]).toMatchObject({ email: 'meera', password: 'lotus-feet-108' });
    expect(JSON.parse(atob(String(logins[1]?.bot_check)))).toMatchObject({ number: 42, salt });
    expect(sessionStore.get().accessToken).toBe('h.e30.s');
  });
});

describe('useAuthErrors', () => {
  it('says when too many reset links were asked for an address, and when to ask again', async () => {
    await i18n.loadNamespaces('auth');
    const { result } = renderHook(() => useAuthErrors());
    const limited = new ApiError(429, 'too_many_reset_links', 'Too many reset links…', {}, 1500);
    expect(result.current(limited).form).toBe(
      'Too many reset links were asked for this address. Please try again in 25 minutes.',
    );
    const soon = new ApiError(429, 'too_many_reset_links', 'Too many reset links…', {}, 30);
    expect(result.current(soon).form).toMatch(/try again in 1 minute\.$/);
  });
});
