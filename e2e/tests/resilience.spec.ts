import type { Page } from '@playwright/test';
import { expect, locale, test } from '../fixtures';

test('a screen whose code does not arrive offers a retry inside the page frame', async ({ page, consoleErrors }) => {
  await page.goto('/en');
  await page.route(/\/assets\/terms-page-[^/]+\.js$/, (route) => route.abort());
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  const en = locale('en').errors;
  await expect(page.getByRole('heading', { name: en.chunk_title })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  // Retry reloads the page, which now gets the code.
  await page.unroute(/\/assets\/terms-page-[^/]+\.js$/);
  await page.getByRole('button', { name: en.retry }).click();
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
  // The failed fetch was reported by the browser; that is the situation under test.
  consoleErrors.splice(0, consoleErrors.length);
});

/** Counts the times the page itself is fetched (a reload fetches it again). */
function countDocumentLoads(page: Page) {
  const counter = { loads: 0 };
  page.on('request', (request) => {
    if (request.resourceType() === 'document') counter.loads++;
  });
  return counter;
}

test('a newer version on the server reloads the page once', async ({ page }) => {
  const counter = countDocumentLoads(page);
  await page.route('/version.json', (route) => route.fulfill({ json: { version: '999.0.0+newer' } }));
  await page.goto('/en');
  await expect.poll(() => counter.loads).toBe(2);
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(counter.loads).toBe(2);
});

test('the same version does not reload', async ({ page }) => {
  const counter = countDocumentLoads(page);
  const versionAsked = page.waitForRequest('/version.json');
  await page.goto('/en');
  await versionAsked;
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(counter.loads).toBe(1);
});
