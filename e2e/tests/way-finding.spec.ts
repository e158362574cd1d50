import type { Page } from '@playwright/test';
import { titleOf, createAccount, expect, LABEL, locale, signIn, test } from '../fixtures';

// Each test walks a flow over several pages, on a machine shared with others: allow it its time.
test.beforeEach(() => test.slow());

const AREAS = [
  ['classes', 'classes'],
  ['poojas', 'poojas'],
  ['travel', 'travel'],
  ['chanting', 'chanting'],
  ['darshan', 'darshan'],
] as const;

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const lang of ['en', 'ta'] as const) {
  test(`every area is in the desktop header under More, by keyboard (${lang})`, async ({ page }) => {
    const common = locale(lang);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/${lang}`);
    const nav = page.getByRole('navigation', { name: common.nav.main });
    const more = nav.getByRole('button', { name: common.nav.more });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    for (const [page_key] of AREAS) await expect(nav.getByRole('link', { name: common.pages[page_key] })).toBeVisible();
    // Escape closes the list and gives the focus back to its button.
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: common.pages.classes })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: common.pages.classes })).toBeHidden();
    await expect(more).toBeFocused();
    // Opened again, a link leads to its area and the list closes.
    await page.keyboard.press('Enter');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: common.pages.chanting })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${lang}/chanting$`));
    await expect(nav.getByRole('link', { name: common.pages.chanting })).toBeHidden();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  });

  test(`every area is in the phone menu at 360 px, without sideways scroll (${lang})`, async ({ page }) => {
    const common = locale(lang);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/${lang}`);
    await page.getByRole('button', { name: common.nav.menu_open }).click();
    const menu = page.locator('#mobile-menu');
    const group = menu.getByRole('list', { name: common.nav.more });
    for (const [page_key] of AREAS)
      await expect(group.getByRole('link', { name: common.pages[page_key] })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await group.getByRole('link', { name: common.pages.travel }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/travel$`));
    await expect(menu).toBeHidden();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
}

test.describe('a new account', () => {
  for (const [lang, width] of [
    ['en', 1280],
    ['ta', 412],
  ] as const) {
    test(`is led from sign-up into practice setup, the code banner above it (${lang}, ${width} px)`, async ({
      page,
    }) => {
      const auth = locale(lang, 'auth');
      const common = locale(lang);
      const username = `seeker_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
      const email = `${username}@example.test`;
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${lang}/register`);
      await page.getByLabel(auth.fields.username).fill(username);
      await page.getByLabel(auth.fields.email).fill(email);
      await page.getByLabel(auth.fields.password, { exact: true }).fill('lotus-feet-108');
      await page.locator('main form').getByRole('checkbox').check();
      await page.getByRole('button', { name: auth.actions.register }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/daily-dharma/setup\\?from=register$`));
      await expect(page.locator('main h1')).toHaveText(common.pages.practice_setup);
      await expect(page.getByText(auth.verify.banner.replace('{{email}}', email))).toBeVisible();
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('a missing post', () => {
  for (const [lang, width] of [
    ['en', 1280],
    ['ta', 412],
  ] as const) {
    test(`says so once and offers a way on (${lang}, ${width} px)`, async ({ page }) => {
      const community = locale(lang, 'community');
      const common = locale(lang);
      await page.setViewportSize({ width, height: 900 });
      const asked: string[] = [];
      page.on('request', (r) => {
        if (/\/api\/posts\/987654321\//.test(r.url())) asked.push(r.url());
      });
      // Opened from inside the app, as from a link in a post or a notification.
      await page.goto(`/${lang}/community`);
      await expect(page.locator('main h1')).toBeVisible();
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/${lang}/posts/987654321`);
      await expect(page.getByRole('alert')).toHaveText(community.empty.post_not_found);
      const main = page.locator('main');
      await expect(main.getByRole('link', { name: community.missing_post.to_community })).toHaveAttribute(
        'href',
        `/${lang}/community`,
      );
      // A search for a community, right there.
      await main.getByRole('searchbox', { name: community.search.label }).fill('Bhakti');
      await expect(main.locator(`a[href^="/${lang}/communities/bhakti"]`).first()).toBeVisible();
      expect(asked).toHaveLength(1);
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

      await main.getByRole('link', { name: community.missing_post.to_community }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/community$`));
      await expect(page.locator('main h1')).toHaveText(common.pages.community);
    });
  }

  test('offers a signed-in member their feed', async ({ page, request }) => {
    const { answer } = await createAccount(request);
    await signIn(page, answer);
    await page.goto('/en/posts/987654321');
    const community = locale('en', 'community');
    await expect(page.getByRole('alert')).toHaveText(community.empty.post_not_found);
    await page.locator('main').getByRole('link', { name: community.landing.view_feed }).click();
    await expect(page).toHaveURL(/\/en\/feed$/);
  });
});

test.describe('a pooja booking with mistakes', () => {
  for (const [lang, width] of [
    ['en', 1280],
    ['ta', 412],
  ] as const) {
    test(`puts the focus on the first field to mend, not on the days (${lang}, ${width} px)`, async ({
      page,
      request,
    }) => {
      const t = locale(lang, 'poojas');
      const { answer } = await createAccount(request);
      await signIn(page, answer);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${lang}/poojas/tulsi-archana-vrindavan`);
      const days = page.locator('main button[aria-pressed]');
      await expect(days.nth(1)).toBeVisible({ timeout: 15_000 });
      await days.nth(1).click();
      await expect(page).toHaveURL(/[?&]day=\d{4}-\d{2}-\d{2}/);
      await page.getByRole('button', { name: t.book.continue }).click();
      await expect(page.getByText(t.errors.fields.devoteeName)).toBeVisible();
      await expect(page.getByLabel(t.book.devotee_name, { exact: true })).toBeFocused();
      await expect(page.getByLabel(t.book.devotee_name, { exact: true })).toBeInViewport();

      // Named, the next mistake is the prasad's address: the focus goes there.
      await page.getByLabel(t.book.devotee_name, { exact: true }).fill('Meera Sharma');
      await page.getByRole('checkbox', { name: t.prasad.ask }).check();
      await page.getByRole('button', { name: t.book.continue }).click();
      await expect(page.getByLabel(t.prasad.fields.name)).toBeFocused();
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('a video opened from the list', () => {
  const cards = (page: Page) => page.locator('main ul li article:has(h3):has(button)');
  /** The player never reaches YouTube from the tests. */
  const stubYouTube = (page: Page) =>
    page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );

  for (const [lang, width] of [
    ['en', 1280],
    ['ta', 412],
  ] as const) {
    test(`closes with Back, on the list where it was, and leads to its own page (${lang}, ${width} px)`, async ({
      page,
    }) => {
      const t = locale(lang, 'videos');
      await stubYouTube(page);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/${lang}/videos`);
      const card = cards(page).nth(4);
      await card.scrollIntoViewIfNeeded();
      const title = (await card.locator('h3').textContent())!;
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(0);
      await card.getByRole('button').first().click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();

      // The phone's Back closes the modal and stays on the list, where it was.
      await page.goBack();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/${lang}/videos$`));
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

      // Opened again, it links to the video's own page; Back from there returns to the list.
      await card.getByRole('button').first().click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('link', { name: t.player.own_page }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/video/\\d+$`));
      await expect(page.locator('main h1')).toHaveText(title);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/${lang}/videos$`));
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(card).toBeInViewport();
    });
  }

  test('shares its page: the phone’s share sheet where there is one, else the link is copied', async ({
    page,
    context,
  }) => {
    const t = locale('en', 'videos');
    await stubYouTube(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/en/videos');
    const card = cards(page).first();
    const title = (await card.locator('h3').textContent())!;
    await card.getByRole('button').first().click();
    const dialog = page.getByRole('dialog', { name: title });
    const own = await dialog.getByRole('link', { name: t.player.own_page }).getAttribute('href');

    // No share sheet here (a desktop browser): the link is copied and the person is told.
    await dialog.getByRole('button', { name: t.player.share }).click();
    await expect(page.getByText(t.player.link_copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `http://localhost:${new URL(page.url()).port}${own}`,
    );

    // With a share sheet (a phone), the sheet gets the title and the link.
    await page.evaluate(() => {
      (window as unknown as { shared: unknown[] }).shared = [];
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: unknown) => {
          (window as unknown as { shared: unknown[] }).shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await dialog.getByRole('button', { name: t.player.share }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
      .toEqual([{ title, url: expect.stringMatching(new RegExp(`${own}$`)) }]);
  });
});

test.describe('the scrolled video list', () => {
  for (const [lang, width] of [
    ['en', 1280],
    ['ta', 412],
  ] as const) {
    test(`Back and a reload return to where the person was (${lang}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/${lang}/videos`);
      const cards = page.locator('main ul li article:has(h3):has(button)');
      await expect(cards.first()).toBeVisible();
      const firstCount = await cards.count();
      // Scroll until infinite scroll has added a page, then look at a card of that page.
      await expect(async () => {
        await page.mouse.wheel(0, 4000);
        expect(await cards.count()).toBeGreaterThan(firstCount);
      }).toPass();
      const card = cards.nth(firstCount + 2);
      await card.scrollIntoViewIfNeeded();
      const title = (await card.locator('h3').textContent())!;
      const seen = page.locator('main h3', { hasText: title }).first();
      await expect(seen).toBeInViewport();

      // Leaving for another page (the header's home link, at hand on every screen) and coming back.
      await page.getByRole('link', { name: locale(lang).nav.home_link.replace('{{label}}', LABEL) }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}$`));
      // The home page is shown (its title is set once it has rendered) before the person goes back, as
      // a person would see it: Back while it is still on its way leaves the list as it was.
      await expect(page).toHaveTitle(titleOf(lang, 'home'), { timeout: 15_000 });
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/${lang}/videos$`));
      await expect(seen).toBeInViewport();

      // A reload (as when coming back from another site) returns there too.
      await page.reload();
      await expect(seen).toBeInViewport();
    });
  }
});
