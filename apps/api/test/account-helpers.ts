import type { LoginResponse } from '@sangam/contracts';
import type { App } from '../src/app';

let counter = 0;

export function newAccount(overrides: Record<string, unknown> = {}) {
  counter++;
  const username = `seeker_${process.pid}_${counter}`;
  return { username, email: `${username}@example.test`, password: 'lotus-feet-108', ...overrides };
}

/** Registers through the API; answers the login answer and what was sent. */
export async function register(app: App, overrides: Record<string, unknown> = {}, ip = '10.0.0.1') {
  const account = newAccount(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/users/register/', payload: account, remoteAddress: ip });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { account, answer: res.json() as LoginResponse };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
