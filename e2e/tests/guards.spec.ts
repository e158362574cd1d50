import { createAccount, expect, locale, signIn, test, titleOf } from '../fixtures';
import { needsSignIn, ROUTES, withLang } from './routes';

const pathOf = (url: URL) => `${url.pathname}${url.search}`;

test.describe('signed out', () => {
  // In groups, each in one tab: a new tab per route cost the browser suite four minutes of set-up.
  const protectedRoutes = ROUTES.filter(needsSignIn);
  const GROUP = 12;
  for (let first = 0; first < protectedRoutes.length; first += GROUP) {
    const group = protectedRoutes.slice(first, first + GROUP);
    test(`routes ${first + 1}–${first + group.length} that need sign-in ask to log in and remember the page`, async ({
      page,
    }) => {
      for (const route of group) {
        const target = `${withLang('hi', route.path)}?tab=2`;
        await page.goto(target);
        await expect(page, route.path).toHaveURL(
          (url) => pathOf(url) === `/hi/login?redirect=${encodeURIComponent(target)}`,
        );
        await expect(page, route.path).toHaveTitle(titleOf('hi', 'login'));
      }
    });
  }

  test('the header offers Log in and the Daily Practice link goes to daily-dharma', async ({ page }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Daily Practice' })).toHaveAttribute('href', '/en/daily-dharma');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});

test.describe('signed in as a user', () => {
  test.beforeEach(async ({ page, request }) => signIn(page, (await createAccount(request)).answer));

  test('login and register send the user home, or to a redirect path on this site', async ({ page }) => {
    await page.goto('/en/login');
    await expect(page).toHaveURL(/\/en$/);
    await page.goto('/en/register?redirect=%2Fen%2Ffeed');
    await expect(page).toHaveURL(/\/en\/feed$/);
    await page.goto('/en/login?redirect=%2F%2Fevil.example%2F');
    await expect(page).toHaveURL((url) => url.host === new URL(page.url()).host && url.pathname === '/en');
    await page.goto('/en/creator/login');
    await expect(page).toHaveURL(/\/en$/);
  });

  test('login sends the user on to a redirect in Devanagari, and home from a tab variant of another site', async ({
    page,
  }) => {
    const search = '/hi/classes/explore?q=योग';
    await page.goto(`/hi/login?redirect=${encodeURIComponent(search)}`);
    await expect(page).toHaveURL(
      (url) => url.pathname === '/hi/classes/explore' && url.searchParams.get('q') === 'योग',
    );
    await expect(page).toHaveTitle(titleOf('hi', 'classes_explore'));
    await page.goto(`/hi/login?redirect=${encodeURIComponent('/hi/समुदाय')}`);
    await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === '/hi/समुदाय');
    for (const variant of ['/%09/evil.example', '%2F%09%2Fevil.example', '/%0A/evil.example']) {
      await page.goto(`/en/login?redirect=${variant}`);
      await expect(page, variant).toHaveURL((url) => url.host === new URL(page.url()).host && url.pathname === '/en');
      await expect(page).toHaveTitle(titleOf('en', 'home'));
    }
  });

  test('auth routes open', async ({ page }) => {
    await page.goto('/en/feed');
    await expect(page).toHaveTitle(titleOf('en', 'feed'));
    await page.goto('/en/profile');
    await expect(page).toHaveTitle(titleOf('en', 'profile'));
  });

  test('the insights page sends a non-admin home', async ({ page }) => {
    await page.goto('/en/admin/insights');
    await expect(page).toHaveURL(/\/en$/);
  });

  test('creator pages send a non-creator home, and creator/profile to profile', async ({ page }) => {
    await page.goto('/en/creator/classes');
    await expect(page).toHaveURL(/\/en$/);
    await page.goto('/en/creator/retreats/3/edit');
    await expect(page).toHaveURL(/\/en$/);
    await page.goto('/en/creator/profile');
    await expect(page).toHaveURL(/\/en\/profile$/);
  });

  test('without practices the Daily Practice link goes to setup', async ({ page }) => {
    await page.goto('/en');
    const link = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Daily Practice' });
    await expect(link).toHaveAttribute('href', '/en/daily-dharma/setup');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Account menu for / })
      .click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Profile', exact: true })).toHaveAttribute(
      'href',
      '/en/profile',
    );
  });
});

test.describe('signed in with practices', () => {
  test.beforeEach(async ({ page, request }) =>
    signIn(page, (await createAccount(request)).answer, { hasPractices: true }),
  );

  test('the header names the tracker and goes to it', async ({ page }) => {
    await page.goto('/en');
    const link = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'My Daily Practice' });
    await expect(link).toHaveAttribute('href', '/en/daily-dharma/tracker');
  });

  test('setup sends them to the tracker unless a from, preset or practices query says otherwise', async ({ page }) => {
    await page.goto('/en/daily-dharma/setup');
    await expect(page).toHaveURL(/\/en\/daily-dharma\/tracker$/);
    for (const query of ['from=tracker', 'from=home', 'preset=morning', 'practices=japa']) {
      await page.goto(`/en/daily-dharma/setup?${query}`);
      await expect(page).toHaveURL(new RegExp(`/en/daily-dharma/setup\\?${query}$`));
      await expect(page).toHaveTitle(titleOf('en', 'practice_setup'));
    }
  });
});

test.describe('signed in as a creator', () => {
  test('a tutor lands on the dashboard from the logins and register, and sees the creator navigation', async ({
    page,
    request,
  }) => {
    // Six pages, each a first visit: allow three times the usual time on a busy machine.
    test.slow();
    await signIn(page, (await createAccount(request, { creator_type: 'tutor' })).answer);
    for (const from of ['/en/login', '/en/creator/register', '/en/retreat/login']) {
      await page.goto(from);
      await expect(page).toHaveURL(/\/en\/creator$/);
    }
    await expect(page).toHaveTitle(titleOf('en', 'creator'));
    // A page that asked them to log in is where they come back to; profile is still the creator profile.
    await page.goto('/en/login?redirect=%2Fen%2Fcreator%2Fbookings');
    await expect(page).toHaveURL(/\/en\/creator\/bookings$/);
    await page.goto('/en/profile');
    await expect(page).toHaveURL(/\/en\/creator\/profile$/);
    const nav = page.getByRole('navigation', { name: 'Creator navigation' });
    const en = locale('en').nav;
    for (const [name, href] of [
      [en.creator_dashboard, '/en/creator'],
      [en.creator_profile, '/en/creator/profile'],
      [en.availability, '/en/creator/availability'],
      [en.my_classes, '/en/creator/classes'],
      [en.class_bookings, '/en/creator/bookings'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    // The way back to the rest of the site: videos, the daily practice and the community.
    const areas = page.getByRole('navigation', { name: en.areas });
    for (const [name, href] of [
      [en.videos, '/en/videos'],
      [en.daily_practice, '/en/daily-dharma/setup'],
      [en.community, '/en/community'],
    ]) {
      await expect(areas.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await page.goto('/en/creator/bookings');
    await expect(page).toHaveTitle(titleOf('en', 'creator_bookings'));
  });

  test('a retreat representative lands on the dashboard, and on a phone the menu leads back to the site', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 412, height: 915 });
    await signIn(page, (await createAccount(request, { creator_type: 'retreat_rep' })).answer);
    await page.goto('/bn/retreat/login');
    await expect(page).toHaveURL(/\/bn\/creator$/);
    await expect(page).toHaveTitle(titleOf('bn', 'creator'));
    const bn = locale('bn').nav;
    // On a phone the creator navigation folds into the menu like the normal one: nothing runs off the side.
    await expect(page.getByRole('navigation', { name: bn.creator })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
    await page.getByRole('button', { name: bn.menu_open }).click();
    // Retreat representatives see the retreat host's navigation instead of the normal one.
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: bn.my_retreats, exact: true })).toHaveAttribute(
      'href',
      '/bn/creator/retreats',
    );
    await expect(page.getByRole('navigation', { name: bn.main })).toHaveCount(0);
    const areas = menu.getByRole('navigation', { name: bn.areas });
    await expect(areas.getByRole('link', { name: bn.videos, exact: true })).toBeVisible();
    await expect(areas.getByRole('link', { name: bn.daily_practice, exact: true })).toBeVisible();
    await areas.getByRole('link', { name: bn.community, exact: true }).click();
    await expect(page).toHaveURL(/\/bn\/community$/);
  });
});
