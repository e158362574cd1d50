import type { Page } from '@playwright/test';
import { expect, locale, navigateInApp, renderInBrowser, test } from '../fixtures';

// A screen's data is asked for as soon as its code is there (its `prefetch`), not after its first
// render: the requests run while React renders and the screen's texts arrive. These are the
// browser's own first renders (a signed-in person's); a guest's first page comes from the server.
test.beforeEach(({ page }) => renderInBrowser(page));

/** When a request to a path starting with `prefix` started, in page time (ms); -1 if none did. */
async function requestStart(page: Page, prefix: string): Promise<number> {
  return page.evaluate((prefix) => {
    const entry = performance
      .getEntriesByType('resource')
      .find((e) => new URL(e.name).pathname + new URL(e.name).search === prefix || new URL(e.name).pathname === prefix);
    return entry ? entry.startTime : -1;
  }, prefix);
}

test('the home asks for its videos before it has rendered', async ({ page }) => {
  // Page time at which the home's heading first entered the document.
  await page.addInitScript(() => {
    const w = window as unknown as { headingAt?: number };
    new MutationObserver(() => {
      if (w.headingAt === undefined && document.querySelector('main h1')) w.headingAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  // The list's first page, whatever else its address asks (the reader's languages, the page's language).
  const listAnswered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/videos/' && url.searchParams.get('page') === '1';
  });
  await page.goto('/en');
  await expect(page.locator('main h1')).toBeVisible();
  await listAnswered;
  const headingAt = await page.evaluate(() => (window as unknown as { headingAt: number }).headingAt);
  const listAt = await requestStart(page, '/api/videos/');
  expect(listAt).toBeGreaterThan(0);
  expect(listAt).toBeLessThan(headingAt);
});

test('a post and its comments are asked for together', async ({ page }) => {
  // The post answers slowly: its comments must not wait for it.
  let commentsRequestedWhilePostPending = false;
  let postPending = false;
  // The post is asked for in the page's language (`?lang=en`): matched by its path.
  await page.route(
    (url) => url.pathname === '/api/posts/1/',
    async (route) => {
      postPending = true;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      postPending = false;
      await route.continue();
    },
  );
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/comments/' && postPending) commentsRequestedWhilePostPending = true;
  });
  await page.goto('/en/posts/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^\d+ comments?$/ })).toBeVisible();
  expect(commentsRequestedWhilePostPending).toBe(true);
});

test('the first screen of a visit shows once, with its videos, and a later screen shows its skeleton at once', async ({
  page,
}) => {
  const loading = locale('en', 'videos').library.loading as string;
  // When the list's skeleton first came into the document, in ms since the visit began.
  await page.addInitScript((label) => {
    const w = window as unknown as { skeletonAt?: number };
    new MutationObserver(() => {
      if (w.skeletonAt === undefined && document.querySelector(`[aria-label="${label}"]`))
        w.skeletonAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  }, loading);
  // The first screen comes with its list: the server's page, or, when the server's render ran late, a
  // screen that waits up to a second for its data (from the mark its loader sets). A busy machine may
  // pass both limits (one CI run did), so the skeleton is allowed only once that second has passed.
  // The browser's answer is held a little, so that a screen that did not wait would show its skeleton.
  await page.route('**/api/videos/?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await page.goto('/en/videos');
  await expect(page.locator('main li h3').first()).toBeVisible();
  await page.unroute('**/api/videos/?*');
  const skeletonAfterWaitBegan = await page.evaluate((mark) => {
    const at = (window as unknown as { skeletonAt?: number }).skeletonAt;
    const [waitBegan] = performance.getEntriesByName(mark);
    if (at === undefined) return null;
    return waitBegan ? at - waitBegan.startTime : -1;
  }, 'sangam:first-screen-data-wait'); // routes.tsx, FIRST_SCREEN_WAIT_MARK
  if (skeletonAfterWaitBegan !== null) expect(skeletonAfterWaitBegan).toBeGreaterThanOrEqual(1000);

  // Moving on inside the app does not wait: the next list shows its skeleton while its answer is slow.
  await page.route('**/api/videos/?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await navigateInApp(page, '/en/search/aarti');
  await expect(page.getByRole('status', { name: loading })).toBeVisible();
  await expect(page.locator('main li h3').first()).toBeVisible({ timeout: 10_000 });
});
