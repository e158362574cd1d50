import { isLanguage, type User } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client';
import { seedDemoContent } from '../src/seed';
import { bearer, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';

/** Issue 21: lists put the reader's languages first, then all the rest in their own order. */

let ctx: TestContext;
let templeLanguage: Map<string, string>;

// The whole demo loads (a few dozen accounts with argon2 hashes): allow for a busy machine.
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoContent(ctx.database.db);
  const temples = await selectRows<{ slug: string; content_language: string }>(
    ctx.database.db,
    sql`select slug, content_language from temples`,
  );
  templeLanguage = new Map(temples.map((t) => [t.slug, t.content_language]));
}, 180_000);
afterAll(() => ctx.close());

type Item = { id: number } & Record<string, unknown>;

/** Every page of a list, `pageSize` at a time, following the answers' own page numbers. */
async function everyPage(path: string, params: Record<string, string>, pageSize: number, token?: string) {
  const items: Item[] = [];
  let count = -1;
  for (let page = 1; page <= 50; page++) {
    const query = new URLSearchParams({ ...params, page: String(page), page_size: String(pageSize) });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${path}?${query}`,
      headers: token ? bearer(token) : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { count: number; next: string | null; results: Item[] };
    count = body.count;
    items.push(...body.results);
    if (!body.next) break;
  }
  return { count, items };
}

interface List {
  name: string;
  path: string;
  languageOf: (item: Item) => string;
}

const LISTS: List[] = [
  { name: 'videos', path: '/api/videos/', languageOf: (v) => (v.language as { code: string } | null)?.code ?? '' },
  { name: 'communities', path: '/api/communities/', languageOf: (c) => c.content_language as string },
  { name: 'classes', path: '/api/classes/', languageOf: (c) => c.language as string },
  { name: 'retreats', path: '/api/retreats/', languageOf: (r) => r.content_language as string },
  {
    name: 'poojas',
    path: '/api/poojas/',
    languageOf: (p) => templeLanguage.get((p.temple as { slug: string }).slug) ?? '',
  },
  { name: 'journeys', path: '/api/journeys/', languageOf: (j) => j.content_language as string },
];

/** The list's own order with the items of `languages` moved to the front, in the order named. */
function languageFirst(items: Item[], languages: string[], languageOf: (item: Item) => string) {
  const rank = (item: Item) => {
    const i = languages.indexOf(languageOf(item));
    return i === -1 ? languages.length : i;
  };
  return languages
    .map((_, i) => items.filter((item) => rank(item) === i))
    .concat([items.filter((item) => rank(item) === languages.length)])
    .flat()
    .map((item) => item.id);
}

describe.each(LISTS)('the $name list', ({ path, languageOf }) => {
  it('puts a guest’s chosen languages first, in their order, then the rest in the usual order', async () => {
    const usual = await everyPage(path, {}, 50);
    const present = [...new Set(usual.items.map(languageOf))];
    // Two languages that are not already first in the usual order, so the change is visible.
    const chosen = present.filter((code) => code !== languageOf(usual.items[0]!)).slice(0, 2);
    expect(chosen.length).toBeGreaterThan(0);

    const mine = await everyPage(path, { languages: chosen.join(',') }, 50);
    expect(mine.count).toBe(usual.count);
    expect(mine.items.map((item) => item.id)).toEqual(languageFirst(usual.items, chosen, languageOf));
    expect(languageOf(mine.items[0]!)).toBe(chosen[0]);
  });

  it('pages exactly: every item once, no gaps, in the same order as one long page', async () => {
    const present = [...new Set((await everyPage(path, {}, 50)).items.map(languageOf))];
    // The languages that come last in the usual order come first here.
    const chosen = present.slice(-2);
    const languages = chosen.join(',');
    const whole = await everyPage(path, { languages }, 50);
    const paged = await everyPage(path, { languages }, 3);
    const ids = paged.items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(whole.items.map((item) => item.id));
    expect(ids.length).toBe(whole.count);
    expect(languageOf(paged.items[0]!)).toBe(chosen[0]);
  });

  it('refuses a language that is not one of ours, or one named twice', async () => {
    for (const languages of ['xx', 'hi,hi', 'hi,,ta']) {
      const res = await ctx.app.inject({ method: 'GET', url: `${path}?languages=${languages}` });
      expect(res.statusCode, languages).toBe(400);
      const body = res.json() as { detail: string; errors?: { languages?: string[] } };
      expect(body.detail).toBeTruthy();
      expect(body.errors?.languages?.[0]).toMatch(/languages|once/);
    }
  });
});

describe('the videos of a category', () => {
  it('put the reader’s languages first, each language with the placed videos first, and page exactly', async () => {
    const languageOf = LISTS[0]!.languageOf;
    const [category] = await selectRows<{ slug: string; id: number }>(
      ctx.database.db,
      sql`select c.slug, c.id from video_categories c join videos v on v.category_id = c.id
          group by c.id order by count(*) desc limit 1`,
    );
    // Two of the category's videos placed by an editor, so that the placed order has a part to play.
    await ctx.database.db.execute(
      sql`update videos set position = case when id = (select min(id) from videos where category_id = ${category!.id})
          then 2 else 1 end where id in (select id from videos where category_id = ${category!.id} order by id limit 2)`,
    );
    const usual = await everyPage('/api/videos/', { category: category!.slug }, 50);
    const chosen = [...new Set(usual.items.map(languageOf))].filter(isLanguage).slice(-2);
    expect(chosen.length).toBe(2);
    const languages = chosen.join(',');
    const paged = await everyPage('/api/videos/', { category: category!.slug, languages }, 3);
    expect(paged.count).toBe(usual.count);
    expect(paged.items.map((item) => item.id)).toEqual(languageFirst(usual.items, chosen, languageOf));
  });
});

describe('a signed-in reader', () => {
  const videoLanguages = async (token: string, query = '') => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/videos/?page_size=50${query}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { results: Array<{ language: { code: string } | null }> }).results.map(
      (v) => v.language?.code,
    );
  };
  const hindiVideos = async () =>
    (
      await selectRows<{ n: number }>(
        ctx.database.db,
        sql`select count(*)::int as n from videos v join video_languages l on l.id = v.language_id
            where l.code = 'hi' and v.status = 'published'`,
      )
    )[0]!.n;

  it('sees their interface language first until they choose their languages', async () => {
    const { answer } = await register(ctx.app, { preferred_language: 'hi' });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(answer.access) });
    expect((me.json() as User).content_languages).toEqual([]);

    const hindi = await hindiVideos();
    expect(hindi).toBeGreaterThan(1);
    const languages = await videoLanguages(answer.access);
    expect(languages.slice(0, hindi)).toEqual(Array(hindi).fill('hi'));
    expect(languages.slice(hindi)).not.toContain('hi');
  });

  it('keeps the languages they choose, in their order, and lists by them', async () => {
    const { answer } = await register(ctx.app, { preferred_language: 'en' });
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/me/',
      headers: bearer(answer.access),
      payload: { content_languages: ['ta', 'hi'] },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as User).content_languages).toEqual(['ta', 'hi']);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(answer.access) });
    expect((me.json() as User).content_languages).toEqual(['ta', 'hi']);

    const languages = await videoLanguages(answer.access);
    const firstOther = languages.findIndex((code) => code !== 'ta' && code !== 'hi');
    expect(languages[0]).toBe('ta');
    const front = languages.slice(0, firstOther);
    expect(front).toContain('hi');
    expect(front).toEqual([...front.filter((code) => code === 'ta'), ...front.filter((code) => code === 'hi')]);
    expect(languages.slice(firstOther)).not.toContain('ta');
    expect(languages.slice(firstOther)).not.toContain('hi');
    // A `languages` parameter is the page's choice and wins over the saved one.
    expect((await videoLanguages(answer.access, '&languages=bn'))[0]).toBe('bn');

    // Back to the default: the interface language.
    const reset = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/me/',
      headers: bearer(answer.access),
      payload: { content_languages: [] },
    });
    expect((reset.json() as User).content_languages).toEqual([]);
    expect((await videoLanguages(answer.access))[0]).toBe('en');
  });

  it('refuses languages that are not ours, repeated, or too many, naming the field', async () => {
    const { answer } = await register(ctx.app);
    for (const content_languages of [['fr'], ['hi', 'hi'], 'hi', [...Array(11)].map(() => 'hi')]) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/users/me/',
        headers: bearer(answer.access),
        payload: { content_languages },
      });
      expect(res.statusCode, JSON.stringify(content_languages)).toBe(400);
      const body = res.json() as { detail: string; errors?: { content_languages?: string[] } };
      expect(body.detail).toBeTruthy();
      expect(body.errors?.content_languages, res.body).toEqual([expect.any(String)]);
    }
  });

  it('changes only their own languages; a guest changes none', async () => {
    const one = await register(ctx.app);
    const two = await register(ctx.app);
    const guest = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/me/',
      payload: { content_languages: ['ml'] },
    });
    expect(guest.statusCode).toBe(401);
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/me/',
      headers: bearer(one.answer.access),
      payload: { content_languages: ['ml'] },
    });
    const other = await ctx.app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(two.answer.access) });
    expect((other.json() as User).content_languages).toEqual([]);
  });
});
