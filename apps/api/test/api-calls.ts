import type { LoginResponse } from '@sangam/contracts';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { bearer } from './account-helpers';

export type Method = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';

/**
 * Calls to the API as a person (a guest when null), for the test files that set up and read a
 * creator's area through it. `app` is read at each call: a file's app is made in its beforeAll.
 */
export function apiCalls(app: () => App) {
  function call(who: LoginResponse | null, method: Method, path: string, payload?: unknown) {
    return app().inject({
      method,
      url: `/api/${path}`,
      headers: who ? bearer(who.access) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }
  /** The answer of a call that must succeed with `status`. */
  async function ok<T>(who: LoginResponse, method: Method, path: string, payload?: unknown, status = 200): Promise<T> {
    const res = await call(who, method, path, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as T;
  }
  /** The field messages of a 400 answer. */
  async function fieldErrors(who: LoginResponse, method: Method, path: string, payload: unknown) {
    const res = await call(who, method, path, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().detail).toMatch(/^Invalid request body: /);
    return res.json().errors as Record<string, string[]>;
  }
  return { call, ok, fieldErrors };
}
