import {
  accountMenuName,
  adminSession,
  createAccount,
  expect,
  expectNoAxeViolations,
  LABEL,
  navigateInApp,
  signIn,
  test,
  titleOf,
} from '../fixtures';
import { needsSignIn, ROUTES, withLang } from './routes';

// Every screen of section 2, in English and Hindi, as a guest sees it and as the right signed-in
// person sees it: zero axe violations. Groups keep each test short; axe takes seconds per page.
test.describe.configure({ timeout: 120_000 });
const GROUP = 10;
/** Pages about one thing: titled by its name once it is there (item-titles.spec.ts), else by the screen. */
const ITEM_SCREENS = new Set([
  'video',
  'pooja',
  'temple',
  'journey',
  'retreat',
  'class_detail',
  'tutor',
  'community_posts',
  'community_modlog',
  'post',
  'person',
  'festivals',
  'festival',
  'calendar_month',
]);
const screenTitle = (lang: string, key: string) =>
  ITEM_SCREENS.has(key)
    ? new RegExp(`^(${titleOf(lang, key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}|.+ · ${LABEL})$`)
    : titleOf(lang, key);
const FIRST_PROTECTED = ROUTES.find(needsSignIn);
const groups = Array.from({ length: Math.ceil(ROUTES.length / GROUP) }, (_, i) =>
  ROUTES.slice(i * GROUP, (i + 1) * GROUP),
);

for (const lang of ['en', 'hi']) {
  groups.forEach((group, index) => {
    test(`axe: routes ${index * GROUP + 1}–${index * GROUP + group.length} in ${lang}, as a guest`, async ({
      page,
    }) => {
      await page.goto(withLang(lang, ''));
      // The router listens for popstate only once the app has rendered: navigating before that is
      // lost (seen on a slow CI machine, where the first route of a group stayed on home).
      await expect(page.locator('main h1')).toBeVisible();
      for (const route of group) {
        await navigateInApp(page, withLang(lang, route.path));
        const shown = needsSignIn(route) ? 'login' : route.title;
        await expect(page).toHaveTitle(screenTitle(lang, shown));
        await expect(page.locator('main h1')).toBeVisible();
        // A guest meets the same login page on every route that needs sign-in: it is checked on the
        // first of them; on the others its title and heading are checked above. Screens as their
        // signed-in people see them have the tests below.
        if (shown !== 'login' || route === FIRST_PROTECTED) await expectNoAxeViolations(page, `${lang}/${route.path}`);
      }
    });
  });

  test(`axe: signed-in screens in ${lang}`, async ({ page, request }) => {
    await signIn(page, (await createAccount(request)).answer);
    await page.goto(withLang(lang, 'profile'));
    // The server renders a guest's page; the profile appears once the browser has read the
    // session and fetched the account, which a busy CI machine has taken more than 7 s to do.
    await expect(page.locator('main h2').first()).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page, `${lang}/profile with the email banner`);
    // The account menu's button, named for its person (not whichever button happens to be last
    // while the header is still filling in).
    await page
      .getByRole('banner')
      .getByRole('button', { name: accountMenuName(lang) })
      .click();
    await expectNoAxeViolations(page, `${lang} account menu open`);
    for (const path of ['feed', 'my-communities', 'saved', 'my-bookings', 'daily-dharma/tracker', 'notifications']) {
      await navigateInApp(page, withLang(lang, path));
      await expect(page.locator('main h1')).toBeVisible();
      await expectNoAxeViolations(page, `${lang}/${path}`);
    }
  });

  test(`axe: the insights page in ${lang}`, async ({ page, request }) => {
    await signIn(page, await adminSession(request));
    await page.goto(withLang(lang, 'admin/insights'));
    await expect(page.locator('main h2').first()).toBeVisible();
    await expectNoAxeViolations(page, `${lang}/admin/insights`);
  });

  test(`axe: the console in ${lang}`, async ({ page, request }) => {
    await signIn(page, await adminSession(request));
    await page.goto(withLang(lang, 'admin'));
    await expect(page.locator('main h2').first()).toBeVisible();
    await expectNoAxeViolations(page, `${lang}/admin`);
    for (const route of ROUTES.filter((r) => r.path.startsWith('admin/') && r.path !== 'admin/insights')) {
      await navigateInApp(page, withLang(lang, route.path));
      await expect(page).toHaveTitle(titleOf(lang, route.title));
      // Each list is read before it is checked: its skeleton, then its items or its empty sentence.
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, `${lang}/${route.path} as an administrator`);
    }
  });

  test(`axe: creator screens in ${lang}`, async ({ page, request }) => {
    await signIn(page, (await createAccount(request, { creator_type: 'tutor' })).answer);
    await page.goto(withLang(lang, 'creator/profile'));
    await expect(page.locator('main h1')).toBeVisible();
    for (const route of ROUTES.filter((r) => r.access === 'creator')) {
      await navigateInApp(page, withLang(lang, route.path));
      await expect(page).toHaveTitle(titleOf(lang, route.title));
      await expectNoAxeViolations(page, `${lang}/${route.path} as a tutor`);
    }
  });
}

test('axe: open widgets and forms with errors', async ({ page }) => {
  await page.goto('/en/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expectNoAxeViolations(page, 'register with field errors');
  await page.getByRole('combobox', { name: 'Language' }).click();
  await expectNoAxeViolations(page, 'language list open');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expectNoAxeViolations(page, 'mobile menu open');
});
