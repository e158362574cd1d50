import { expect, test } from '../fixtures';

test('hashed assets are cached for a year, the page itself never', async ({ request, page }) => {
  const html = await request.get('/en/videos');
  expect(html.headers()['cache-control']).toBe('no-cache');
  expect(html.headers()['content-security-policy']).toContain("script-src 'self'");
  // The app's entry: a guest's served page names it for boot.js, which asks for it after the first paint.
  await page.goto('/en');
  const script = await page.locator('script[src="/boot.js"]').getAttribute('data-entry');
  const asset = await request.get(script!, { headers: { 'accept-encoding': 'br' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('br');
});

test('a missing asset is a 404, never the app page', async ({ request }) => {
  const res = await request.get('/assets/gone-1234.js');
  expect(res.status()).toBe(404);
});

test('unknown API paths answer JSON 404', async ({ request }) => {
  const res = await request.get('/api/nothing/here/');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ code: 'not_found' });
});
