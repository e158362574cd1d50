import type { Page, Request } from '@playwright/test';
import { createAccount, expect, locale, signIn, test } from '../fixtures';

const en = locale('en', 'videos');
const hi = locale('hi', 'videos');

const cards = (page: Page) => page.locator('main ul li article');
const videoCards = (page: Page) =>
  page.locator('main ul li article:has(button)').filter({ hasNot: page.locator('.button') });

/** The player never reaches YouTube from the tests: a blank page stands in for the embed. */
async function stubYouTube(page: Page) {
  const calls: string[] = [];
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    calls.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' });
  });
  return calls;
}

test('category, tag, language and Kids Hub filters narrow the list, each with its own address', async ({ page }) => {
  await page.goto('/en/videos');
  await expect(page.getByText('Page 1 of 4')).toBeVisible();

  await page.getByRole('link', { name: 'Bhajan', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/category\/bhajan$/);
  await expect(page.locator('main h1')).toHaveText('Bhajan');
  const metas = page.locator('main ul li article:has(img) h3 + p');
  await expect(metas.first()).toContainText('Bhajan');
  for (const text of await metas.allTextContents()) expect(text).toContain('Bhajan');

  // A category shows its tags.
  const topics = page.getByRole('heading', { name: en.filters.tags });
  await expect(topics).toBeVisible();
  await page.getByRole('link', { name: '#Krishna' }).click();
  await expect(page).toHaveURL(/\/en\/category\/bhajan\?tag=krishna$/);
  await expect(page.getByRole('link', { name: '#Krishna' })).toHaveAttribute('aria-current', 'true');

  await page.getByRole('link', { name: 'Tamil', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/category\/bhajan\?language=tamil&tag=krishna$/);
  await expect(page.getByText(/^\d+ videos?$/)).toBeVisible();
  for (const text of await metas.allTextContents()) expect(text).toContain('Tamil');

  await page.getByRole('link', { name: en.filters.clear }).click();
  await expect(page).toHaveURL(/\/en\/videos$/);
  // All of them again: the 66 demo videos and any that another test has added meanwhile.
  const all = page.getByText(/^\d+ videos$/);
  await expect(all).toBeVisible();
  expect(Number((await all.textContent())!.split(' ')[0])).toBeGreaterThanOrEqual(66);

  const kids = page.getByRole('switch', { name: en.filters.kids_hub });
  await expect(kids).toHaveAttribute('aria-checked', 'false');
  await kids.click();
  await expect(page).toHaveURL(/\/en\/videos\?child_anime_filter=true$/);
  await expect(kids).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('13 videos')).toBeVisible();
  for (const text of await metas.allTextContents()) expect(text).toContain(en.card.kids);
  // From the keyboard, a switch turns with Space too.
  await kids.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/en\/videos$/);
  await expect(kids).toHaveAttribute('aria-checked', 'false');
});

test('search puts the query in the path and finds titles across scripts; tags hide while searching', async ({
  page,
}) => {
  await page.goto('/en/category/stories');
  await expect(page.getByRole('heading', { name: en.filters.tags })).toBeVisible();
  await page.getByRole('searchbox', { name: en.search.label }).fill('shiv tandav');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/search\/shiv%20tandav\?category=stories$/);
  await expect(page.getByRole('heading', { name: en.filters.tags })).toHaveCount(0);
  await page.getByRole('link', { name: en.filters.all }).first().click();
  await expect(page).toHaveURL(/\/en\/search\/shiv%20tandav$/);
  await expect(page.locator('main h1')).toHaveText('Results for “shiv tandav”');
  await expect(page.getByRole('heading', { name: 'शिव ताण्डव स्तोत्रम्' })).toBeVisible();

  // In Hindi, a Devanagari query finds the English title too; the button submits as well.
  await page.goto('/hi/videos');
  await page.getByRole('searchbox', { name: hi.search.label }).fill('शिव ताण्डव');
  await page.getByRole('button', { name: hi.search.submit }).click();
  await expect(page).toHaveURL(/\/hi\/search\//);
  await expect(page.getByRole('heading', { name: 'Shiva Tandava Stotram: meaning, verse by verse' })).toBeVisible();

  await page.goto('/en/search/zzqqxx');
  await expect(page.getByText(en.library.empty)).toBeVisible();
});

test('paging: every 11th card is the promotion, Next and Previous, and scrolling loads the next page', async ({
  page,
}) => {
  await page.goto('/en/videos');
  await expect(page.getByText('Page 1 of 4')).toBeVisible();
  const items = page.locator('main ul > li:has(article)');
  await expect(items.nth(10)).toContainText(en.promo.title);
  await expect(items.nth(9)).not.toContainText(en.promo.title);
  // The first cards' images load at once, the first three before everything else.
  const images = page.locator('main ul li article img');
  await expect(images.nth(0)).toHaveAttribute('fetchpriority', 'high');
  await expect(images.nth(3)).toHaveAttribute('loading', 'eager');
  await expect(images.nth(6)).toHaveAttribute('loading', 'lazy');
  expect(await images.nth(0).evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/media\/thumbnails\/.+\.webp/,
  );

  // The pager's links are pressed where they stand: scrolling down to them would let infinite
  // scroll append the next pages first (tested below), and on a slow machine keep moving them.
  await page.getByRole('link', { name: en.pager.next }).dispatchEvent('click');
  await expect(page).toHaveURL(/\/en\/videos\?page=2$/);
  await expect(page.getByText('Page 2 of 4')).toBeVisible();
  await page.getByRole('link', { name: en.pager.previous }).dispatchEvent('click');
  await expect(page).toHaveURL(/\/en\/videos$/);
  await expect(items.first()).toBeVisible();

  // Infinite scroll, on a fresh list.
  await page.goto('/en/videos');
  await expect(page.getByText('Page 1 of 4')).toBeVisible();
  const before = await videoCards(page).count();
  // Scroll again if the first wheel landed before the list had its full height. On a busy machine
  // a later wheel may already have appended page 3 or 4 before a check sees page 2.
  await expect(async () => {
    await page.mouse.wheel(0, 20_000);
    await expect(page.getByText(/^Page [2-9] of \d+$/)).toBeVisible({ timeout: 1500 });
  }).toPass();
  expect(await videoCards(page).count()).toBeGreaterThan(before);
  // Positions keep counting over the scrolled list: the 22nd is a promotion too.
  await expect(items.nth(21)).toContainText(en.promo.title);
});

test('a video opens in an accessible modal; YouTube loads only on play, and playback is tracked', async ({ page }) => {
  const youtube = await stubYouTube(page);
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  await page.goto('/en/videos');
  const first = cards(page).first();
  const title = (await first.locator('h3').textContent())!;
  const opener = first.getByRole('button');
  await opener.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: en.player.play })).toBeVisible();
  expect(youtube).toEqual([]);
  expect(requests.some((r) => !r.url().startsWith('http://localhost'))).toBe(false);

  // Focus stays inside the dialog.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  const sent = page.waitForRequest(
    (r) => r.url().endsWith('/api/events/batch-events/') && (r.postData() ?? '').includes('"video_start"'),
  );
  await dialog.getByRole('button', { name: en.player.play }).click();
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/);
  const batch = (await sent).postDataJSON() as {
    events: Array<{ event_type: string; event_data: { video_id: number } }>;
  };
  expect(batch.events.find((e) => e.event_type === 'video_start')!.event_data.video_id).toEqual(expect.any(Number));
  expect(youtube.length).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('the promotion card opens the daily-practice nudge', async ({ page }) => {
  await page.goto('/en/videos');
  await page.getByRole('button', { name: en.promo.action }).first().click();
  const dialog = page.getByRole('dialog', { name: en.nudges.practice.title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: en.nudges.practice.primary }).click();
  await expect(page).toHaveURL(/\/en\/daily-dharma(\/setup)?/);
});

test.describe('nudges', () => {
  test.use({ nudges: true });

  test('a returning visitor who browses for 30 seconds is asked about classes; after two videos, social proof', async ({
    page,
  }) => {
    await stubYouTube(page);
    // A site busy enough for its numbers to mean something (welcome.spec.ts has the quiet one).
    await page.route('**/api/videos/pulse/', (route) =>
      route.fulfill({ json: { members: 12_500, plays_this_week: 3400, meaningful: true } }),
    );
    await page.addInitScript(() => {
      if (window.top !== window || localStorage.getItem('sangam.guest')) return;
      const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString();
      localStorage.setItem(
        'sangam.guest',
        JSON.stringify({ context: 'sanatan-sangam-guest', uuid: crypto.randomUUID(), createdAt: lastWeek }),
      );
      // Already welcomed in this session.
      sessionStorage.setItem(
        'sangam.nudges.session',
        JSON.stringify({ startedAt: new Date().toISOString(), shown: ['welcome'], plays: 0 }),
      );
    });
    await page.clock.install();
    await page.goto('/en/videos');
    await expect(page.getByText('Page 1 of 4')).toBeVisible();
    await page.clock.fastForward(31_000);
    const form = page.getByRole('dialog', { name: en.classes_form.title });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: en.classes_form.not_now }).click();
    await expect(form).toBeHidden();

    for (const n of [0, 1]) {
      const card = videoCards(page).nth(n);
      const title = (await card.locator('h3').textContent())!;
      await card.getByRole('button').click();
      // By name: the social-proof nudge may open as soon as the second video closes.
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByRole('button', { name: en.player.play }).click();
      await expect(dialog.locator('iframe')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    await page.clock.fastForward(1000);
    const social = page.getByRole('complementary', { name: en.nudges.social.title });
    await expect(social).toBeVisible();
    await expect(social).toContainText(/\d+ seekers have joined Sanatan Sangam/);
  });
});

test.describe('the classes-interest form', () => {
  for (const lang of ['en', 'hi'] as const) {
    test(`explains each missing choice, step by step (${lang})`, async ({ page, request }) => {
      const t = locale(lang, 'videos');
      const { answer } = await createAccount(request);
      await signIn(page, answer);
      await page.goto(`/${lang}/videos`);
      await page.getByRole('button', { name: t.nudges.inline_classes.action }).click();
      const form = page.getByRole('dialog', { name: t.classes_form.title });
      await expect(
        form.getByText(t.classes_form.step.replace('{{step}}', '1').replace('{{total}}', '3')),
      ).toBeVisible();

      await form.getByRole('button', { name: t.classes_form.next }).click();
      await expect(form.getByText(t.classes_form.errors.categories)).toBeVisible();
      await form.getByLabel(t.classes_form.categories.yoga).check();
      await form.getByRole('button', { name: t.classes_form.next }).click();

      await expect(form.getByRole('heading', { name: t.classes_form.step2 })).toBeFocused();
      await form.getByRole('button', { name: t.classes_form.next }).click();
      await expect(form.getByText(t.classes_form.errors.age_ranges)).toBeVisible();
      await form.getByRole('button', { name: t.classes_form.back }).click();
      await expect(form.getByLabel(t.classes_form.categories.yoga)).toBeChecked();
      await form.getByRole('button', { name: t.classes_form.next }).click();
      await form.getByLabel(t.classes_form.ages['8-12']).check();
      await form.getByRole('button', { name: t.classes_form.next }).click();

      await form.getByLabel(t.classes_form.time_zone).selectOption({ index: 0 });
      await form.getByLabel(t.classes_form.email, { exact: true }).fill('not-an-email');
      await form.getByRole('button', { name: t.classes_form.submit }).click();
      await expect(form.getByText(t.classes_form.errors.time_zone)).toBeVisible();
      await expect(form.getByText(t.classes_form.errors.email)).toBeVisible();
      await expect(form.getByText(t.classes_form.errors.consent)).toBeVisible();

      await form.getByLabel(t.classes_form.time_zone).selectOption('Asia/Kolkata');
      await form.getByLabel(t.classes_form.email, { exact: true }).fill(answer.user.email);
      await form.getByLabel(t.classes_form.consent).check();
      await form.getByRole('button', { name: t.classes_form.submit }).click();
      await expect(form.getByText(t.classes_form.thanks)).toBeVisible();
    });
  }

  test('Not interested closes it for good', async ({ page, request }) => {
    const { answer } = await createAccount(request);
    await signIn(page, answer);
    await page.goto('/en/videos');
    await page.getByRole('button', { name: en.nudges.inline_classes.action }).click();
    await page.getByRole('dialog').getByRole('button', { name: en.classes_form.not_interested }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.reload();
    // The list is there (how many pages depends on videos other tests add, and on how far the
    // reload's restored scroll position lets the list load).
    await expect(page.getByText(/^Page \d+ of \d+$/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: en.nudges.inline_classes.action })).toHaveCount(0);
  });
});

test('the legacy video page takes our id or a v= id; a missing video says so', async ({ page, request }) => {
  // A demo video (one a creator adds in another test has no description).
  const [video] = (await (await request.get('/api/videos/?language=tamil&page_size=1')).json()).results;
  await page.goto(`/en/video/${video.id}`);
  await expect(page.locator('main h1')).toHaveText(video.title);
  await expect(page.getByText(video.description)).toBeVisible();
  await expect(page.getByRole('button', { name: en.player.play })).toBeVisible();
  await page.goto(`/en/video/v=${video.youtube_id}`);
  await expect(page.locator('main h1')).toHaveText(video.title);
  await page.goto('/en/video/v=zzzzzzzzzzz');
  await expect(page.getByText(en.player.not_found)).toBeVisible();
});

test('a creator is sent to My videos to add a video, an editor to the console', async ({ page, request }) => {
  const { answer } = await createAccount(request, { creator_type: 'tutor' });
  await signIn(page, answer);
  await page.goto('/en/videos');
  await expect(page.getByRole('link', { name: en.add.open })).toHaveAttribute('href', '/en/creator/videos');
});

test('an invalid session is ended on the videos page and leads to login', async ({ page }) => {
  await page.addInitScript(() => {
    if (window.top !== window || sessionStorage.getItem('e2e-bad-session')) return;
    sessionStorage.setItem('e2e-bad-session', '1');
    localStorage.setItem(
      'sangam.session',
      JSON.stringify({
        accessToken: 'not.a.token',
        refreshToken: 'not-a-refresh-token',
        user: { id: 999999, username: 'ghost', email: 'ghost@example.test', role: 'user', creator_type: null },
        hasPractices: false,
      }),
    );
  });
  await page.goto('/en/videos');
  await expect(page).toHaveURL(/\/login/);
});

test('a page past the end of the list leads back to the first, without a pager that counts wrong', async ({ page }) => {
  await page.goto('/en/videos?page=99');
  await expect(page.getByText(en.library.past_end)).toBeVisible();
  await expect(page.getByRole('navigation', { name: en.pager.label })).toHaveCount(0);
  await page.getByRole('link', { name: en.library.first_page }).click();
  await expect(page).toHaveURL(/\/en\/videos$/);
  await expect(page.getByText('Page 1 of 4')).toBeVisible();
});
