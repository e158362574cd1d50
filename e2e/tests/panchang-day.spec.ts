import type { APIRequestContext, Page } from '@playwright/test';
import { clockIn, common, expect, expectNoAxeViolations, fill, locale, test } from '../fixtures';

// The day page of the panchang (issue 25) on a phone, in English and the languages of the regional
// calendars: the day's limbs in the reader's language, the days around it, another place, and the
// calendar tradition, which the reader chooses once and finds again after a reload.
test.use({ viewport: { width: 360, height: 800 }, timezoneId: 'Asia/Kolkata' });
test.beforeEach(() => test.slow());

const DAY = '2026-12-01';
const DEFAULT_TRADITION: Record<string, string> = {
  en: 'north',
  ta: 'tamil',
  ml: 'malayalam',
  bn: 'bengali',
  or: 'odia',
};

interface Day {
  sunrise: string;
  tithi: { id: string; paksha: string };
  moon_phase: { id: string; illuminated: number };
  yoga: { id: string };
  karana: { id: string };
}

const dayAt = async (request: APIRequestContext, date: string, place = '') =>
  (await (await request.get(`/api/panchang/day/?date=${date}${place}`)).json()) as Day;

/** Hour and minute as the language writes them in Kolkata's zone (India's, as Chennai's). */
const clock = (page: Page, iso: string, lang: string) => clockIn(page, iso, lang, 'Asia/Kolkata');

for (const lang of ['en', 'ta', 'ml', 'bn', 'or'] as const) {
  test(`a day of the panchang at 360 px in ${lang}: limbs, days around it, another place, the tradition kept`, async ({
    page,
    request,
  }) => {
    const t = locale(lang, 'practice');
    const pd = t.panchang_day;
    const account = locale(lang, 'account');
    const day = await dayAt(request, DAY);

    await page.goto(`/${lang}/panchang/${DAY}`);
    await expect(page.locator('main h1')).toHaveText(common(lang).pages.panchang);
    await expect(page).toHaveTitle(new RegExp(common(lang).pages.panchang));
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(new RegExp(`/${lang}/panchang/${DAY}$`));

    // The five limbs in the reader's language.
    const limbs = page.getByRole('region', { name: pd.limbs });
    await expect(limbs).toContainText(`${t.calendar.paksha[day.tithi.paksha]} ${t.calendar.tithis[day.tithi.id]}`);
    await expect(limbs).toContainText(pd.yogas[day.yoga.id]);
    await expect(limbs).toContainText(pd.karanas[day.karana.id]);
    // The Moon as the API names it, with how much of it is lit.
    const percent = new Intl.NumberFormat(lang, { style: 'percent' }).format(day.moon_phase.illuminated);
    await expect(page.getByRole('region', { name: pd.sun_moon }).getByRole('definition')).toContainText([
      fill(pd.moon_lit, { phase: pd.moon_phases[day.moon_phase.id], percent }),
    ]);
    // Auspicious and inauspicious times told apart in words.
    const timings = page.getByRole('region', { name: pd.timings });
    await expect(timings.getByRole('heading', { name: t.today.good_times })).toBeVisible();
    await expect(timings.getByRole('heading', { name: t.today.avoid_times })).toBeVisible();
    await expect(page.getByRole('table', { name: pd.choghadiya_day })).toContainText(pd.qualities.bad);
    // Nothing runs wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page, `${lang}/panchang/${DAY}`);

    // The next day, then back.
    const days = page.getByRole('navigation', { name: pd.days });
    await days.getByRole('link', { name: pd.next }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/panchang/2026-12-02$`));
    const next = await dayAt(request, '2026-12-02');
    await expect(limbs).toContainText(pd.yogas[next.yoga.id]);
    await days.getByRole('link', { name: pd.previous }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/panchang/${DAY}$`));

    // Another place: Chennai's sunrise, kept from day to day. The means of changing it are folded
    // under the place line, so the day comes first on a phone.
    const change = () => page.locator('summary', { hasText: pd.change }).click();
    await change();
    await page.getByLabel(account.profile.city).fill('Chennai');
    await page.getByRole('option', { name: /Chennai\s+India/ }).click();
    await expect(page).toHaveURL(/city=Chennai/);
    await expect(page.getByText(fill(t.today.place, { city: 'Chennai' }))).toBeVisible();
    const place = new URL(page.url()).search.replace('?city=Chennai', '');
    const chennai = await dayAt(request, DAY, place);
    const sun = page.getByRole('region', { name: pd.sun_moon });
    await expect(
      sun.locator('dt', { hasText: t.today.sunrise }).locator('xpath=following-sibling::dd[1]'),
    ).toContainText(await clock(page, chennai.sunrise, lang));
    await days.getByRole('link', { name: pd.next }).click();
    await expect(page).toHaveURL(/\/panchang\/2026-12-02\?city=Chennai/);

    // The tradition: the language's by default; another chosen is kept after a reload.
    const tradition = page.getByLabel(pd.tradition, { exact: true });
    await expect(tradition).toHaveValue(DEFAULT_TRADITION[lang]!);
    const other = lang === 'en' ? 'tamil' : 'north';
    await change();
    await tradition.selectOption(other);
    const note = other === 'north' ? t.today.month_note : pd.month_note_amanta;
    await expect(sun).toContainText(note);
    await page.reload();
    await expect(page.getByLabel(pd.tradition, { exact: true })).toHaveValue(other);
    await expect(page.getByRole('region', { name: pd.sun_moon })).toContainText(note);
  });
}

test.describe('far from the server’s zone', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('a guest’s day comes rendered by the server, in the place’s zone, and is adopted as it is', async ({
    page,
    request,
  }) => {
    const pd = locale('en', 'practice').panchang_day;
    const day = await dayAt(request, DAY);
    const html = await (await request.get(`/en/panchang/${DAY}`)).text();
    expect(html).toContain('id="server-page"');
    expect(html).toContain(pd.yogas[day.yoga.id]);
    // A mismatch on adoption is a console error, which fails the test (fixtures.ts).
    await page.goto(`/en/panchang/${DAY}`);
    await expect(page.getByRole('region', { name: pd.limbs })).toContainText(pd.yogas[day.yoga.id]);
    await expect(
      page
        .getByRole('region', { name: pd.sun_moon })
        .locator('dt', { hasText: 'Sunrise' })
        .locator('xpath=following-sibling::dd[1]'),
    ).toContainText(await clock(page, day.sunrise, 'en'));
  });
});

test('a festival day links its festivals to their pages; the day after an Ekadashi tells its parana', async ({
  page,
  request,
}) => {
  const t = locale('en', 'practice');
  const year = (await (await request.get('/api/panchang/festivals/?year=2026')).json()) as {
    festivals: Array<{ id: string; date: string; name?: string }>;
  };
  const diwali = year.festivals.find((festival) => festival.id === 'diwali')!;
  await page.goto(`/en/panchang/${diwali.date}`);
  const festivals = page.getByRole('region', { name: t.today.festivals });
  await expect(festivals.getByRole('link', { name: t.calendar.festivals.diwali })).toHaveAttribute(
    'href',
    '/en/festivals/diwali/2026',
  );

  const ekadashi = year.festivals.find((festival) => festival.id === 'ekadashi' && festival.date >= '2026-12-01')!;
  const after = new Date(Date.parse(`${ekadashi.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/en/panchang/${after}`);
  await expect(page.getByRole('heading', { name: t.panchang_day.parana })).toBeVisible();
});

test('a date that is not in the calendar says so, with the way to today', async ({ page }) => {
  const pd = locale('en', 'practice').panchang_day;
  for (const bad of ['2026-02-30', '2101-01-01', 'tomorrow']) {
    await page.goto(`/en/panchang/${bad}`);
    await expect(page.locator('main h1')).toHaveText(pd.bad_date);
    await page.getByRole('link', { name: pd.to_today }).click();
    await expect(page).toHaveURL(/\/en\/panchang$/);
    await expect(page.locator('main h1')).toHaveText(common('en').pages.panchang);
  }
});

test("daily dharma's calendar card leads to the day's panchang", async ({ page }) => {
  const t = locale('hi', 'practice');
  await page.goto('/hi/daily-dharma');
  await page
    .getByRole('region', { name: t.today.calendar })
    .getByRole('link', { name: t.panchang_day.full_day })
    .click();
  await expect(page).toHaveURL(/\/hi\/panchang$/);
  await expect(page.getByRole('region', { name: t.panchang_day.limbs })).toBeVisible();
});
