import { LANGUAGES, expect, navigateInApp, test, titleOf } from '../fixtures';
import { needsSignIn, ROUTES, withLang } from './routes';

// Every route of section 2 answers in the other eight languages with its title and a heading; a
// signed-out visitor on a route that needs sign-in sees the login page instead. English and Hindi go
// through every route with axe (accessibility.spec.ts). Here the routes are dealt out among the eight
// languages: each route is opened in one of them, each language opens an eighth of the routes, and
// every script is seen without sweeping all 75 routes eight times (the locale files themselves are
// checked key by key in the unit tests).
const OTHERS = LANGUAGES.filter((l) => l !== 'en' && l !== 'hi');
const SHARES = OTHERS.length;

OTHERS.forEach((lang, langIndex) => {
  const share = ROUTES.filter((_, routeIndex) => routeIndex % SHARES === langIndex % SHARES);
  test(`an eighth of the routes in ${lang} have their title and a heading`, async ({ page }) => {
    await page.goto(withLang(lang, ''));
    await expect(page).toHaveTitle(titleOf(lang, 'home'));
    // The router hears in-app navigation once the app has rendered.
    await expect(page.locator('main h1')).toBeVisible();
    for (const route of share) {
      await navigateInApp(page, withLang(lang, route.path));
      const shown = needsSignIn(route) ? 'login' : route.title;
      // A page about one thing is titled by its name (decision 022; item-titles.spec.ts checks which).
      // A guarded route first fetches the login screen's code and texts: on a busy 2-core runner that
      // has taken more than the default 7 s, so this step waits as long as a first page load may.
      const screenTitle = titleOf(lang, shown).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect(page, `${lang}/${route.path}`).toHaveTitle(new RegExp(`^(${screenTitle}|.+ · Sanatan Sangam)$`), {
        timeout: 15_000,
      });
      await expect(page.locator('main h1')).toBeVisible();
    }
  });
});

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
