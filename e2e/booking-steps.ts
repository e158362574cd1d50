import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, createConfirmedAccount, demoSession, expect, type locale, signIn, toast } from './fixtures';

/**
 * A new person signed in in the browser, with a confirmed address (paid places are held only for
 * one) unless `confirmed` is false.
 */
export async function signInNewPerson(
  page: Page,
  request: APIRequestContext,
  extra: Parameters<typeof createAccount>[1] = {},
  { confirmed = true } = {},
) {
  const made = await (confirmed ? createConfirmedAccount : createAccount)(request, extra);
  await signIn(page, made.answer);
  return made;
}

/** A demo person of the seed (a host, an organiser, a tutor, temple staff), signed in in the browser. */
export async function signInDemoPerson(page: Page, request: APIRequestContext, username: string) {
  const answer = await demoSession(request, username);
  await signIn(page, answer);
  return answer;
}

/**
 * A demo person's (a host's, an organiser's) POST through the API, which must answer 200: how a test
 * has the other side act on a booking (confirm it, mark it paid) off screen.
 */
export async function postAsDemoPerson(request: APIRequestContext, username: string, path: string) {
  const { access } = await demoSession(request, username);
  const res = await request.post(`/api/${path}`, { headers: { authorization: `Bearer ${access}` } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Someone else, a new person with a confirmed address, books through the API meanwhile: the race a
 * booking page must answer. `path` is the booking endpoint below /api/, `data` what its page sends.
 */
export async function bookedByAnother(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const { answer: booker } = await createConfirmedAccount(request);
  const res = await request.post(`/api/${path}`, { headers: { authorization: `Bearer ${booker.access}` }, data });
  expect(res.status(), await res.text()).toBe(201);
  return { booker, booking: (await res.json()) as { id: number } };
}

/** The page of something that does not exist says so in its heading. */
export async function expectNotFoundAt(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.locator('main h1')).toHaveText(heading);
}

/**
 * After the last upcoming booking is cancelled in My bookings: the toast says so, nothing is left
 * upcoming, and the Past tab shows the booking titled `title`, marked cancelled. Answers that card.
 * `words` is the kind's namespace: each has booking.cancelled, my_bookings.none_upcoming and .past,
 * and status.cancelled.
 */
export async function expectCancelledIntoPast(page: Page, words: ReturnType<typeof locale>, title: string) {
  await expect(toast(page, words.booking.cancelled)).toBeVisible();
  await expect(page.getByText(words.my_bookings.none_upcoming)).toBeVisible();
  await page.getByRole('tab', { name: new RegExp(words.my_bookings.past) }).click();
  const past = page.locator('main article').filter({ hasText: title });
  await expect(past).toContainText(words.status.cancelled);
  return past;
}
