import { expect, locale, test } from '../fixtures';

test.describe('Dropdown (the language switcher)', () => {
  test('works with the keyboard alone', async ({ page }) => {
    await page.goto('/en/community');
    const combo = page.getByRole('combobox', { name: 'Language' });
    await combo.focus();
    await page.keyboard.press('ArrowDown');
    await expect(combo).toHaveAttribute('aria-expanded', 'true');
    const list = page.getByRole('listbox', { name: 'Language' });
    await expect(list).toBeVisible();
    // Down twice from English: Bengali (en, hi, bn…).
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/bn\/community$/);
    const bengali = page.getByRole('combobox', { name: locale('bn').language.label });
    await expect(bengali).toHaveAttribute('aria-expanded', 'false');
    await expect(bengali).toBeFocused();
  });

  test('its list is at most 176 px tall and scrolls', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('combobox', { name: 'Language' }).click();
    const list = page.getByRole('listbox', { name: 'Language' });
    const box = await list.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(176);
    expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  });

  test('closes on an outside click and on Escape, and when focus leaves', async ({ page }) => {
    await page.goto('/en');
    const combo = page.getByRole('combobox', { name: 'Language' });
    await combo.click();
    await page.locator('main h1').click();
    await expect(combo).toHaveAttribute('aria-expanded', 'false');
    await combo.click();
    await page.keyboard.press('Escape');
    await expect(combo).toHaveAttribute('aria-expanded', 'false');
    await combo.click();
    await page.keyboard.press('Tab');
    await expect(combo).toHaveAttribute('aria-expanded', 'false');
  });

  test('shows a clear control only once a language is chosen', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('button', { name: locale('en').language.clear })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    // Choosing the language in use changes nothing and stores nothing.
    await expect(page.getByRole('button', { name: locale('en').language.clear })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'ગુજરાતી' }).click();
    await expect(page.getByRole('button', { name: locale('gu').language.clear })).toBeVisible();
  });
});

test.describe('Toast', () => {
  test('appears at the top right and leaves after about 3.5 seconds', async ({ page }) => {
    // The page's clock is ours: the toast's life is measured in page time, which a busy machine's slow
    // checks cannot eat into (measured by the wall clock, the toast sometimes left before its box was read).
    await page.clock.install({ time: new Date('2026-11-29T08:00:00Z') });
    await page.goto('/en');
    await page.clock.pauseAt(new Date('2026-11-29T09:00:00Z'));
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'ಕನ್ನಡ' }).click();
    const message = locale('kn').language.changed.replace('{{language}}', 'ಕನ್ನಡ');
    const toast = page.getByText(message);
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeLessThan(120);
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 120);
    await page.clock.runFor(3000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(600);
    await expect(toast).toBeHidden();
  });

  test('can be dismissed', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'తెలుగు' }).click();
    await page.getByRole('button', { name: locale('te').toast.dismiss }).click();
    await expect(page.getByText(locale('te').language.changed.replace('{{language}}', 'తెలుగు'))).toBeHidden();
  });
});
