import { expect, locale, test, titleOf } from '../fixtures';

test.describe('installed app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the shell and the daily practice open offline once visited', async ({ page, context, consoleErrors }) => {
    await page.goto('/hi');
    await expect(page.locator('main h1')).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // A page of the controlled site caches what it uses (the Hindi texts among them).
    await page.reload();
    await expect(page.locator('main h1')).toBeVisible();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    await context.setOffline(true);
    await page.goto('/hi/daily-dharma');
    await expect(page).toHaveTitle(titleOf('hi', 'daily_dharma'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale('hi').pages.daily_dharma);
    await page.goto('/hi/privacy');
    await expect(page).toHaveTitle(titleOf('hi', 'privacy'));
    await context.setOffline(false);
    // Offline, the browser reports the calls that could not go out (the version check among them).
    const offline = /net::ERR_(INTERNET_DISCONNECTED|FAILED)/;
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !offline.test(e)));
  });
});

test('the manifest makes the app installable', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await res.json();
  expect(manifest).toMatchObject({ name: 'Sanatan Sangam', start_url: '/', display: 'standalone' });
  for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.icons.some((i: { purpose: string }) => i.purpose === 'maskable')).toBe(true);
  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
});

test('every page names its canonical address, its other languages and its preview', async ({
  page,
  request,
  baseURL,
}) => {
  const html = await (await request.get('/ta/classes/explore?level=1')).text();
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/ta/classes/explore" />`);
  for (const lang of ['en', 'hi', 'bn', 'mr', 'te', 'ta', 'gu', 'kn', 'or', 'ml']) {
    expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${baseURL}/${lang}/classes/explore" />`);
  }
  expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${baseURL}/en/classes/explore" />`);
  expect(html).toContain('<meta property="og:locale" content="ta_IN" />');
  expect(html).toContain(`<meta property="og:image" content="${baseURL}/icons/og-image.jpg" />`);
  // Readers that run no script (link previews) get the page's own title and description.
  expect(html).toContain(`<title>${titleOf('ta', 'classes_explore')}</title>`);
  expect(html).toContain(`<meta property="og:title" content="${titleOf('ta', 'classes_explore')}" />`);
  expect(html).toContain(`content="${locale('ta').descriptions.classes_explore}"`);
  // A page about one thing is previewed with that thing.
  const { results } = await (await request.get('/api/videos/?page_size=1')).json();
  const video = results[0] as { id: number; title: string; thumbnailUrl: string };
  const videoHtml = await (await request.get(`/hi/video/${video.id}`)).text();
  const attr = (v: string) =>
    v.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  expect(videoHtml).toContain(`<meta property="og:title" content="${attr(video.title)}" />`);
  expect(videoHtml).toContain(`<meta property="og:image" content="${baseURL}${video.thumbnailUrl}" />`);
  expect(videoHtml).toContain(`<title>${attr(video.title)} · Sanatan Sangam</title>`);

  await page.goto('/ta/classes/explore');
  const ta = locale('ta');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', ta.descriptions.classes_explore);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', titleOf('ta', 'classes_explore'));
  // Moving within the app keeps the head right.
  await page.getByRole('contentinfo').getByRole('link', { name: ta.pages.privacy }).click();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/ta/privacy`);
  await expect(page.locator('link[rel="alternate"][hreflang="gu"]')).toHaveAttribute('href', `${baseURL}/gu/privacy`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', ta.descriptions.privacy);
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Disallow: /api/');
});
