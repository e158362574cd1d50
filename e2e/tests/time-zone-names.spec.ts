import type { Page } from '@playwright/test';
import { createConfirmedAccount, expect, locale, signIn, test } from '../fixtures';

const creator = (lang: string) => locale(lang, 'creator');
const classes = (lang: string) => locale(lang, 'classes');
const account = (lang: string) => locale(lang, 'account');
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text);
const toast = (page: Page, text: string) => page.locator('[data-type]').filter({ hasText: text });

test.use({ viewport: { width: 412, height: 900 }, timezoneId: 'Asia/Kolkata' });
// A page load takes several seconds on a busy machine, and each test opens a few.
test.beforeEach(() => test.slow());

/** A zone as the browser names it in the language ("India Standard Time", "भारतीय मानक समय"). */
const zoneName = (page: Page, zone: string, lang: string) =>
  page.evaluate(
    ([timeZone, language]) =>
      new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'longGeneric' })
        .formatToParts(new Date())
        .find((part) => part.type === 'timeZoneName')!.value,
    [zone, lang],
  );

for (const lang of ['en', 'ta'] as const) {
  test(`a tutor's availability names the zone, copies a day to all days and says the midnight rule once (${lang})`, async ({
    page,
    request,
  }) => {
    const t = creator(lang);
    const { answer } = await createConfirmedAccount(request, { creator_type: 'tutor' });
    await signIn(page, answer);
    await page.goto(`/${lang}/creator/availability`);
    const zone = page.getByRole('combobox', { name: t.availability.time_zone });
    await expect(zone).toContainText(await zoneName(page, 'Asia/Kolkata', lang));
    await expect(zone).not.toContainText('Asia/');
    // The whole name fits a phone's width (it wraps rather than run off the screen).
    const box = await zone.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(412);

    const weekday = (day: number) =>
      page.getByRole('group', {
        name: new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(
          new Date(Date.UTC(2026, 2, 1 + day)),
        ),
        exact: true,
      });
    const monday = weekday(1);
    await monday.getByRole('button', { name: t.availability.add_hours }).click();
    await monday.getByLabel(t.availability.start, { exact: true }).fill('06:00');
    await monday.getByLabel(t.availability.end, { exact: true }).fill('00:00');
    const mondayName = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 2, 2)),
    );
    await monday.getByRole('button', { name: fill(t.availability.copy_all_from, { day: mondayName }) }).click();
    await expect(toast(page, fill(t.availability.copied, { day: mondayName }))).toBeVisible();
    for (let day = 0; day < 7; day++) {
      await expect(weekday(day).getByLabel(t.availability.start, { exact: true })).toHaveValue('06:00');
      await expect(weekday(day).getByLabel(t.availability.end, { exact: true })).toHaveValue('00:00');
    }
    // Seven rows ending at midnight, and the rule said once for all of them.
    await expect(page.getByText(t.availability.end_hint)).toHaveCount(1);
    await expect(page.getByText(t.availability.end_hint)).toBeVisible();

    await page.getByRole('button', { name: t.availability.save }).click();
    await expect(toast(page, t.availability.saved)).toBeVisible();
    const saved = await request.get('/api/creators/availability/', {
      headers: { authorization: `Bearer ${answer.access}` },
    });
    const weekly = ((await saved.json()) as { weekly: Array<{ weekday: number; start: string; end: string }> }).weekly;
    expect(weekly.map((w) => w.weekday).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(new Set(weekly.map((w) => `${w.start}-${w.end}`))).toEqual(new Set(['06:00-24:00']));
  });

  test(`booking times and the profile name the zone as people say it (${lang})`, async ({ page, request }) => {
    await page.goto(`/${lang}/book/know-your-prakriti`);
    const india = await zoneName(page, 'Asia/Kolkata', lang);
    // The class's page comes once its code and data have (several seconds on a busy machine).
    await expect(page.locator('main h1')).toBeVisible({ timeout: 30_000 });
    const shownIn = page.getByRole('combobox', { name: classes(lang).slots.zone_label });
    await expect(shownIn).toContainText(india);
    await expect(shownIn).not.toContainText('Asia/');

    await page.goto(`/${lang}/classes/explore?time=morning`);
    await expect(page.getByText(fill(classes(lang).explore.times_in_zone, { zone: india }))).toBeVisible();

    const { answer } = await createConfirmedAccount(request);
    await signIn(page, answer);
    await page.goto(`/${lang}/profile`);
    const profileZone = page.getByRole('combobox', { name: account(lang).profile.time_zone });
    await expect(profileZone).toContainText(india);
    await profileZone.click();
    // Zones of one name are told apart by their city.
    await page
      .getByRole('option', { name: new RegExp(`^${await zoneName(page, 'America/New_York', lang)} · New York`) })
      .click();
    await page.getByRole('button', { name: account(lang).profile.save }).click();
    await expect(page.getByText(account(lang).profile.saved)).toBeVisible();
    const me = await request.get('/api/users/me/', { headers: { authorization: `Bearer ${answer.access}` } });
    expect(((await me.json()) as { time_zone: string }).time_zone).toBe('America/New_York');
  });
}
