import type { Locator, Page } from '@playwright/test';
import { createAccount, expect, locale, signIn, test } from '../fixtures';

/** Whether the page scrolls sideways (a phone's reader would have to pan to read a line). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The room a text field's placeholder needs, against the room the field has for text. */
const placeholderFits = (input: Locator) =>
  input.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { needs: Math.ceil(context.measureText(el.placeholder).width), room };
  });

for (const lang of ['ta', 'ml'] as const) {
  test(`at 412 px, streak details and the video search fit the phone (${lang})`, async ({ page, request }) => {
    const { answer } = await createAccount(request);
    const setup = await request.put('/api/daily-dharma/setup/', {
      headers: { authorization: `Bearer ${answer.access}` },
      data: { level: 'beginner', practices: [{ kind: 'japa' }, { kind: 'meditation' }], time_zone: 'Asia/Kolkata' },
    });
    expect(setup.status()).toBe(200);
    await signIn(page, answer, { hasPractices: true });
    await page.setViewportSize({ width: 412, height: 915 });

    await page.goto(`/${lang}/streakdetails`);
    await expect(page.getByRole('rowheader').first()).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: test.info().outputPath(`streak-details-${lang}.png`), fullPage: true });
    expect(await overflowsSideways(page), 'streak details scrolls sideways').toBe(false);

    await page.goto(`/${lang}/videos`);
    const search = page.getByRole('searchbox', { name: locale(lang, 'videos').search.label });
    await expect(search).toBeVisible();
    const { needs, room } = await placeholderFits(search);
    expect(needs, 'the search placeholder is cut').toBeLessThanOrEqual(room);
    expect(await overflowsSideways(page), 'videos scrolls sideways').toBe(false);
  });
}

/** The heights of a grid's tiles, rounded to whole pixels. */
const heights = (tiles: Locator) =>
  tiles.evaluateAll((els) => [...new Set(els.map((el) => Math.round(el.getBoundingClientRect().height)))]);

test('at 412 px, subject and pooja day tiles are of one height (ta)', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto('/ta/classes');
  const subjects = page.locator('ul[class*="categories"] a');
  await expect(subjects.first()).toBeVisible();
  expect(await heights(subjects)).toHaveLength(1);

  const poojas = await (await page.request.get('/api/poojas/')).json();
  await page.goto(`/ta/poojas/${poojas.results[0].slug}`);
  const days = page.locator('main button[aria-pressed]');
  await expect(days.first()).toBeVisible();
  expect(await heights(days)).toHaveLength(1);
  expect(await overflowsSideways(page)).toBe(false);
});

test('a Kids video says "for kids" once (ta)', async ({ page }) => {
  await page.goto('/ta/videos?child_anime_filter=true');
  const kidsLabel = locale('ta', 'videos').card.kids;
  const metas = page.locator('article p[class*="meta"]');
  await expect(metas.first()).toBeVisible();
  // In Tamil the Kids category and the children's badge are the same word: it was written twice.
  for (const text of await metas.allTextContents()) expect(text.split(kidsLabel)).toHaveLength(2);
});

for (const lang of ['en', 'hi'] as const) {
  test(`a community's list cuts a long post with a way to read on (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 915 });
    await page.goto(`/${lang}/communities/festivals-vrat`);
    const more = page.getByRole('link', { name: new RegExp(`^${locale(lang, 'community').post.more}`) }).first();
    await expect(more).toBeVisible({ timeout: 20_000 });
    const text = page.locator('article [class*="clamped"]').first();
    expect(await text.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await more.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/posts/\\d+`));
  });
}
