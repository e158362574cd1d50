import type { Page } from '@playwright/test';
import { appRendered, expect, expectNoAxeViolations, locale, test } from '../fixtures';

// A phone, in India: the guest's place is the default one (Kolkata), as the server renders it.
test.use({ viewport: { width: 360, height: 800 }, timezoneId: 'Asia/Kolkata' });
test.beforeEach(() => test.slow());

const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const lang of ['en', 'ta', 'bn', 'ml', 'or'] as const) {
  test(`the month calendar at 360 px (${lang}): days link to their panchang, festivals, neighbours, feed`, async ({
    page,
    request,
  }) => {
    const practice = locale(lang, 'practice');
    // A guest's first page comes rendered (Odia is left to the browser: entry-server.tsx), with its
    // canonical and alternate addresses.
    const html = await (await request.get(`/${lang}/calendar/2025/10`)).text();
    if (lang !== 'or') expect(html).toContain(`href="/${lang}/panchang/2025-10-20"`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/${lang}/calendar/2025/10"`));
    expect(html).toMatch(/<link rel="alternate" hreflang="ta" href="[^"]*\/ta\/calendar\/2025\/10"/);

    await page.goto(`/${lang}/calendar/2025/10`);
    await appRendered(page);
    const days = page.getByRole('list').filter({ has: page.locator(`a[href="/${lang}/panchang/2025-10-01"]`) });
    await expect(days.getByRole('link')).toHaveCount(31);
    await expect(page).toHaveTitle(new RegExp(` · ${locale(lang).pages.calendar_month} · Sanatan Sangam$`));
    // Diwali's day names the festival, and is a link to that day's panchang.
    const diwali = days.getByRole('link', { name: new RegExp(practice.calendar.festivals.diwali.split(' (')[0]) });
    await expect(diwali).toHaveAttribute('href', `/${lang}/panchang/2025-10-20`);
    await expect(days.getByRole('link', { name: new RegExp(practice.calendar.ekadashis.papankusha) })).toBeVisible();

    const feed = page.getByRole('link', { name: practice.month_calendar.subscribe });
    await expect(feed).toHaveAttribute('href', new RegExp(`^webcal://.+/api/panchang/calendar\\.ics\\?.*lang=${lang}`));
    expect(await overflowsSideways(page), 'the month scrolls sideways').toBe(false);
    await page.screenshot({ path: test.info().outputPath(`month-${lang}-360.png`), fullPage: true });
    await expectNoAxeViolations(page, `the month calendar in ${lang}`);

    // The keyboard goes from the months' links to the 1st, day by day.
    const next = page.locator('a[rel="next"]');
    await next.focus();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', `/${lang}/panchang/2025-10-01`);
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', `/${lang}/panchang/2025-10-02`);

    await next.click();
    await expect(page).toHaveURL(`/${lang}/calendar/2025/11`);
    await expect(page.locator(`a[href="/${lang}/panchang/2025-11-30"]`)).toBeVisible();
    await expect(page.locator('a[rel="prev"]')).toHaveAttribute('href', `/${lang}/calendar/2025/10`);
  });
}

test('today is marked in the current month, and a month outside the calendar says so', async ({ page }) => {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  await page.goto(`/en/calendar/${today.slice(0, 4)}/${today.slice(5, 7)}`);
  const current = page.locator('a[aria-current="date"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute('href', `/en/panchang/${today}`);
  await expect(current).toContainText(locale('en', 'practice').month_calendar.today);

  await page.goto('/en/calendar/2025/13');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale('en', 'practice').month_calendar.not_found);
});
