import type { APIRequestContext } from '@playwright/test';
import { expect, type LoginAnswer } from './fixtures';

/**
 * An API call as `who` (a guest when null) that must succeed: how tests set up what a page then
 * shows (classes, hours, bookings) without clicking through other screens.
 */
export async function api<T>(
  request: APIRequestContext,
  who: LoginAnswer | null,
  method: 'get' | 'post' | 'put' | 'patch',
  url: string,
  data?: unknown,
): Promise<T> {
  const headers = who ? { authorization: `Bearer ${who.access}` } : undefined;
  const res = await request[method](`/api/${url}`, { headers, data });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

/** A date `days` from today (UTC), as the API takes dates: '2026-11-29'. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
