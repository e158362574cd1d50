import type { Page } from '@playwright/test';
import { createAccount, expect, locale, signIn, test } from '../fixtures';
import { latestMailTo, resetLinkIn } from '../mail';
import { ROUTES } from './routes';

// A guest's first visit comes rendered by the server (decision 017): the page reads before any script
// has run, and the app then adopts it (hydration) without drawing it again. A mismatch between the
// two is reported as a console error, which fails the test (fixtures.ts).

/** Every public screen; daily-dharma/setup has a guard of its own (a set-up practice goes on). */
const SERVED = ROUTES.filter((route) => !route.access && route.path !== 'daily-dharma/setup');

/** Resolves once the app has committed its first render or adopted the server's page. */
async function adopted(page: Page) {
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('sangam:rendered').length)).toBe(1);
}

// Far from the server's zone (Kolkata): a time formatted in the wrong zone would not match.
test.use({ timezoneId: 'America/New_York' });

for (const lang of ['en', 'hi']) {
  test(`every public screen comes rendered and is adopted as it is, in ${lang}`, async ({ page, request }) => {
    test.setTimeout(180_000);
    for (const { path } of SERVED) {
      const address = `/${lang}${path ? `/${path}` : ''}`;
      const html = await (await request.get(address)).text();
      expect(html, address).toContain('<script type="application/json" id="server-page">');
      expect(html, address).toMatch(/<div id="root"><div class="[^"]+"><a class="skip-link"/);
      await page.goto(address);
      await adopted(page);
      await expect(page.locator('main h1').first(), address).toBeVisible();
    }
  });
}

test('Odia pages are the browser’s own: Chromium lacks the Odia data the server has', async ({ page, request }) => {
  const html = await (await request.get('/or/classes')).text();
  expect(html).not.toContain('id="server-page"');
  expect(html).toContain('<div id="root"></div>');
  await page.goto('/or/classes');
  await expect(page.getByRole('heading', { level: 1, name: locale('or').pages.classes })).toBeVisible();
});

test('a served page reads without any script, and its script waits for the first paint', async ({
  browser,
  request,
}) => {
  const html = await (await request.get('/en/community')).text();
  // Nothing but the HTML and its styles before the first paint: boot.js asks for the code later.
  expect(html).not.toContain('<script type="module"');
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).toMatch(/<script defer src="\/boot\.js" data-entry="\/assets\/index-[\w-]+\.js"/);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/videos');
  await expect(page.getByRole('heading', { level: 1, name: locale('en').pages.videos })).toBeVisible();
  // The videos themselves are in the page.
  await expect(page.locator('main li h3').first()).toBeVisible();
  await context.close();
});

// A first page parses no API answer: the schema library (zod, a fifth of the page's code once) must
// not be among the scripts it loads, nor any of the code it preloads (issue 22).
test('a guest’s first page loads no schema library', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res.text());
  });
  await page.goto('/en/videos');
  await adopted(page);
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(3);
  // `_zod` is the property every zod 4 schema carries, minified or not.
  for (const body of bodies) expect(body).not.toContain('_zod');
});

// What only a click shows waits for the person (decision 023): the video modal's code comes when a
// pointer reaches the list, not with the first page.
test('a guest’s first page leaves the video modal’s code until the list is pointed at', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await page.goto('/en/videos');
  await adopted(page);
  expect(scripts.some((path) => path.includes('/index-'))).toBe(true);
  expect(scripts.filter((path) => /video-modal|youtube-player|nudge-modals/.test(path))).toEqual([]);
  await page.locator('main ul li article').first().hover();
  await expect.poll(() => scripts.some((path) => path.includes('video-modal'))).toBe(true);
});

// Community pages and chanting (issue 22) came served with their skeleton only: the text is in
// the page itself, before any script, as on every other page. At a phone's width.
for (const lang of ['en', 'hi']) {
  test(`the communities, a community’s posts and chanting read without any script, in ${lang}`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 915 } });
    const page = await context.newPage();
    await page.goto(`/${lang}/communities`);
    await expect(page.getByRole('heading', { level: 1, name: locale(lang).pages.communities })).toBeVisible();
    await expect(page.locator(`main a[href="/${lang}/communities/bhakti-kirtan"]`)).toBeVisible();

    await page.goto(`/${lang}/communities/bhakti-kirtan`);
    await expect(page.locator('main h1')).not.toBeEmpty();
    await expect(page.locator(`main a[href^="/${lang}/posts/"]`).first()).toBeVisible();

    await page.goto(`/${lang}/chanting`);
    await expect(page.getByRole('heading', { level: 1, name: locale(lang).pages.chanting })).toBeVisible();
    await expect(page.getByRole('combobox', { name: locale(lang, 'devotion').chanting.choose })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: locale(lang, 'devotion').chanting.counter_heading }),
    ).toBeVisible();
    await context.close();
  });
}

test('the adopted page works as the app: links navigate inside it, without a reload', async ({ page }) => {
  await page.goto('/en');
  await adopted(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 108));
  await page
    .getByRole('navigation')
    .getByRole('link', { name: locale('en').nav.community })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/community$/);
  await expect(page.getByRole('heading', { level: 1, name: locale('en').pages.community })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(108);
});

// On a slow phone a served form is there long before its script: what the person types and sends
// then must reach the app, and never the address bar.
test('a new password typed and sent before the script has come is saved by the app, never put in an address', async ({
  page,
  request,
}) => {
  const { account } = await createAccount(request);
  await latestMailTo(account.email); // the welcome code, so that the next mail is the link
  const asked = Date.now();
  expect((await request.post('/api/users/password-reset/', { data: { email: account.email } })).status()).toBe(200);
  const link = resetLinkIn(await latestMailTo(account.email, asked));
  let release = () => {};
  const scriptsMayCome = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await scriptsMayCome;
    await route.continue();
  });
  const addresses: string[] = [];
  page.on('request', (sent) => addresses.push(sent.url()));

  // The frame's own goto: the page's waits for the app (fixtures.ts), which is held back here.
  await page.mainFrame().goto(link, { waitUntil: 'domcontentloaded' });
  const en = locale('en', 'auth');
  await page.getByLabel(en.fields.new_password, { exact: true }).fill('slow-phone-2026');
  await page.getByLabel(en.fields.confirm_password).fill('slow-phone-2026');
  await page.getByRole('button', { name: en.actions.save_password }).click();
  expect(page.url()).toBe(link);
  expect(await page.evaluate(() => performance.getEntriesByName('sangam:rendered').length)).toBe(0);

  release();
  await expect(page.getByText(en.reset.done)).toBeVisible();
  expect(addresses.filter((address) => address.includes('slow-phone'))).toEqual([]);
  const login = await request.post('/api/users/login/', {
    data: { email: account.email, password: 'slow-phone-2026' },
  });
  expect(login.status()).toBe(200);
});

test('times come in the server’s zone, named, then in the reader’s own', async ({ page, request }) => {
  const html = await (await request.get('/en/posts/1')).text();
  expect(html).toMatch(/<time dateTime="[^"]+">[^<]*GMT\+5:30<\/time>/);
  await page.goto('/en/posts/1');
  await adopted(page);
  const first = page.locator('main time').first();
  const iso = await first.getAttribute('datetime');
  const local = new Intl.DateTimeFormat('en', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/New_York',
  }).format(new Date(iso!));
  await expect(first).toHaveText(local);
});

test('a signed-in person’s pages are rendered by the browser, never as a guest', async ({ page, request }) => {
  const { answer } = await createAccount(request);
  await signIn(page, answer);
  await page.goto('/en/community');
  await adopted(page);
  await expect(page.getByRole('button', { name: new RegExp(answer.user.username) })).toBeVisible();
  // The browser now says so with its cookie, and the server leaves its pages to it.
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'sangam_browser_render')?.value).toBe('1');
  const html = await page.evaluate(() => fetch('/en/videos').then((response) => response.text()));
  expect(html).not.toContain('id="server-page"');
  expect(html).toContain('<div id="root"></div>');
});

// Lists put the reader's language first (issue 21): a first visit to /ta/videos reads Tamil titles
// first, in the server's page already, before any script has run.
test('the served video list opens with the address language’s videos first', async ({ request }) => {
  for (const lang of ['ta', 'hi']) {
    const html = await (await request.get(`/${lang}/videos`)).text();
    const languages = [...html.matchAll(/<h3 class="[^"]*" lang="([a-z]+)"/g)].map((match) => match[1]);
    const own = languages.filter((code) => code === lang).length;
    expect(own, `${lang} titles on /${lang}/videos`).toBeGreaterThan(0);
    expect(languages.length, `other titles on /${lang}/videos`).toBeGreaterThan(own);
    expect(languages.slice(0, own), `the first titles of /${lang}/videos`).toEqual(Array(own).fill(lang));
  }
});

// The same holds for the other served lists: the classes and communities a first visit to /ta reads
// are the Tamil ones first, then the rest, in the server's page.
test('the served class and community lists open with the address language’s items first', async ({ request }) => {
  const lists = [
    { page: '/ta/classes', api: '/api/classes/?page_size=100', language: (item: Item) => item.language },
    {
      page: '/ta/communities',
      api: '/api/communities/?page_size=100',
      language: (item: Item) => item.content_language,
    },
  ];
  type Item = { slug: string; language?: string; content_language?: string };
  for (const list of lists) {
    const items = ((await (await request.get(list.api)).json()) as { results: Item[] }).results;
    const languageOf = new Map(items.map((item) => [item.slug, list.language(item)]));
    const html = await (await request.get(list.page)).text();
    const path = list.page.replace(/^\/ta/, '');
    const slugs = [
      ...new Set(
        [...html.matchAll(new RegExp(`href="/ta${path}/([^"/?#]+)"`, 'g'))].map((m) => decodeURIComponent(m[1]!)),
      ),
    ].filter((slug) => languageOf.has(slug));
    const languages = slugs.map((slug) => languageOf.get(slug));
    const own = languages.filter((code) => code === 'ta').length;
    expect(own, `Tamil items on ${list.page}`).toBeGreaterThan(0);
    expect(languages.length, `other items on ${list.page}`).toBeGreaterThan(own);
    expect(languages.slice(0, own), `the first items of ${list.page}`).toEqual(Array(own).fill('ta'));
  }
});
