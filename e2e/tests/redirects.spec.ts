import { expect, test } from '../fixtures';

test.describe('language prefix', () => {
  test('no prefix goes to the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'hi-IN' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/hi$/);
    await context.close();
  });

  test('a browser language we do not have falls back to English', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await context.close();
  });

  test('no prefix goes to the stored language before the browser one', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('sangam.language', 'ml'));
    await page.goto('/');
    await expect(page).toHaveURL(/\/ml$/);
  });

  test('an unknown prefix is replaced by the current language, keeping the page', async ({ page }) => {
    await page.goto('/fr/classes/explore?level=beginner');
    await expect(page).toHaveURL(/\/en\/classes\/explore\?level=beginner$/);
  });

  test('a stored language that differs from the prefix wins', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('sangam.language', 'ta'));
    await page.goto('/en/privacy');
    await expect(page).toHaveURL(/\/ta\/privacy$/);
  });
});

test.describe('paths without a prefix', () => {
  const cases: Array<[string, string]> = [
    ['/login', '/en/login'],
    ['/login?redirect=%2Fen%2Ffeed', '/en/login?redirect=%2Fen%2Ffeed'],
    ['/register', '/en/register'],
    ['/privacy', '/en/privacy'],
    ['/terms', '/en/terms'],
    ['/privacy/data-deletion', '/en/privacy/data-deletion'],
    ['/video/dQw4w9WgXcQ', '/en/video/dQw4w9WgXcQ'],
    ['/classes', '/en/classes'],
    ['/classes/explore', '/en/classes/explore'],
    ['/classes/gita-basics', '/en/classes/gita-basics'],
    ['/book/gita-basics', '/en/book/gita-basics'],
    ['/class/gita-basics', '/en/classes/gita-basics'],
    ['/tutors/ravi-shastri', '/en/tutors/ravi-shastri'],
    ['/tutor/ravi-shastri', '/en/tutors/ravi-shastri'],
    ['/videos', '/en'],
    ['/community', '/en'],
    ['/communities/bhakti/extra', '/en'],
  ];
  // One page walks all of them: a fresh browser context for each would cost more than the checks.
  test('each goes to its page in the browser language', async ({ page }) => {
    for (const [from, to] of cases) {
      await page.goto(from);
      await expect(page, `${from} goes to ${to}`).toHaveURL((url) => `${url.pathname}${url.search}` === to);
    }
  });

  test('they follow the stored language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('sangam.language', 'gu'));
    await page.goto('/class/sanskrit-1');
    await expect(page).toHaveURL(/\/gu\/classes\/sanskrit-1$/);
  });
});
