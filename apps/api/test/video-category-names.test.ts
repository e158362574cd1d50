import { LANGUAGES, type Category, type Language, type Video } from '@sangam/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/paths';
import { seedDemoCategoryNames } from '../src/seed/demo-translations';
import { seedDemoVideos } from '../src/seed/demo-videos';
import { createTestContext, type TestContext } from './helpers';

/**
 * Video categories in the reader's language through the API (issue 21): the demo's categories,
 * with the translations the demo seed gives them, named as the web's videos screens name them.
 */

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
  await seedDemoVideos(ctx.database.db);
  await seedDemoCategoryNames(ctx.database.db);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
async function categories(query = ''): Promise<Record<string, string>> {
  const answer = await get(`/api/videos/categories/${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return Object.fromEntries(answer.json<Category[]>().map((c) => [c.slug, c.name]));
}
async function bhajans(query: string): Promise<Video[]> {
  const answer = await get(`/api/videos/?category=bhajan${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  const { results } = answer.json<{ results: Video[] }>();
  expect(results.length).toBeGreaterThan(0);
  return results;
}
const screenNames = (lang: Language) =>
  (
    JSON.parse(readFileSync(path.join(REPO_ROOT, 'apps/web/src/locales', lang, 'videos.json'), 'utf8')) as {
      categories: Record<string, string>;
    }
  ).categories;

describe('GET videos/categories/', () => {
  it('names each category in the reader’s language', async () => {
    expect(await categories('?lang=ta')).toMatchObject({
      bhajan: 'பஜனை',
      'mantra-chanting': 'மந்திர ஜபம்',
      kids: 'குழந்தைகளுக்கு',
    });
    expect(await categories('?lang=hi')).toMatchObject({
      bhajan: 'भजन',
      'scripture-talks': 'शास्त्र प्रवचन',
      kids: 'बच्चों के लिए',
    });
  });

  it.each(LANGUAGES)('%s: as the videos screens name them', async (lang) => {
    expect(await categories(`?lang=${lang}`)).toEqual(screenNames(lang));
  });

  it('answers the original English names without a language, slugs unchanged', async () => {
    const english = { bhajan: 'Bhajan', 'mantra-chanting': 'Mantra Chanting', kids: 'Kids' };
    expect(await categories()).toMatchObject(english);
    expect(await categories('?lang=en')).toMatchObject(english);
    expect(Object.keys(await categories('?lang=ta'))).toEqual(Object.keys(await categories()));
  });

  it('refuses a language that is not one of ours, saying which are', async () => {
    for (const lang of ['xx', 'fr', 'HI', '']) {
      const answer = await get(`/api/videos/categories/?lang=${lang}`);
      expect(answer.statusCode, lang).toBe(400);
      const body = answer.json<{ detail: string; errors?: Record<string, string[]> }>();
      expect(body.errors?.lang?.[0]).toMatch(/hi, bn/);
    }
  });
});

describe('a video’s category', () => {
  it('is named in the reader’s language in the list and on its page', async () => {
    const tamil = await bhajans('&lang=ta');
    expect(new Set(tamil.map((v) => v.category?.name))).toEqual(new Set(['பஜனை']));
    expect(tamil[0]!.category?.slug).toBe('bhajan');
    const detail = await get(`/api/videos/${tamil[0]!.id}/video/?lang=hi`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<Video>().category).toMatchObject({ name: 'भजन', slug: 'bhajan' });
  });

  it('keeps its English name without a language', async () => {
    const videos = await bhajans('');
    expect(new Set(videos.map((v) => v.category?.name))).toEqual(new Set(['Bhajan']));
    const detail = await get(`/api/videos/${videos[0]!.id}/video/`);
    expect(detail.json<Video>().category?.name).toBe('Bhajan');
  });

  it('refuses an unknown language in the list and on a video’s page', async () => {
    const [video] = await bhajans('');
    for (const url of ['/api/videos/?lang=xx', `/api/videos/${video!.id}/video/?lang=xx`]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json<{ errors?: Record<string, string[]> }>().errors?.lang?.[0]).toMatch(/hi, bn/);
    }
  });
});
