import { createAccount, expect, locale, signIn, test } from '../fixtures';

test('at 320 px the navigation folds into a menu and nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/ml');
  const ml = locale('ml');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const menuButton = page.getByRole('button', { name: ml.nav.menu_open });
  await expect(menuButton).toBeVisible();
  await menuButton.click();
  const menu = page.locator('#mobile-menu');
  await expect(menu.getByRole('link', { name: ml.nav.retreats })).toBeVisible();
  await expect(menu.getByRole('combobox', { name: ml.language.label })).toBeVisible();
  await menu.getByRole('link', { name: ml.nav.community }).click();
  await expect(page).toHaveURL(/\/ml\/community$/);
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

for (const path of ['/ta', '/ta/register', '/ml/profile', '/or/privacy', '/kn/community']) {
  test(`nothing overflows 320 px on ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
}

test('the mobile menu closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto('/en');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('#mobile-menu')).toBeHidden();
  // Closed from one of its links, the menu gives the focus back to its button, not to the page's start.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'Retreats' }).focus();
  await page.keyboard.press('Escape');
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('the account menu closes with Escape and gives the focus back to its button', async ({ page, request }) => {
  const { answer } = await createAccount(request);
  await signIn(page, answer);
  await page.goto('/en/videos');
  const auth = locale('en', 'auth');
  const button = page
    .getByRole('banner')
    .getByRole('button', { name: auth.menu.label.replace('{{name}}', answer.user.username) });
  await button.focus();
  await page.keyboard.press('Enter');
  const bookings = page.getByRole('banner').getByRole('link', { name: auth.menu.my_bookings });
  await expect(bookings).toBeVisible();
  await bookings.focus();
  await page.keyboard.press('Escape');
  await expect(bookings).toBeHidden();
  await expect(button).toBeFocused();
});

test('a skip link leads to the main content', async ({ page }) => {
  await page.goto('/en');
  await expect(page.locator('main h1')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await skip.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

test('the header navigation marks the current page', async ({ page }) => {
  await page.goto('/en/videos');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Explore Videos' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Retreats' }).click();
  await expect(page).toHaveURL(/\/en\/retreats$/);
  await expect(nav.getByRole('link', { name: 'Retreats' })).toHaveAttribute('aria-current', 'page');
});

test("a page loaded from the address bar opens at its top, not at the last page's scroll position", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto('/en/videos');
  await expect(page.locator('main h1')).toBeVisible();
  await page.mouse.wheel(0, 2500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.goto('/en/community');
  await expect(page.locator('main h1')).toBeVisible();
  // Give the router's restoration its frame before reading the position.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

for (const [lang, width] of [
  ['en', 800],
  ['ml', 1024],
  ['ta', 1280],
] as const) {
  test(`the header navigation keeps its items on one row (${lang}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/${lang}/privacy`);
    // The five areas and "More" (whose own list stays closed).
    const items = page.getByRole('navigation', { name: locale(lang).nav.main }).locator(':scope > ul > li');
    await expect(items).toHaveCount(6);
    const tops = await items.evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  });
}
