import type { Video } from '@sangam/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { classesInterest, users } from '../src/db/schema';
import catalogue from '../src/seed/data/demo-videos.json';
import { demoYoutubeId, seedDemoVideos } from '../src/seed/demo-videos';
import { bearer, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';
import { startSmtpSink } from './smtp-sink';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestContext({ env: { SMTP_URL: smtp.url, RATE_LIMITS: 'off' } });
  await seedDemoVideos(ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(() => smtp.clear());

interface Page {
  count: number;
  next: string | null;
  previous: string | null;
  results: Video[];
}
async function list(query: string): Promise<Page> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/videos/${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const titles = (page: Page) => page.results.map((v) => v.title);

describe('GET videos/', () => {
  it('pages the whole catalogue newest first, DRF style, with our own thumbnails', async () => {
    const first = await list('');
    expect(first.count).toBe(catalogue.length);
    expect(first.results).toHaveLength(20);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/videos/?page=2');
    const dates = first.results.map((v) => v.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const video = first.results[0]!;
    expect(video.thumbnailUrl).toMatch(/^\/media\/thumbnails\/[\w-]{11}-480\.webp\?v=\d+$/);
    expect(video.thumbnailSrcset.split(', ').map((s) => s.split(' ')[1])).toEqual(['320w', '480w', '640w']);
    expect(video.youtube_url).toBe(`https://www.youtube.com/watch?v=${video.youtube_id}`);

    const last = await list('?page=4');
    expect(last.results).toHaveLength(catalogue.length - 60);
    expect(last.next).toBeNull();
    expect(last.previous).toBe('/api/videos/?page=3');
    const all = new Set(
      [...(await list('?page_size=50')).results, ...(await list('?page=2&page_size=50')).results].map((v) => v.id),
    );
    expect(all.size).toBe(catalogue.length);
  });

  it('a page past the end is empty, with the count to find the way back', async () => {
    const page = await list('?page=99');
    expect(page).toMatchObject({ count: catalogue.length, results: [], next: null, previous: '/api/videos/?page=4' });
  });

  it('filters by category, language (slug or code), tag and the kids hub, and combines them', async () => {
    const bhajans = await list('?category=bhajan&page_size=50');
    expect(bhajans.count).toBe(catalogue.filter((v) => v.category === 'bhajan').length);
    expect(bhajans.results.every((v) => v.category?.slug === 'bhajan')).toBe(true);

    const hindi = await list('?language=hindi&page_size=50');
    expect(hindi.count).toBe(catalogue.filter((v) => v.language === 'hi').length);
    expect((await list('?language=hi')).count).toBe(hindi.count);

    const krishna = await list('?tag=krishna&page_size=50');
    expect(krishna.count).toBe(catalogue.filter((v) => v.tags.includes('Krishna')).length);
    expect(krishna.results.every((v) => v.tags.some((t) => t.slug === 'krishna'))).toBe(true);

    const kids = await list('?child_anime_filter=true&page_size=50');
    expect(kids.count).toBe(catalogue.filter((v) => v.kids).length);
    expect(kids.results.every((v) => v.is_kids)).toBe(true);

    const both = await list('?category=stories&child_anime_filter=true&language=hindi');
    expect(both.count).toBe(catalogue.filter((v) => v.category === 'stories' && v.kids && v.language === 'hi').length);
    expect(both.count).toBeGreaterThan(0);

    const tagSlug = await list('?tag=maha-shivaratri');
    expect(tagSlug.count).toBe(catalogue.filter((v) => v.tags.includes('Maha Shivaratri')).length);
  });

  it('an unknown slug finds nothing rather than failing', async () => {
    expect((await list('?category=no-such-thing')).count).toBe(0);
    expect((await list('?tag=no-such-tag')).count).toBe(0);
  });

  it('refuses bad paging and flags with a readable detail', async () => {
    for (const query of [
      '?page=0',
      '?page=abc',
      '?page_size=500',
      '?child_anime_filter=maybe',
      `?q=${'a'.repeat(201)}`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/videos/${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().detail, query).toEqual(expect.any(String));
    }
  });
});

describe('search', () => {
  const search = (q: string) => list(`?q=${encodeURIComponent(q)}`);

  it('a Latin query finds titles in Devanagari, and the other way round', async () => {
    const latin = await search('shiv tandav');
    expect(titles(latin)).toContain('शिव ताण्डव स्तोत्रम्');
    expect(titles(latin)).toContain('Shiva Tandava Stotram: meaning, verse by verse');
    // The two Tandava videos rank above anything that merely mentions Shiva.
    expect(titles(latin).slice(0, 2).sort()).toEqual(
      ['Shiva Tandava Stotram: meaning, verse by verse', 'शिव ताण्डव स्तोत्रम्'].sort(),
    );

    const devanagari = await search('शिव ताण्डव');
    expect(titles(devanagari)).toContain('Shiva Tandava Stotram: meaning, verse by verse');
    expect(titles(devanagari)).toContain('शिव ताण्डव स्तोत्रम्');
  });

  it('forgives typos and finishes words', async () => {
    expect(titles(await search('hanumn chalisa'))).toContain('हनुमान चालीसा — सामूहिक पाठ');
    expect(titles(await search('hanu'))).toContain('हनुमान चालीसा — सामूहिक पाठ');
    expect(titles(await search('krishn janm'))).toContain('श्री कृष्ण जन्म की कथा');
  });

  it('searches descriptions and tags, and combines with filters', async () => {
    const kidsGanesha = await list(`?q=ganesha&child_anime_filter=true`);
    expect(titles(kidsGanesha)).toContain('Ganesha and the Moon: a story for children');
    expect(kidsGanesha.results.every((v) => v.is_kids)).toBe(true);
    // "Tulsidas" appears only in descriptions.
    const tulsidas = catalogue.filter((v) => v.description.includes('तुलसीदास') && !v.title.includes('तुलसीदास'));
    expect(tulsidas.length).toBeGreaterThan(0);
    expect(titles(await search('तुलसीदास'))).toEqual(expect.arrayContaining(tulsidas.map((v) => v.title)));
  });

  it('query syntax and injection are only text', async () => {
    const all = (await list('')).count;
    for (const q of ["' or 1=1 --", '!!! & | :*', '<script>alert(1)</script>', '\u202e\u0000'.slice(0, 1)]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/videos/?q=${encodeURIComponent(q)}` });
      expect(res.statusCode, q).toBe(200);
      // Words are searched as words ("or" and "1" may well occur together); never everything.
      expect(res.json().count, q).toBeLessThan(all);
    }
    expect((await search('!!! & | :*')).count).toBe(0);
  });
});

describe('catalogue lists', () => {
  it('lists categories in order, languages, and the tags of a category', async () => {
    const categories = (await ctx.app.inject({ method: 'GET', url: '/api/videos/categories/' })).json();
    expect(categories.map((c: { slug: string }) => c.slug)).toEqual([
      'bhajan',
      'mantra-chanting',
      'stories',
      'yoga',
      'meditation',
      'festivals',
      'scripture-talks',
      'kids',
    ]);
    const languages = (await ctx.app.inject({ method: 'GET', url: '/api/videos/languages/' })).json();
    expect(languages[0]).toMatchObject({ code: 'hi', name: 'Hindi', slug: 'hindi' });

    const kidsTags = (await ctx.app.inject({ method: 'GET', url: '/api/videos/tags/?category=kids' })).json();
    const expected = new Set(catalogue.filter((v) => v.category === 'kids').flatMap((v) => v.tags));
    expect(new Set(kidsTags.map((t: { name: string }) => t.name))).toEqual(expected);
  });
});

describe('GET videos/{id}/video/', () => {
  it('finds a video by our id or by its YouTube id; 404 otherwise', async () => {
    const [first] = (await list('')).results;
    const byId = await ctx.app.inject({ method: 'GET', url: `/api/videos/${first!.id}/video/` });
    expect(byId.json()).toEqual(first);
    const byYoutube = await ctx.app.inject({ method: 'GET', url: `/api/videos/${first!.youtube_id}/video/` });
    expect(byYoutube.json().id).toBe(first!.id);
    for (const id of ['999999', 'nope', 'v=zzzzzzzzzzz']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/videos/${encodeURIComponent(id)}/video/` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().detail).toBe('Video not found.');
    }
  });
});

describe('POST videos/', () => {
  it('a creator adds a video by any YouTube link form; it is listed and searchable at once', async () => {
    const creator = (await register(ctx.app, { creator_type: 'tutor' })).answer;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/videos/',
      headers: bearer(creator.access),
      payload: {
        youtube_url: 'https://www.youtube.com/watch?v=AbCdEfGh123&t=42s',
        title: '  Sandhya vandana for beginners  ',
        description: 'A gentle walk through the evening prayer.',
        category: 'scripture-talks',
        language: 'en',
        tags: ['Beginners', ' Sandhya ', '', 'beginners'],
        is_kids: false,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const video = res.json() as Video;
    expect(video).toMatchObject({
      youtube_id: 'AbCdEfGh123',
      title: 'Sandhya vandana for beginners',
      category: { slug: 'scripture-talks' },
      language: { code: 'en' },
    });
    expect(video.tags.map((t) => t.slug).sort()).toEqual(['beginners', 'sandhya']);
    expect((await list('')).results[0]!.id).toBe(video.id);
    expect(titles(await list('?q=sandya%20vandan'))).toContain('Sandhya vandana for beginners');
    // Its words joined the lexicon of close spellings at once.
    expect(titles(await list('?q=sandhya%20vandna'))).toContain('Sandhya vandana for beginners');

    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/videos/',
      headers: bearer(creator.access),
      payload: { youtube_url: 'https://youtu.be/AbCdEfGh123', title: 'Again', category: 'bhajan', language: 'hindi' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.youtube_url).toEqual(['This video is already in the library.']);
  });

  it('explains each bad field', async () => {
    const admin = await register(ctx.app);
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.answer.user.id));
    const token = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/users/login/',
        payload: { email: admin.account.email, password: admin.account.password },
      })
    ).json().access as string;
    const base = {
      youtube_url: 'https://youtu.be/ZyXwVuTs987',
      title: 'A title',
      category: 'bhajan',
      language: 'hindi',
    };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { youtube_url: 'https://example.com/video' },
        'youtube_url',
        'Enter a YouTube link such as https://youtu.be/… .',
      ],
      [{ title: '   ' }, 'title', 'Enter a title.'],
      [{ category: 'cooking' }, 'category', 'Choose one of the categories.'],
      [{ language: 'klingon' }, 'language', 'Choose one of the languages.'],
      [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags', 'Add at most 10 tags.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/videos/',
        headers: bearer(token),
        payload: { ...base, ...change },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors?.[field], field).toEqual([message]);
    }
  });
});

describe('POST classes-interest/', () => {
  const valid = {
    categories: ['yoga', 'sanskrit'],
    age_ranges: ['8-12'],
    time_zone: 'Asia/Kolkata',
    email: 'asha@example.test',
    consent: true,
    language: 'hi',
  };

  it('stores the choices and mails a confirmation in the sender’s language', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/classes-interest/', payload: valid });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await smtp.waitFor('asha@example.test');
    expect(mail.subject).toMatch(/लाइव/);
    expect(mail.text).toMatch(/^नमस्ते,/);

    // Sending again updates the same row.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/classes-interest/',
      payload: { ...valid, email: 'ASHA@example.test', categories: ['meditation'] },
    });
    const rows = await ctx.database.db.select().from(classesInterest);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ categories: ['meditation'], ageRanges: ['8-12'], timeZone: 'Asia/Kolkata' });
  });

  it('confirms to the typed address with our own fixed text, the same for every sender', async () => {
    const mails = [];
    for (const [email, choices] of [
      ['first-stranger@example.test', { categories: ['yoga'], age_ranges: ['8-12'], time_zone: 'Asia/Kolkata' }],
      [
        'second-stranger@example.test',
        { categories: ['sanskrit', 'meditation'], age_ranges: ['36-59'], time_zone: 'Europe/London' },
      ],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/classes-interest/',
        payload: { ...valid, ...choices, email, language: 'en' },
      });
      expect(res.statusCode, res.body).toBe(201);
      mails.push(await smtp.waitFor(email));
    }
    expect(mails[0]!.subject).toBe(mails[1]!.subject);
    expect(mails[0]!.text).toBe(mails[1]!.text);
  });

  it('answers every missing choice with the message of spec section 5', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ categories: [] }, 'categories', 'Please select at least one category.'],
      [{ categories: ['juggling'] }, 'categories.0', 'Please select at least one category.'],
      [{ age_ranges: [] }, 'age_ranges', 'Please select at least one age range.'],
      [{ time_zone: '' }, 'time_zone', 'Please select a time zone.'],
      [{ time_zone: 'Mars/Olympus' }, 'time_zone', 'Please select a time zone.'],
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email.'],
      [{ consent: false }, 'consent', 'Please agree to receive emails.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/classes-interest/',
        payload: { ...valid, ...change },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors?.[field], field).toEqual([message]);
    }
  });
});

describe('thumbnails', () => {
  it('are WebP images drawn by our server, cached for a year', async () => {
    const id = demoYoutubeId(catalogue[0]!.title);
    const res = await ctx.app.inject({ method: 'GET', url: `/media/thumbnails/${id}-320.webp?v=1` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const wide = await ctx.app.inject({ method: 'GET', url: `/media/thumbnails/${id}-640.webp` });
    expect(wide.rawPayload.length).toBeGreaterThan(res.rawPayload.length);
    for (const file of [`${id}-100.webp`, 'zzzzzzzzzzz-320.webp', '../../etc-320.webp']) {
      const miss = await ctx.app.inject({ method: 'GET', url: `/media/thumbnails/${encodeURIComponent(file)}` });
      expect(miss.statusCode, file).toBe(404);
    }
  });
});

describe('GET videos/pulse/', () => {
  it('counts members and the plays of the last week from the events', async () => {
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/videos/pulse/' })).json();
    const { answer } = await register(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/events/batch-events/',
      headers: bearer(answer.access),
      payload: {
        events: [
          {
            id: crypto.randomUUID(),
            event_type: 'video_start',
            event_data: { video_id: 1 },
            timestamp: new Date().toISOString(),
            retryCount: 0,
          },
        ],
      },
    });
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/videos/pulse/' })).json();
    expect(after).toEqual({ members: before.members + 1, plays_this_week: before.plays_this_week + 1 });
  });
});
