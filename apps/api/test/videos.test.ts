import type { Video } from '@sangam/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { classesInterest, events, searchWords, users } from '../src/db/schema';
import { storedKeys } from '../src/lib/search';
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
const ids = (page: Page) => page.results.map((v) => v.id);

/** The bearer header of a new account of that role. */
async function signedIn(role: 'user' | 'creator' | 'editor' | 'admin'): Promise<Record<string, string>> {
  const { answer } = await register(ctx.app, role === 'creator' ? { creator_type: 'tutor' } : {});
  if (role === 'editor' || role === 'admin') {
    await ctx.database.db.update(users).set({ role }).where(eq(users.id, answer.user.id));
  }
  return bearer(answer.access);
}

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
    expect(video.thumbnailUrl).toMatch(/^\/media\/thumbnails\/[\w-]{11}-480\.webp\?v=\d+-[\w-]+$/);
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

  it('a search that finds nothing suggests the nearest spellings; one that finds something does not', async () => {
    const none = (await search('gansha')) as Page & { suggestions?: string[] };
    expect(none.count).toBe(0);
    expect(none.suggestions).toContain('Ganesha');
    expect((await search('qwrtplk')) as Page & { suggestions?: string[] }).toMatchObject({
      count: 0,
      suggestions: [],
    });
    expect('suggestions' in (await search('ganesha'))).toBe(false);
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
  it('an editor adds a video by any YouTube link form; it is listed and searchable at once', async () => {
    const editor = await signedIn('editor');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/videos/',
      headers: editor,
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
      headers: editor,
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
    expect(after).toEqual({
      members: before.members + 1,
      plays_this_week: before.plays_this_week + 1,
      meaningful: false,
    });
  });

  it('calls its numbers worth saying only from a hundred members and two hundred plays a week', async () => {
    const db = ctx.app.ctx.db;
    const { members, plays_this_week: plays } = (
      await ctx.app.inject({ method: 'GET', url: '/api/videos/pulse/' })
    ).json();
    const addPlays = (n: number) =>
      db.insert(events).values(
        Array.from({ length: n }, () => ({
          id: crypto.randomUUID(),
          eventType: 'video_start',
          occurredAt: new Date(),
          data: { video_id: 1 },
        })),
      );
    const addMembers = (n: number) =>
      db
        .insert(users)
        .values(Array.from({ length: n }, (_, i) => ({ username: `pulse_${i}`, email: `pulse_${i}@example.test` })));
    await addPlays(199 - plays);
    await addMembers(100 - members);
    const short = (await ctx.app.inject({ method: 'GET', url: '/api/videos/pulse/' })).json();
    expect(short).toEqual({ members: 100, plays_this_week: 199, meaningful: false });
    await addPlays(1);
    const enough = (await ctx.app.inject({ method: 'GET', url: '/api/videos/pulse/' })).json();
    expect(enough).toEqual({ members: 100, plays_this_week: 200, meaningful: true });
  });
});

describe('review: creators submit, editors publish (issue 20)', () => {
  let sequence = 0;
  /** A new video's fields with a YouTube id of its own. */
  const fields = (overrides: Record<string, unknown> = {}) => ({
    youtube_url: `https://youtu.be/Review${String(++sequence).padStart(5, '0')}`,
    title: `Review video ${sequence}`,
    category: 'bhajan',
    language: 'hindi',
    ...overrides,
  });
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, headers = {}, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const detail = (id: number | string) => send('GET', `/api/videos/${id}/video/`);
  /** A creator's submission; answers its id. */
  async function submitted(creator: Record<string, string>, overrides: Record<string, unknown> = {}) {
    const res = await send('POST', '/api/videos/', creator, fields(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  }

  it("a creator's video waits for an editor: not listed, searched or shown until it is published", async () => {
    const creator = await signedIn('creator');
    const editor = await signedIn('editor');
    const before = await list('');
    const res = await send(
      'POST',
      '/api/videos/',
      creator,
      fields({
        title: 'Govinda jaya jaya, Gopala jaya jaya',
        tags: ['Nama Sankirtan'],
        category: 'kids',
        is_kids: true,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const video = res.json();
    expect(video).toMatchObject({ status: 'pending', review_note: '', is_kids: true, reviewed_at: null });

    expect((await list('')).count).toBe(before.count);
    expect(ids(await list(''))).not.toContain(video.id);
    expect(ids(await list('?q=govinda%20gopala'))).not.toContain(video.id);
    expect(ids(await list('?category=kids&page_size=50'))).not.toContain(video.id);
    expect(ids(await list('?child_anime_filter=true&page_size=50'))).not.toContain(video.id);
    const kidsTags = (await send('GET', '/api/videos/tags/?category=kids')).json() as Array<{ name: string }>;
    expect(kidsTags.map((t) => t.name)).not.toContain('Nama Sankirtan');
    for (const id of [video.id, video.youtube_id]) {
      const page = await detail(id);
      expect(page.statusCode).toBe(404);
      expect(page.json().detail).toBe('Video not found.');
    }
    // The console shows its picture, drawn like every other.
    expect((await send('GET', video.thumbnailUrl)).statusCode).toBe(200);

    // The kids' flag was the creator's suggestion: the editor decides it, then publishes.
    const edited = await send('PATCH', `/api/admin/videos/${video.id}/`, editor, { is_kids: false });
    expect(edited.json()).toMatchObject({ status: 'pending', is_kids: false });
    const published = await send('POST', `/api/admin/videos/${video.id}/publish/`, editor);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', reviewed_at: expect.any(String) });

    expect((await list('')).count).toBe(before.count + 1);
    expect(ids(await list(''))[0]).toBe(video.id);
    expect(ids(await list('?q=govinda%20gopala'))).toContain(video.id);
    expect(ids(await list('?child_anime_filter=true&page_size=50'))).not.toContain(video.id);
    expect((await detail(video.id)).json()).toMatchObject({ id: video.id, is_kids: false });
    expect(
      ((await send('GET', '/api/videos/tags/?category=kids')).json() as Array<{ name: string }>).map((t) => t.name),
    ).toContain('Nama Sankirtan');

    const again = await send('POST', `/api/admin/videos/${video.id}/publish/`, editor);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This video is already published.');
  });

  it('a creator reads why an editor rejected a video; nobody else reads their submissions', async () => {
    const creator = await signedIn('creator');
    const editor = await signedIn('editor');
    const id = await submitted(creator, { title: 'My channel trailer' });

    for (const body of [{}, { reason: '   ' }]) {
      const refused = await send('POST', `/api/admin/videos/${id}/reject/`, editor, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.reason).toEqual(['Write the reason the person will read.']);
    }
    const reason = 'A trailer of a channel is not a teaching: please send the talk itself.';
    const rejected = await send('POST', `/api/admin/videos/${id}/reject/`, editor, { reason });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', review_note: reason });
    expect((await send('POST', `/api/admin/videos/${id}/reject/`, editor, { reason })).statusCode).toBe(409);
    expect((await detail(id)).statusCode).toBe(404);

    const mine = await send('GET', '/api/creators/me/videos/', creator);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json()).toMatchObject({ count: 1, next: null, previous: null });
    const [row] = mine.json().results;
    expect(row).toMatchObject({ id, title: 'My channel trailer', status: 'rejected', review_note: reason });
    expect(row).not.toHaveProperty('added_by');

    const stranger = await send('GET', '/api/creators/me/videos/', await signedIn('creator'));
    expect(stranger.json().count).toBe(0);
    expect((await send('GET', '/api/creators/me/videos/', await signedIn('user'))).statusCode).toBe(403);
    expect((await send('GET', '/api/creators/me/videos/')).statusCode).toBe(401);
  });

  it('unpublishing takes a video out of the library, and publishing brings it back', async () => {
    const editor = await signedIn('editor');
    const title = 'हनुमान चालीसा — सामूहिक पाठ';
    const { id } = (await detail(demoYoutubeId(title))).json() as Video;
    const count = (await list('')).count;

    const res = await send('POST', `/api/admin/videos/${id}/unpublish/`, editor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('unpublished');
    expect((await detail(id)).statusCode).toBe(404);
    expect((await list('')).count).toBe(count - 1);
    expect(titles(await list('?q=hanuman%20chalisa'))).not.toContain(title);
    expect(ids(await list('?category=bhajan&page_size=50'))).not.toContain(id);
    const twice = await send('POST', `/api/admin/videos/${id}/unpublish/`, editor);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe('Only a published video can be unpublished.');

    expect((await send('POST', `/api/admin/videos/${id}/publish/`, editor)).statusCode).toBe(200);
    expect((await detail(id)).statusCode).toBe(200);
    expect(titles(await list('?q=hanuman%20chalisa'))).toContain(title);
  });

  it('an editor adds a video published at once, and deletes it for good', async () => {
    const editor = await signedIn('editor');
    const added = await send('POST', '/api/admin/videos/', editor, fields({ title: 'Ganga aarti at Dashashwamedh' }));
    expect(added.statusCode, added.body).toBe(201);
    const video = added.json();
    expect(video).toMatchObject({ status: 'published', position: 0, added_by: { id: expect.any(Number) } });
    expect(ids(await list(''))[0]).toBe(video.id);

    const gone = await send('DELETE', `/api/admin/videos/${video.id}/`, editor);
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe('');
    expect((await detail(video.id)).statusCode).toBe(404);
    expect(ids(await list(''))).not.toContain(video.id);
    const searched = await send('GET', `/api/admin/videos/?q=${encodeURIComponent('Dashashwamedh')}`, editor);
    expect(searched.json().count).toBe(0);
    expect((await send('DELETE', `/api/admin/videos/${video.id}/`, editor)).statusCode).toBe(404);
    expect((await send('PATCH', `/api/admin/videos/${video.id}/`, editor, { title: 'x' })).statusCode).toBe(404);
  });

  it('an edit changes only the fields sent, and search follows the new words', async () => {
    const editor = await signedIn('editor');
    const added = await send(
      'POST',
      '/api/admin/videos/',
      editor,
      fields({ title: 'Morning raga for Surya', description: 'Sung at sunrise by the river.', tags: ['Aarti'] }),
    );
    const { id } = added.json();
    const res = await send('PATCH', `/api/admin/videos/${id}/`, editor, { title: 'Sandhya aarti of Kashi' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Sandhya aarti of Kashi',
      description: 'Sung at sunrise by the river.',
      category: { slug: 'bhajan' },
      language: { code: 'hi' },
      tags: [{ slug: 'aarti' }],
      is_kids: false,
    });
    expect(ids(await list('?q=kashi%20sandhya'))).toContain(id);
    expect(ids(await list('?q=morning%20raga%20surya'))).not.toContain(id);

    const before = res.json().thumbnailUrl;
    const moved = await send('PATCH', `/api/admin/videos/${id}/`, editor, { tags: ['Shiva'], category: 'festivals' });
    expect(moved.json()).toMatchObject({ category: { slug: 'festivals' }, tags: [{ slug: 'shiva' }] });
    // The artwork's palette follows the category: a browser's year-long copy must not be reused.
    expect(moved.json().thumbnailUrl).not.toBe(before);
    expect(ids(await list('?tag=shiva&page_size=50'))).toContain(id);
    expect(ids(await list('?tag=aarti&page_size=50'))).not.toContain(id);
    expect(ids(await list('?category=festivals&page_size=50'))).toContain(id);

    for (const [body, field, message] of [
      [{ category: 'cooking' }, 'category', 'Choose one of the categories.'],
      [{ language: 'klingon' }, 'language', 'Choose one of the languages.'],
      [{ title: '  ' }, 'title', 'Enter a title.'],
    ] as const) {
      const bad = await send('PATCH', `/api/admin/videos/${id}/`, editor, body);
      expect(bad.statusCode, field).toBe(400);
      expect(bad.json().errors[field], field).toEqual([message]);
    }
  });

  it("a hidden video's words stay out of the lexicon of close spellings", async () => {
    const creator = await signedIn('creator');
    const editor = await signedIn('editor');
    const id = await submitted(creator, { title: 'Kalabhairava Ashtakam' });
    const words = storedKeys('Kalabhairava');
    const inLexicon = async () =>
      (await ctx.database.db.select().from(searchWords).where(inArray(searchWords.word, words))).length > 0;
    expect(await inLexicon()).toBe(false);
    await send('POST', `/api/admin/videos/${id}/publish/`, editor);
    expect(await inLexicon()).toBe(true);
    // A close spelling finds it through the lexicon.
    expect(ids(await list('?q=kalabhairav'))).toContain(id);
    await send('POST', `/api/admin/videos/${id}/unpublish/`, editor);
    expect(await inLexicon()).toBe(false);
  });

  it('editors place videos first within a category; the others follow newest first', async () => {
    const editor = await signedIn('editor');
    const order = (slug: string, videoIds: number[]) =>
      send('PUT', `/api/admin/categories/${slug}/order/`, editor, { video_ids: videoIds });
    const bhajans = ids(await list('?category=bhajan&page_size=50'));
    const placed = [bhajans[5]!, bhajans[2]!];

    const res = await order('bhajan', placed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ video_ids: placed });
    expect(ids(await list('?category=bhajan&page_size=50'))).toEqual([
      ...placed,
      ...bhajans.filter((id) => !placed.includes(id)),
    ]);
    // Only a category's list is placed; the whole library stays newest first.
    const dates = (await list('')).results.map((v) => v.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const inConsole = await send('GET', '/api/admin/videos/?status=published&category=bhajan&page_size=3', editor);
    expect(inConsole.json().results.map((v: { id: number; position: number }) => [v.id, v.position])).toEqual([
      [placed[0], 1],
      [placed[1], 2],
      [bhajans[0], 0],
    ]);

    const story = ids(await list('?category=stories'))[0]!;
    const pending = await submitted(await signedIn('creator'), { category: 'bhajan' });
    for (const videoIds of [[story], [pending], [placed[0]!, placed[0]!], [999_999]]) {
      const bad = await order('bhajan', videoIds);
      expect(bad.statusCode, JSON.stringify(videoIds)).toBe(400);
      expect(bad.json().errors.video_ids).toHaveLength(1);
    }
    expect((await order('no-such-category', [])).statusCode).toBe(404);

    // A video that leaves the library gives up its place.
    await send('POST', `/api/admin/videos/${placed[0]}/unpublish/`, editor);
    await send('POST', `/api/admin/videos/${placed[0]}/publish/`, editor);
    expect(ids(await list('?category=bhajan'))[0]).toBe(placed[1]);

    expect((await order('bhajan', [])).statusCode).toBe(200);
    expect(ids(await list('?category=bhajan&page_size=50'))).toEqual(bhajans);
  });

  it('the console lists every state, the review queue oldest first, for editors only', async () => {
    const creator = await signedIn('creator');
    const editor = await signedIn('editor');
    const first = await submitted(creator, { title: 'Vishnu Sahasranama, the first hundred names' });
    const second = await submitted(creator, { title: 'Vishnu Sahasranama, the second hundred names' });

    const queue = await send('GET', '/api/admin/videos/?status=pending&page_size=100', editor);
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.headers['cache-control']).toBe('no-store');
    const pending = queue.json().results as Array<{ id: number; status: string; added_by: { id: number } }>;
    expect(pending.every((v) => v.status === 'pending')).toBe(true);
    const mine = pending.filter((v) => v.id === first || v.id === second).map((v) => v.id);
    expect(mine).toEqual([first, second]);

    const found = await send('GET', '/api/admin/videos/?q=sahasranama%20second', editor);
    expect(found.json().results.map((v: { id: number }) => v.id)).toContain(second);
    const published = await send('GET', '/api/admin/videos/?status=published', editor);
    expect(published.json().count).toBe((await list('')).count);

    expect((await send('GET', '/api/admin/videos/', await signedIn('admin'))).statusCode).toBe(200);
    expect((await send('GET', '/api/admin/videos/', creator)).statusCode).toBe(403);
    expect((await send('GET', '/api/admin/videos/', await signedIn('user'))).statusCode).toBe(403);
    expect((await send('GET', '/api/admin/videos/')).statusCode).toBe(401);
  });

  it('every console action is in the audit log with who did it and what changed', async () => {
    const editorAccount = await register(ctx.app);
    await ctx.database.db.update(users).set({ role: 'editor' }).where(eq(users.id, editorAccount.answer.user.id));
    const editor = bearer(editorAccount.answer.access);
    const id = (await send('POST', '/api/admin/videos/', editor, fields({ title: 'Audited aarti' }))).json().id;
    await send('PATCH', `/api/admin/videos/${id}/`, editor, { title: 'Audited aarti, evening' });
    await send('PUT', '/api/admin/categories/bhajan/order/', editor, { video_ids: [id] });
    await send('POST', `/api/admin/videos/${id}/unpublish/`, editor);
    await send('POST', `/api/admin/videos/${id}/reject/`, editor, { reason: 'Recorded twice.' });
    await send('POST', `/api/admin/videos/${id}/publish/`, editor);
    await send('DELETE', `/api/admin/videos/${id}/`, editor);

    const { username } = editorAccount.account;
    const log = await send('GET', `/api/admin/audit/?actor=${username}`, await signedIn('admin'));
    type Entry = { action: string; target_type: string; target_id: string; before: unknown; after: unknown };
    const entries = (log.json().results as Entry[]).reverse();
    expect(entries.map((e) => [e.target_type, e.target_id])).toEqual([
      ...Array.from({ length: 2 }, () => ['video', String(id)]),
      ['category', 'bhajan'],
      ...Array.from({ length: 4 }, () => ['video', String(id)]),
    ]);
    expect(entries.map((e) => e.action)).toEqual([
      'video.create',
      'video.update',
      'category.order',
      'video.unpublish',
      'video.reject',
      'video.publish',
      'video.delete',
    ]);
    expect(entries.map(({ before, after }) => ({ before, after }))).toEqual([
      { before: null, after: expect.objectContaining({ title: 'Audited aarti', status: 'published' }) },
      { before: { title: 'Audited aarti' }, after: { title: 'Audited aarti, evening' } },
      { before: { video_ids: [] }, after: { video_ids: [id] } },
      { before: { status: 'published', position: 1 }, after: { status: 'unpublished', position: 0 } },
      {
        before: { status: 'unpublished', review_note: '' },
        after: { status: 'rejected', review_note: 'Recorded twice.' },
      },
      {
        before: { status: 'rejected', review_note: 'Recorded twice.' },
        after: { status: 'published', review_note: '' },
      },
      { before: expect.objectContaining({ title: 'Audited aarti, evening', status: 'published' }), after: null },
    ]);
  });
});
