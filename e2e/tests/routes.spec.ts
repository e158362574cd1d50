import { LANGUAGES, expect, navigateInApp, test, titleOf } from '../fixtures';
import { ROUTES, withLang } from './routes';

// Every route of section 2 answers in every language with its title and a heading; a signed-out
// visitor on a route that needs sign-in sees the login page instead. The routes go in groups, so
// that each test stays short.
const GROUP = 10;
const groups = Array.from({ length: Math.ceil(ROUTES.length / GROUP) }, (_, i) =>
  ROUTES.slice(i * GROUP, (i + 1) * GROUP),
);

// English and Hindi go through the same routes with axe in accessibility.spec.ts.
for (const lang of LANGUAGES.filter((l) => l !== 'en' && l !== 'hi')) {
  groups.forEach((group, index) => {
    test(`routes ${index * GROUP + 1}–${index * GROUP + group.length} in ${lang} have their title and a heading`, async ({
      page,
    }) => {
      await page.goto(withLang(lang, ''));
      await expect(page).toHaveTitle(titleOf(lang, 'home'));
      for (const route of group) {
        await navigateInApp(page, withLang(lang, route.path));
        const shown =
          route.access === 'auth' || route.access === 'creator' || route.access === 'admin' ? 'login' : route.title;
        await expect(page, `${lang}/${route.path}`).toHaveTitle(titleOf(lang, shown));
        await expect(page.locator('main h1')).toBeVisible();
      }
    });
  });
}

test('an unknown page inside a language says so, in that language', async ({ page }) => {
  await page.goto('/ta/no-such-page');
  await expect(page).toHaveTitle(titleOf('ta', 'not_found'));
  await expect(page.locator('main h1')).toBeVisible();
});

test('the server sends <html lang> for the path and the app keeps it current', async ({ page, request }) => {
  const html = await (await request.get('/kn/classes')).text();
  expect(html).toContain('<html lang="kn"');
  await page.goto('/kn/classes');
  await expect(page.locator('html')).toHaveAttribute('lang', 'kn');
});
