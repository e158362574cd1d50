import type { APIRequestContext } from '@playwright/test';
import { LABEL, expect, navigateInApp, test } from '../fixtures';

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A page about one thing, and that thing's name from its API answer in the reader's language. */
function kind(
  name: string,
  page: (r: APIRequestContext) => Promise<{ path: string; api: string; title: (b: Body) => string }>,
) {
  return { name, page };
}

const ITEMS = [
  kind('pooja', async () => ({
    path: 'poojas/rudrabhishek-gangeshwar-varanasi',
    api: 'poojas/rudrabhishek-gangeshwar-varanasi/',
    title: (p) => `${p.name} · ${p.temple.place}`,
  })),
  kind('temple', async () => ({
    path: 'temples/gangeshwar-mahadev-varanasi',
    api: 'temples/gangeshwar-mahadev-varanasi/',
    title: (t) => `${t.name} · ${t.place}`,
  })),
  kind('community', async () => ({
    path: 'communities/bhakti-kirtan',
    api: 'communities/bhakti-kirtan/',
    title: (c) => c.name,
  })),
  kind('retreat', async () => ({
    path: 'retreats/rishikesh-hatha-yoga-week',
    api: 'retreats/rishikesh-hatha-yoga-week/',
    title: (r) => r.title,
  })),
  kind('journey', async () => ({
    path: 'travel/char-dham-yatra-haridwar',
    api: 'journeys/char-dham-yatra-haridwar/',
    title: (j) => j.title,
  })),
  kind('video', async (request) => {
    const [video] = (await (await request.get('/api/videos/?page_size=1')).json()).results;
    return { path: `video/${video.id}`, api: `videos/${video.id}/video/`, title: (v) => v.title };
  }),
  kind('class', async (request) => {
    const [cls] = (await (await request.get('/api/classes/?page_size=1')).json()).results;
    return { path: `classes/${cls.slug}`, api: `classes/${cls.slug}/`, title: (c) => c.title };
  }),
];

const escape = (v: string) =>
  v.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

for (const lang of ['en', 'hi'] as const) {
  test(`a page about one thing is titled by its name, served and after moving in the app (${lang})`, async ({
    page,
    request,
  }) => {
    // Seven kinds of page, each fetched and visited: more than the usual time on a busy machine.
    test.slow();
    const expected: Array<{ kind: string; path: string; title: string }> = [];
    for (const item of ITEMS) {
      const { path, api, title } = await item.page(request);
      const res = await request.get(`/api/${api}${api.includes('?') ? '&' : '?'}lang=${lang}`);
      expect(res.status(), item.name).toBe(200);
      expected.push({ kind: item.name, path: `/${lang}/${path}`, title: `${title(await res.json())} · ${LABEL}` });
    }
    // In Hindi, the pooja is named in Devanagari.
    if (lang === 'hi') expect(expected[0]!.title).toMatch(/[\u0900-\u097F]/);

    // The served HTML, which link previews and a tab read before any script runs.
    for (const { kind: name, path, title } of expected) {
      const html = await (await request.get(path)).text();
      expect(html, name).toContain(`<title>${escape(title)}</title>`);
    }

    // Moving to each of them in the app.
    await page.goto(`/${lang}/poojas`);
    await expect(page.locator('main h1')).toBeVisible();
    for (const { kind: name, path, title } of expected) {
      await navigateInApp(page, path);
      await expect(page, name).toHaveTitle(title, { timeout: 15_000 });
    }
    // A list page keeps its screen's name.
    await navigateInApp(page, `/${lang}/poojas`);
    await expect(page).not.toHaveTitle(new RegExp(` · ${LABEL}$`));
  });
}
