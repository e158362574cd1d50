import type { Page } from '@playwright/test';
import { expect, locale, test } from '../fixtures';

/** The player never reaches YouTube from the tests: a blank page stands in for the embed. */
async function stubYouTube(page: Page) {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
}

const videoCards = (page: Page) =>
  page.locator('main ul li article:has(button)').filter({ hasNot: page.locator('.button') });

/** Opens the n-th video of the list, plays it and closes it again. */
async function playAndClose(page: Page, n: number, play: string) {
  const card = videoCards(page).nth(n);
  const title = (await card.locator('h3').textContent())!;
  await card.getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: play }).click();
  await expect(dialog.locator('iframe')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test.describe('the welcome and social proof for guests', () => {
  test.use({ nudges: true });
  // Several videos opened and pages reloaded in each: more than the usual time on a busy machine.
  test.slow();

  for (const lang of ['en', 'hi'] as const) {
    test(`the welcome waits for the first video and never blocks the page (${lang})`, async ({ page }) => {
      const t = locale(lang, 'videos');
      await stubYouTube(page);
      await page.setViewportSize({ width: 412, height: 915 });
      await page.clock.install();
      await page.goto(`/${lang}/videos`);
      await expect(videoCards(page).first()).toBeVisible();
      const welcome = page.getByRole('complementary', { name: t.nudges.welcome.title });

      // Reading and scrolling the list, however long, brings no welcome and no dialog.
      await page.clock.fastForward(10_000);
      await page.mouse.wheel(0, 1200);
      await page.clock.fastForward(10_000);
      await expect(welcome).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, 0));

      // After the first video, a small sheet at the foot of the screen: not a dialog, no focus taken.
      await playAndClose(page, 0, t.player.play);
      await expect(welcome).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const box = (await welcome.boundingBox())!;
      expect(box.height).toBeLessThan(915 * 0.4);
      expect(await welcome.evaluate((el) => el.contains(document.activeElement))).toBe(false);
      // The list behind stays usable: a video opens again while the sheet is there.
      await videoCards(page).first().getByRole('button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      await welcome.getByRole('button', { name: t.nudges.not_now }).click();
      await expect(welcome).toHaveCount(0);
      // Once per session.
      await page.reload();
      await playAndClose(page, 0, t.player.play);
      await page.clock.fastForward(2000);
      await expect(welcome).toHaveCount(0);
    });
  }

  test('social proof after the second video only when the numbers mean something', async ({ page }) => {
    const t = locale('hi', 'videos');
    await stubYouTube(page);
    await page.addInitScript(() => {
      // Welcomed already in this session.
      if (window.top === window && !sessionStorage.getItem('sangam.nudges.session'))
        sessionStorage.setItem(
          'sangam.nudges.session',
          JSON.stringify({ startedAt: new Date().toISOString(), shown: ['welcome'], plays: 0 }),
        );
    });
    await page.clock.install();
    await page.goto('/hi/videos');
    const social = page.getByRole('complementary', { name: t.nudges.social.title });

    // The demo site's own numbers (a few dozen members, the tests' plays) are too small to say.
    await playAndClose(page, 0, t.player.play);
    await playAndClose(page, 1, t.player.play);
    await page.clock.fastForward(2000);
    await expect(social).toHaveCount(0);
    const pulse = await (await page.request.get('/api/videos/pulse/')).json();
    expect(pulse.meaningful).toBe(false);

    // In a new session on a busier site, it says so, without blocking the page.
    await page.route('**/api/videos/pulse/', (route) =>
      route.fulfill({ json: { members: 12_500, plays_this_week: 3400, meaningful: true } }),
    );
    await page.evaluate(() =>
      sessionStorage.setItem(
        'sangam.nudges.session',
        JSON.stringify({ startedAt: new Date().toISOString(), shown: ['welcome'], plays: 0 }),
      ),
    );
    await page.reload();
    await playAndClose(page, 0, t.player.play);
    await playAndClose(page, 1, t.player.play);
    await expect(social).toBeVisible();
    await expect(social).toContainText('12,500');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
