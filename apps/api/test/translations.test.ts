import type {
  Category,
  Community,
  CreatorTemple,
  DarshanAnswer,
  LoginResponse,
  PoojaDetail,
  Tag,
  TempleDetail,
  Video,
} from '@sangam/contracts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client';
import { users } from '../src/db/schema';
import { allTexts } from '../src/lib/translations';
import { addVideo } from '../src/modules/videos';
import { seedDemoTranslations } from '../src/seed/demo-translations';
import { bearer, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';

/** Per-language content (issue 21): the reader's translation, else the original, names transliterated. */

let ctx: TestContext;
let staff: LoginResponse;
let otherStaff: LoginResponse;
let devotee: LoginResponse;
let admin: LoginResponse;
let temple: { id: number; slug: string };

const NAME = 'ഉണ്ണികൃഷ്ണ ക്ഷേത്രം';
const AARTI = 'ഉഷഃ പൂജ';
const DESCRIPTION = 'ഒരു പഴയ ക്ഷേത്രം.';

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
  staff = (await register(ctx.app, { creator_type: 'retreat_rep' })).answer;
  otherStaff = (await register(ctx.app, { creator_type: 'retreat_rep' })).answer;
  devotee = (await register(ctx.app)).answer;
  admin = (await register(ctx.app)).answer;
  await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  const [row] = await selectRows<{ id: number }>(
    ctx.database.db,
    sql`insert into temples (slug, manager_id, name, deity, description, content_language, place, region,
                             time_zone, timings, aartis, darshan_videos)
        values ('unnikrishna', ${staff.user.id}, ${NAME}, 'Krishna', ${DESCRIPTION}, 'ml', 'Thrissur', 'കേരളം',
                'Asia/Kolkata', ${JSON.stringify([{ label: 'രാവിലെ', opens: '04:00', closes: '12:00' }])}::jsonb,
                ${JSON.stringify([{ name: AARTI, time: '05:00' }])}::jsonb, '[]'::jsonb)
        returning id`,
  );
  temple = { id: row!.id, slug: 'unnikrishna' };
  await ctx.database.db.execute(sql`
    insert into poojas (temple_id, slug, name, purpose, price_minor)
    values (${temple.id}, 'palpayasam', 'പാൽപ്പായസം', 'Health', 25100)`);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const patch = (who: LoginResponse | null, translations: unknown) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/creators/temples/${temple.id}/`,
    headers: who ? bearer(who.access) : {},
    payload: { translations },
  });

describe('a temple in another script than the reader’s', () => {
  it('names it in the reader’s script with the original beside it, and keeps the description', async () => {
    const page = (await get(`/api/temples/${temple.slug}/?lang=hi`)).json<TempleDetail>();
    expect(page.name).toBe('उण्णिकृष्ण क्षेत्रं');
    expect(page.name_original).toBe(NAME);
    expect(page.region).toBe('केरळं');
    expect(page.region_original).toBe('കേരളം');
    expect(page.aartis[0]).toMatchObject({ name: 'उषः पूज', name_original: AARTI, time: '05:00' });
    // A description is not a name: a transliteration of a sentence helps nobody.
    expect(page.description).toBe(DESCRIPTION);
    // Latin place names are not guessed into Devanagari.
    expect(page.place).toBe('Thrissur');
    expect(page.place_original).toBeUndefined();
    expect(page.poojas[0]).toMatchObject({ name: 'पाल्प्पायसं', name_original: 'പാൽപ്പായസം' });
    // The country, kept in English, is named as the reader names it.
    expect(page.country).toBe('भारत');
    expect((await get(`/api/temples/?lang=ta`)).json<{ results: TempleDetail[] }>().results[0]?.country).toBe('இந்தியா');
  });

  it('writes Indian names in IAST for English readers, and leaves a reader of its script the original', async () => {
    const english = (await get(`/api/temples/${temple.slug}/?lang=en`)).json<TempleDetail>();
    expect(english.name).toBe('uṇṇikṛṣṇa kṣetraṃ');
    const malayalam = (await get(`/api/temples/${temple.slug}/?lang=ml`)).json<TempleDetail>();
    expect(malayalam.name).toBe(NAME);
    expect(malayalam.name_original).toBeUndefined();
  });

  it('answers a client that names no language with the originals, as before', async () => {
    const page = (await get(`/api/temples/${temple.slug}/`)).json<TempleDetail>();
    expect(page.name).toBe(NAME);
    expect(page.name_original).toBeUndefined();
    expect(page.aartis[0]).toEqual({ name: AARTI, time: '05:00' });
  });

  it('transliterates in the list, on darshan and on the pooja page too', async () => {
    const list = (await get('/api/temples/?lang=ta')).json<{ results: TempleDetail[] }>();
    expect(list.results.find((t) => t.slug === temple.slug)).toMatchObject({
      name: 'உண்ணிக்ருஷ்ண க்ஷேத்ரம்',
      name_original: NAME,
    });
    const darshan = (await get('/api/darshan/?lang=hi')).json<DarshanAnswer>();
    const entry = darshan.results.find((r) => r.temple.slug === temple.slug)!;
    expect(entry.temple).toMatchObject({ name: 'उण्णिकृष्ण क्षेत्रं', name_original: NAME });
    expect(entry.next_aarti).toMatchObject({ name: 'उषः पूज', name_original: AARTI });
    const pooja = (await get('/api/poojas/palpayasam/?lang=hi')).json<PoojaDetail>();
    expect(pooja.temple).toMatchObject({ name: 'उण्णिकृष्ण क्षेत्रं', name_original: NAME });
  });

  it('refuses a reader language we do not have', async () => {
    expect((await get(`/api/temples/${temple.slug}/?lang=fr`)).statusCode).toBe(400);
  });
});

describe('translations the temple’s staff enter', () => {
  it('are shown to readers of that language instead of a transliteration', async () => {
    const answer = await patch(staff, {
      hi: { name: 'उण्णिकृष्ण मंदिर', description: 'एक पुराना मंदिर।', place: 'त्रिशूर', aartis: ['उषा पूजा'] },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<CreatorTemple>().translations.hi).toMatchObject({ name: 'उण्णिकृष्ण मंदिर' });
    // The staff's own page keeps the originals.
    expect(answer.json<CreatorTemple>().name).toBe(NAME);
    const page = (await get(`/api/temples/${temple.slug}/?lang=hi`)).json<TempleDetail>();
    expect(page).toMatchObject({ name: 'उण्णिकृष्ण मंदिर', description: 'एक पुराना मंदिर।', place: 'त्रिशूर' });
    expect(page.name_original).toBeUndefined();
    expect(page.aartis[0]).toEqual({ name: 'उषा पूजा', time: '05:00' });
    // A language without a translation still falls back (Bengali: transliterated).
    const bengali = (await get(`/api/temples/${temple.slug}/?lang=bn`)).json<TempleDetail>();
    expect(bengali.name_original).toBe(NAME);
  });

  it('keep other languages when one is changed, and null removes one', async () => {
    await patch(staff, { ta: { name: 'உண்ணிகிருஷ்ணன் கோயில்' } });
    expect((await get(`/api/temples/${temple.slug}/?lang=hi`)).json<TempleDetail>().name).toBe('उण्णिकृष्ण मंदिर');
    await patch(staff, { ta: null });
    expect((await get(`/api/temples/${temple.slug}/?lang=ta`)).json<TempleDetail>().name_original).toBe(NAME);
  });

  it('are refused with the field named: unknown language or field, too long, empty', async () => {
    const language = await patch(staff, { fr: { name: 'Temple' } });
    expect(language.statusCode).toBe(400);
    expect(Object.keys(language.json().errors)).toContain('translations');
    const field = await patch(staff, { hi: { deity: 'कृष्ण' } });
    expect(field.statusCode).toBe(400);
    expect(Object.keys(field.json().errors)).toContain('translations.hi');
    const long = await patch(staff, { hi: { name: 'क'.repeat(141) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors['translations.hi.name']).toEqual(['Use at most 140 characters.']);
    expect((await patch(staff, { hi: { name: '  ' } })).statusCode).toBe(400);
  });

  it('keep no copy in the temple’s own language', async () => {
    const answer = await patch(staff, { ml: { name: 'ഒരു പകർപ്പ്' }, kn: { name: 'ಉಣ್ಣಿಕೃಷ್ಣ ದೇವಸ್ಥಾನ' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<CreatorTemple>().translations.ml).toBeUndefined();
    expect(answer.json<CreatorTemple>().translations.kn).toEqual({ name: 'ಉಣ್ಣಿಕೃಷ್ಣ ದೇವಸ್ಥಾನ' });
    expect((await get(`/api/temples/${temple.slug}/?lang=ml`)).json<TempleDetail>().name).toBe(NAME);
  });

  it('may be entered by the temple’s staff and the console only', async () => {
    expect((await patch(null, { hi: { name: 'x' } })).statusCode).toBe(401);
    expect((await patch(devotee, { hi: { name: 'x' } })).statusCode).toBe(403);
    expect((await patch(otherStaff, { hi: { name: 'x' } })).statusCode).toBe(404);
    expect((await patch(admin, { mr: { name: 'उण्णिकृष्ण मंदिर' } })).statusCode).toBe(200);
  });
});

describe('every text of a field', () => {
  it('lists the original and each language’s, once each', () => {
    expect(allTexts('Shiva', { hi: { name: 'शिव' }, mr: { name: 'शिव' }, ta: { name: 'சிவன்' } }, 'name')).toEqual([
      'Shiva',
      'शिव',
      'சிவன்',
    ]);
  });
});

/** Translation files as the tr-* helpers write them (brief 21b, decision 2), in a folder of the test's own. */
function translationFiles(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sangam-translations-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), JSON.stringify(content));
  return dir;
}

describe('communities, tags and categories from the demo translation files', () => {
  beforeAll(async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/communities/',
      headers: bearer(devotee.access),
      payload: { name: 'Evening Satsang', description: 'We sing together.', tags: ['bhakti', 'sandhya'], rules: '' },
    });
    expect(answer.statusCode).toBe(201);
    await ctx.database.db.execute(sql`insert into video_categories (name, slug) values ('Bhajans', 'bhajans')`);
    await ctx.database.db.execute(sql`insert into video_languages (code, name, slug) values ('hi', 'Hindi', 'hindi')`);
    await addVideo(
      ctx.database.db,
      {
        youtube_url: 'https://www.youtube.com/watch?v=abcdefghijk',
        title: 'Shiva bhajan',
        category: 'bhajans',
        language: 'hi',
        tags: ['Bhakti', 'Shiva'],
      },
      null,
    );
    await ctx.database.db.execute(sql`
      update video_categories set translations = '{"ta": {"name": "பஜனைகள்"}}'::jsonb where slug = 'bhajans'`);
    const dir = translationFiles({
      'communities.json': {
        'Evening Satsang': {
          hi: { name: 'संध्या सत्संग', description: 'हम साथ मिलकर गाते हैं।', rules: '' },
          // A copy in the community's own language is not kept: its original is what its readers see.
          en: { name: 'Evening Satsang, as it was once written' },
          xx: { name: 'not a language of ours' },
        },
      },
      'tags.json': {
        video: { Shiva: { hi: 'शिव', ta: 'சிவன்' } },
        community: { bhakti: { hi: 'भक्ति', ta: 'பக்தி' }, sandhya: { hi: 'संध्या' } },
      },
      // temples.json is not written yet: the seed goes on without it.
    });
    await seedDemoTranslations(ctx.database.db, dir);
  });

  it('shows a community in the reader’s language, its tags by the vocabulary, the original elsewhere', async () => {
    const hindi = (await get('/api/communities/evening-satsang/?lang=hi')).json<Community>();
    expect(hindi).toMatchObject({
      name: 'संध्या सत्संग',
      description: 'हम साथ मिलकर गाते हैं।',
      tags: ['bhakti', 'sandhya'],
      tag_names: ['भक्ति', 'संध्या'],
    });
    // An empty field in the file is "not translated": the original stays.
    expect(hindi.rules).toBe('');
    const tamil = (await get('/api/communities/evening-satsang/?lang=ta')).json<Community>();
    expect(tamil).toMatchObject({ name: 'Evening Satsang', tag_names: ['பக்தி', 'sandhya'] });
    const list = (await get('/api/communities/?lang=hi')).json<{ results: Community[] }>();
    expect(list.results.find((c) => c.slug === 'evening-satsang')?.name).toBe('संध्या सत्संग');
    expect((await get('/api/communities/evening-satsang/')).json<Community>().name).toBe('Evening Satsang');
    expect((await get('/api/communities/evening-satsang/?lang=en')).json<Community>().name).toBe('Evening Satsang');
  });

  it('names a video’s tags and category in the reader’s language', async () => {
    const page = (await get('/api/videos/?lang=ta')).json<{ results: Video[] }>();
    const video = page.results.find((v) => v.youtube_id === 'abcdefghijk')!;
    expect(video.tags.map((t) => t.name).sort()).toEqual(['பக்தி', 'சிவன்'].sort());
    expect(video.category?.name).toBe('பஜனைகள்');
    const detail = (await get(`/api/videos/${video.id}/video/?lang=hi`)).json<Video>();
    expect(detail.tags.map((t) => t.name).sort()).toEqual(['भक्ति', 'शिव'].sort());
    expect(detail.category?.name).toBe('Bhajans');
    const tags = (await get('/api/videos/tags/?lang=hi')).json<Tag[]>();
    expect(tags.map((t) => t.name)).toContain('शिव');
    expect((await get('/api/videos/categories/?lang=ta')).json<Category[]>()[0]?.name).toBe('பஜனைகள்');
    // Slugs stay what links and filters use.
    expect(detail.tags.map((t) => t.slug).sort()).toEqual(['bhakti', 'shiva']);
  });
});
