import type { Request } from '@playwright/test';
import { adminSession, createAccount, expect, locale, signIn, test } from '../fixtures';

const batches = (requests: Request[]) =>
  requests
    .filter((r) => r.url().endsWith('/api/events/batch-events/'))
    .map(
      (r) =>
        r.postDataJSON() as {
          uuid: string;
          user_id: number | null;
          events: Array<{ event_type: string; event_data: Record<string, string> }>;
        },
    );

test('the page view of a page that is left goes out on the way', async ({ page }) => {
  await page.goto('/en/videos');
  await expect(page.locator('main h1')).toBeVisible();
  // Not critical: it waits in the buffer…
  await page.waitForTimeout(300);
  const leaving = page.waitForRequest(
    (r) => r.url().endsWith('/api/events/batch-events/') && (r.postData() ?? '').includes('"path":"/en/videos"'),
  );
  // …until the page is hidden.
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  const sent = (await leaving).postDataJSON() as { events: Array<{ event_type: string }> };
  expect(sent.events.map((e) => e.event_type)).toContain('page_view');
});

test('a guest’s events from real page use are stored, with the campaign of the link that brought them', async ({
  page,
}) => {
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  const stored = page.waitForResponse((r) => r.url().endsWith('/api/events/batch-events/') && r.status() === 200);
  await page.goto('/en?utm_source=newsletter&utm_medium=email');
  // home_view is critical: it goes out at once.
  expect((await (await stored).json()).stored).toBeGreaterThanOrEqual(1);
  const first = batches(requests)[0]!;
  const guest = await page.evaluate(() => JSON.parse(localStorage.getItem('sangam.guest') ?? '{}').uuid);
  expect(first.uuid).toBe(guest);
  expect(first.user_id).toBeNull();
  const home = first.events.find((e) => e.event_type === 'home_view')!;
  expect(home.event_data).toMatchObject({
    path: '/en',
    guest_uuid: guest,
    source: 'newsletter',
    medium: 'email',
    campaign: 'none',
    locale: 'en',
    city: expect.any(String),
    tz: expect.any(String),
  });

  // Later pages keep the campaign. The click and the page view wait in the buffer; the retreat view
  // is critical and takes them along at once.
  const sending = page.waitForRequest(
    (r) => r.url().endsWith('/api/events/batch-events/') && (r.postData() ?? '').includes('navigation_click'),
  );
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Retreats' }).click();
  await expect(page).toHaveURL(/\/en\/retreats$/);
  const sent = (await sending).postDataJSON() as {
    events: Array<{ event_type: string; event_data: Record<string, string> }>;
  };
  const types = sent.events.map((e) => e.event_type);
  expect(types).toEqual(expect.arrayContaining(['navigation_click', 'page_view', 'retreat_view']));
  expect(sent.events.every((e) => e.event_data.source === 'newsletter')).toBe(true);
});

test('the insights page shows what was recorded, to administrators', async ({ page, request }) => {
  // Some real use first: a guest opens two pages.
  const guestPage = await page.context().newPage();
  const stored = guestPage.waitForResponse((r) => r.url().endsWith('/api/events/batch-events/') && r.status() === 200);
  await guestPage.goto('/hi/retreats');
  await stored;
  await guestPage.close();

  await signIn(page, await adminSession(request));
  await page.goto('/en/admin/insights');
  const admin = locale('en', 'admin').insights;
  await expect(page.getByRole('heading', { name: admin.daily_heading })).toBeVisible();
  await expect(page.getByRole('img', { name: /Over the last 30 days/ })).toBeVisible();
  const guests = page.getByRole('listitem').filter({ hasText: admin.funnel_guests });
  await expect(guests.locator('strong')).not.toHaveText('0');
  await page.getByText(admin.show_table).click();
  await expect(page.getByRole('columnheader', { name: admin.guests })).toBeVisible();
  await page.getByRole('combobox', { name: admin.period }).click();
  await page.getByRole('option', { name: 'Last 7 days' }).click();
  await expect(page.getByRole('img', { name: /Over the last 7 days/ })).toBeVisible();
});

// Issue 22: events went missing on full page navigations, where the send in flight was cancelled
// with the page, and after the access token expired, when the send was refused and never renewed.

test('events made while a send travels, right before a full navigation, arrive', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto('/hi');
  const guest = await page.evaluate(() => JSON.parse(localStorage.getItem('sangam.guest') ?? '{}').uuid as string);
  // Each send is held on its way until the person has left, so they move on while it travels.
  let left: () => void = () => {};
  const away = new Promise<void>((resolve) => (left = resolve));
  const sent: Array<{ id: string; event_type: string; event_data: { path?: string } }> = [];
  const travelling: Array<Promise<void>> = [];
  let firstSent: () => void = () => {};
  const first = new Promise<void>((resolve) => (firstSent = resolve));
  await page.route('**/api/events/batch-events/', (route) => {
    sent.push(...(route.request().postDataJSON() as { events: typeof sent }).events);
    firstSent();
    const held = away.then(() => route.continue().catch(() => {}));
    travelling.push(held);
    return held;
  });
  // A call to action (critical: sent at once)…
  await page
    .getByRole('main')
    .getByRole('link', { name: locale('hi').nav.daily_practice })
    .click();
  await first;
  // …then, while it travels, another page of the app (its view waits in the buffer), and away.
  await page
    .getByRole('banner')
    .getByRole('link', { name: locale('hi').nav.community })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: locale('hi').pages.community })).toBeVisible();
  // Away from the app (a page of the same site without it), so no later page sends the events again.
  await page.goto('/api/health/');
  left();
  await Promise.all(travelling);
  const view = sent.find((event) => event.event_type === 'page_view' && event.event_data.path === '/hi/community');
  expect(view, 'the community page’s view was sent on the way out').toBeDefined();
  // Sent again, it is a duplicate: it arrived the first time.
  const answer = await request.post('/api/events/batch-events/', {
    headers: { 'X-Guest-UUID': guest },
    data: { uuid: guest, events: [view] },
  });
  expect(((await answer.json()) as { duplicates: number }).duplicates).toBe(1);
});

test('a send refused for an expired access token is sent again with a renewed one', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { answer } = await createAccount(request);
  await signIn(page, answer);
  await page.goto('/en/videos');
  // The server refuses the token once, as it does when the token has expired.
  let refused = false;
  await page.route('**/api/events/batch-events/', async (route) => {
    if (refused) return route.continue();
    refused = true;
    await route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'Your session has expired or is not valid.', code: 'token_not_valid' }),
    });
  });
  const renewed = page.waitForResponse((r) => r.url().endsWith('/api/token/refresh/') && r.status() === 200);
  const stored = page.waitForResponse(
    (r) => r.url().endsWith('/api/events/batch-events/') && r.status() === 200 && refused,
  );
  // The retreat list's view is critical: sent at once.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Retreats' }).click();
  await renewed;
  const answerOfRetry = await stored;
  expect(answerOfRetry.request().headers().authorization).not.toBe(`Bearer ${answer.access}`);
  expect(((await answerOfRetry.json()) as { stored: number }).stored).toBeGreaterThan(0);
  // Still signed in.
  await expect(page.getByRole('button', { name: new RegExp(answer.user.username) })).toBeVisible();
});
