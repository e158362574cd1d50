import { expect, locale, test, titleOf } from '../fixtures';

test('switching the language keeps the page, says so, and is remembered', async ({ page }) => {
  await page.goto('/en/classes/explore?level=beginner');
  // The header's switcher (the explore page has its own filters).
  const switcher = page.getByRole('banner').getByRole('combobox', { name: 'Language' });
  await switcher.click();
  await page.getByRole('option', { name: 'தமிழ்' }).click();
  // The toast first: it leaves after 3.5 s, which the checks below could outlast on a busy machine.
  await expect(page.getByText(locale('ta').language.changed.replace('{{language}}', 'தமிழ்'))).toBeVisible();
  await expect(page).toHaveURL(/\/ta\/classes\/explore\?level=beginner$/);
  await expect(page).toHaveTitle(titleOf('ta', 'classes_explore'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');

  // The choice is kept: a later link in another language opens in Tamil.
  await page.goto('/en/privacy');
  await expect(page).toHaveURL(/\/ta\/privacy$/);
  await page.reload();
  await expect(page).toHaveTitle(titleOf('ta', 'privacy'));
});

test('switching into Tamil draws the page in its font at once, not in boxes until it comes', async ({ page }) => {
  // When Tamil letters first come into the page's main text (the switcher's own list names Tamil in
  // Tamil), whether the Tamil faces were loaded by then.
  await page.addInitScript(() => {
    const w = window as unknown as { tamilFaceAtFirstText?: string };
    new MutationObserver(() => {
      if (w.tamilFaceAtFirstText || !/[\u0B80-\u0BFF]/.test(document.querySelector('main')?.textContent ?? '')) return;
      const faces: string[] = [];
      document.fonts.forEach((face) => {
        if (face.family.includes('Tamil')) faces.push(`${face.weight} ${face.status}`);
      });
      w.tamilFaceAtFirstText = faces.join(', ');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/en/privacy');
  const switcher = page.getByRole('banner').getByRole('combobox', { name: 'Language' });
  await switcher.click();
  await page.getByRole('option', { name: 'தமிழ்' }).click();
  await expect(page).toHaveTitle(titleOf('ta', 'privacy'));
  expect(await page.evaluate(() => (window as unknown as { tamilFaceAtFirstText?: string }).tamilFaceAtFirstText)).toBe(
    '400 loaded, 600 loaded',
  );
});

test('clearing the choice returns to the browser language', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('sangam.language', 'hi');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/hi/videos');
  const clear = page.getByRole('button', { name: locale('hi').language.clear });
  await clear.click();
  await expect(page).toHaveURL(/\/en\/videos$/);
  await expect(page.getByText(locale('en').language.cleared)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('sangam.language'))).toBeNull();
  // No stored choice any more: English links stay English.
  await page.goto('/en/terms');
  await expect(page).toHaveURL(/\/en\/terms$/);
});

test('an Indic language loads its own font, and an English page without Indic text none', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('.woff')) fonts.push(request.url());
  });
  // Every script's faces are declared on every page: only text in a script fetches its font.
  await page.goto('/en/privacy');
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fonts).toEqual([]);

  await page.goto('/hi');
  await expect(page.locator('main h1')).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'नमस्ते'))).toBe(true);
  await expect.poll(() => fonts.some((url) => url.includes('noto-sans-devanagari'))).toBe(true);
  expect(fonts.every((url) => url.startsWith(new URL(page.url()).origin))).toBe(true);
});

test('Odia pages show Odia dates and lists, though Chromium has no Odia data of its own', async ({ page }) => {
  await page.goto('/or/travel');
  const main = page.locator('main');
  await expect(main).toContainText(/(ନଭେମ୍ବର|ଡିସେମ୍ବର|ଜାନୁଆରୀ|ଫେବୃଆରୀ|ମାର୍ଚ୍ଚ)/);
  expect(await main.innerText()).not.toMatch(
    /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/,
  );
  await page.goto('/or/retreats');
  await expect(main).toContainText(/ଭାଷା: \S+ ଓ \S+/);
  // (Titles are the hosts' own words, in English here: only the languages line is ours.)
  const languageLines = (await main.innerText()).split('\n').filter((line) => line.startsWith('ଭାଷା:'));
  expect(languageLines.length).toBeGreaterThan(0);
  for (const line of languageLines) expect(line).not.toContain(' and ');
});
