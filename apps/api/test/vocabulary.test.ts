import type { Category, ConsoleCategory, ConsoleTag, Tag, Video } from '@sangam/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { seedDemoVideos } from '../src/seed/demo-videos';
import { bearer, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';

/**
 * Editors name tags and categories in every language (issue 21): the console's vocabulary
 * endpoints, what readers then see in their language, and search finding videos by the new names.
 */

let ctx: TestContext;
let editor: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
  await seedDemoVideos(ctx.database.db);
  editor = await signedIn('editor');
});
afterAll(() => ctx.close());

async function signedIn(role: 'user' | 'editor' | 'admin'): Promise<Record<string, string>> {
  const { answer } = await register(ctx.app);
  if (role !== 'user') await ctx.database.db.update(users).set({ role }).where(eq(users.id, answer.user.id));
  return bearer(answer.access);
}

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string> = {}, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

let sequence = 0;
/** A published video with these tags, added by the editor; answers its id. */
async function videoTagged(tags: string[], category = 'bhajan'): Promise<number> {
  const res = await send('POST', '/api/admin/videos/', editor, {
    youtube_url: `https://youtu.be/Vocab${String(++sequence).padStart(6, '0')}`,
    title: `Evening aarti ${sequence}`,
    category,
    language: 'hindi',
    tags,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

async function searchIds(q: string): Promise<number[]> {
  const res = await send('GET', `/api/videos/?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: Video[] }>().results.map((v) => v.id);
}

describe('PATCH /api/admin/tags/{slug}/', () => {
  it('names a tag in Hindi: Hindi readers see it, and search finds its videos by it', async () => {
    const id = await videoTagged(['Holy basil']);
    expect(await searchIds('तुलसी')).not.toContain(id);

    const res = await send('PATCH', '/api/admin/tags/holy-basil/', editor, {
      translations: { hi: { name: 'तुलसी' }, ta: { name: 'துளசி' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ConsoleTag>()).toMatchObject({
      name: 'Holy basil',
      slug: 'holy-basil',
      translations: { hi: { name: 'तुलसी' }, ta: { name: 'துளசி' } },
      videos: 1,
    });

    const tags = await send('GET', '/api/videos/tags/?lang=hi');
    expect(tags.json<Tag[]>().find((t) => t.slug === 'holy-basil')?.name).toBe('तुलसी');
    const video = await send('GET', `/api/videos/${id}/video/?lang=ta`);
    expect(video.json<Video>().tags.map((t) => t.name)).toEqual(['துளசி']);
    expect((await send('GET', '/api/videos/tags/')).json<Tag[]>().find((t) => t.slug === 'holy-basil')?.name).toBe(
      'Holy basil',
    );

    // Found by the new names in any script, as by the original.
    expect(await searchIds('तुलसी')).toContain(id);
    expect(await searchIds('துளசி')).toContain(id);
    expect(await searchIds('holy basil')).toContain(id);

    // A language given as null is removed, the others stay; an old name no longer finds the video.
    const removed = await send('PATCH', '/api/admin/tags/holy-basil/', editor, {
      translations: { ta: null, hi: { name: 'वृंदा' } },
    });
    expect(removed.json<ConsoleTag>().translations).toEqual({ hi: { name: 'वृंदा' } });
    expect(await searchIds('वृंदा')).toContain(id);
    expect(await searchIds('तुलसी')).not.toContain(id);
    expect(await searchIds('துளசி')).not.toContain(id);
  });

  it('names the communities and posts whose free-text tags are the entry, found by the new names', async () => {
    const member = await register(ctx.app);
    const headers = bearer(member.answer.access);
    const made = await send('POST', '/api/communities/', headers, { name: 'Garden Satsang', tags: ['Sacred  Fig'] });
    expect(made.statusCode, made.body).toBe(201);
    const community = made.json<{ id: number; slug: string }>();
    const posted = await send('POST', '/api/posts/', headers, {
      title: 'Morning watering',
      community: community.slug,
      tags: ['sacred fig'],
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const post = posted.json<{ id: number }>().id;
    await videoTagged(['Sacred fig']);
    const found = async () => {
      const communities = await send('GET', `/api/communities/?q=${encodeURIComponent('पीपल')}`);
      const posts = await send('GET', `/api/posts/?q=${encodeURIComponent('பேரால்')}`);
      expect([communities.statusCode, posts.statusCode]).toEqual([200, 200]);
      return {
        community: communities.json<{ results: { id: number }[] }>().results.some((c) => c.id === community.id),
        post: posts.json<{ results: { id: number }[] }>().results.some((p) => p.id === post),
      };
    };
    expect(await found()).toEqual({ community: false, post: false });

    const res = await send('PATCH', '/api/admin/tags/sacred-fig/', editor, {
      translations: { hi: { name: 'पीपल' }, ta: { name: 'பேரால்' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await found()).toEqual({ community: true, post: true });
  });

  it('is audited with the names before and after', async () => {
    await videoTagged(['Deepam']);
    await send('PATCH', '/api/admin/tags/deepam/', editor, { translations: { hi: { name: 'दीप' } } });
    await send('PATCH', '/api/admin/tags/deepam/', editor, { translations: { hi: { name: 'दीपक' } } });
    const log = await send('GET', '/api/admin/audit/?action=tag.update', await signedIn('admin'));
    type Entry = { action: string; target_type: string; target_id: string; before: unknown; after: unknown };
    const entries = log.json<{ results: Entry[] }>().results.filter((e) => e.target_id === 'deepam');
    expect(entries.map(({ action, target_type, before, after }) => ({ action, target_type, before, after }))).toEqual([
      {
        action: 'tag.update',
        target_type: 'tag',
        before: { translations: { hi: { name: 'दीप' } } },
        after: { translations: { hi: { name: 'दीपक' } } },
      },
      {
        action: 'tag.update',
        target_type: 'tag',
        before: { translations: {} },
        after: { translations: { hi: { name: 'दीप' } } },
      },
    ]);
  });

  it('refuses what is not a tag’s names, saying which field, with 400', async () => {
    await videoTagged(['Rangoli']);
    const refusals: Array<[object, string]> = [
      [{}, 'translations'],
      [{ translations: { fr: { name: 'Rangoli' } } }, 'translations'],
      [{ translations: { hi: { name: 'र'.repeat(41) } } }, 'translations.hi.name'],
      [{ translations: { hi: { name: '   ' } } }, 'translations.hi.name'],
      [{ translations: { hi: { description: 'रंगोली' } } }, 'translations.hi'],
    ];
    for (const [payload, field] of refusals) {
      const res = await send('PATCH', '/api/admin/tags/rangoli/', editor, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json<{ detail: string; errors?: Record<string, string[]> }>();
      expect(body.detail).toBeTruthy();
      expect(Object.keys(body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await send('PATCH', '/api/admin/tags/no-such-tag/', editor, { translations: {} })).statusCode).toBe(404);
  });

  it('is for editors and administrators: 401 for a guest, 403 for a member', async () => {
    await videoTagged(['Sandhya']);
    const body = { translations: { hi: { name: 'संध्या' } } };
    expect((await send('PATCH', '/api/admin/tags/sandhya/', {}, body)).statusCode).toBe(401);
    expect((await send('PATCH', '/api/admin/tags/sandhya/', await signedIn('user'), body)).statusCode).toBe(403);
    expect((await send('GET', '/api/admin/tags/', await signedIn('user'))).statusCode).toBe(403);
    expect(
      (await send('PATCH', '/api/admin/categories/bhajan/', await signedIn('user'), { name: 'X' })).statusCode,
    ).toBe(403);
    expect((await send('PATCH', '/api/admin/tags/sandhya/', await signedIn('admin'), body)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/tags/', () => {
  it('lists the vocabulary by name, paged, found by a name in any language', async () => {
    await videoTagged(['Vocab Alpha', 'Vocab Beta', 'Vocab Gamma']);
    await send('PATCH', '/api/admin/tags/vocab-beta/', editor, { translations: { bn: { name: 'শব্দভান্ডার' } } });
    const first = await send('GET', '/api/admin/tags/?q=vocab&page_size=2', editor);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json<{ count: number; next: string | null; results: ConsoleTag[] }>();
    expect(page.count).toBe(3);
    expect(page.results.map((t) => t.name)).toEqual(['Vocab Alpha', 'Vocab Beta']);
    expect(page.next).toContain('page=2');
    const byBengali = await send('GET', `/api/admin/tags/?q=${encodeURIComponent('শব্দ')}`, editor);
    expect(byBengali.json<{ results: ConsoleTag[] }>().results.map((t) => t.slug)).toEqual(['vocab-beta']);
  });
});

describe('PATCH /api/admin/categories/{slug}/', () => {
  it('renames a category in a language and in English; readers and search follow', async () => {
    const id = await videoTagged([], 'stories');
    expect(await searchIds('पौराणिक')).not.toContain(id);
    const res = await send('PATCH', '/api/admin/categories/stories/', editor, {
      translations: { hi: { name: 'पौराणिक कथाएँ' }, en: { name: 'ignored' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    // English is the category's own language: its name is the original, not a translation.
    expect(res.json<ConsoleCategory>().translations.hi).toEqual({ name: 'पौराणिक कथाएँ' });
    expect(res.json<ConsoleCategory>().translations.en).toBeUndefined();
    const hindi = (await send('GET', '/api/videos/categories/?lang=hi')).json<Category[]>();
    expect(hindi.find((c) => c.slug === 'stories')?.name).toBe('पौराणिक कथाएँ');
    expect(await searchIds('पौराणिक')).toContain(id);

    const renamed = await send('PATCH', '/api/admin/categories/stories/', editor, { name: 'Sacred Legends' });
    expect(renamed.json<ConsoleCategory>()).toMatchObject({ name: 'Sacred Legends', slug: 'stories' });
    expect(await searchIds('legends')).toContain(id);
    const list = await send('GET', '/api/admin/categories/', editor);
    expect(list.json<ConsoleCategory[]>().find((c) => c.slug === 'stories')?.name).toBe('Sacred Legends');
  });

  it('refuses an empty, long or taken name', async () => {
    const cases: Array<[object, number]> = [
      [{ name: '' }, 400],
      [{ name: 'x'.repeat(61) }, 400],
      [{ translations: { ta: { name: '' } } }, 400],
      [{ name: 'Yoga' }, 409],
      [{ name: 'meditation' }, 409],
    ];
    for (const [payload, status] of cases) {
      const res = await send('PATCH', '/api/admin/categories/kids/', editor, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json<{ errors?: Record<string, string[]> }>().errors, res.body).toBeTruthy();
    }
    expect((await send('PATCH', '/api/admin/categories/nothing/', editor, { name: 'Nothing' })).statusCode).toBe(404);
  });
});
