import type { Page } from '@playwright/test';
import { clockIn, expect, expectNoAxeViolations, fill, LABEL, locale, test } from '../fixtures';

// Issue 25's festival pages at phone width, in English and in the languages with calendars of their
// own: the year by month for the reader's tradition, one festival's day and rule, and the way back.
test.use({ viewport: { width: 360, height: 800 }, timezoneId: 'Asia/Kolkata' });
test.beforeEach(() => test.slow());

const practice = (lang: string) => locale(lang, 'practice');
type Practice = ReturnType<typeof practice>;
const YEAR = 2026;

/** The year's answer of the API at the default place (Kolkata), as the pages ask for it. */
async function yearOf(page: Page, year: number) {
  const res = await page.request.get(`/api/panchang/festivals/?year=${year}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    festivals: Array<{
      id: string;
      date: string;
      vaishnava_date?: string;
      regions: string[];
      muhurta?: { start: string; end: string };
    }>;
  };
}

/** The day of the month of a list's date, in this language's digits ("8", "৮"). */
const dayOf = (lang: string, date: string) =>
  new Intl.DateTimeFormat(lang, { day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

for (const lang of ['en', 'ta', 'ml', 'bn', 'or'] as const) {
  test(`the year's festivals for the reader's tradition, by region, then one festival's page (${lang})`, async ({
    page,
  }) => {
    const t = practice(lang);
    const f = t.festival_pages;
    const { festivals } = await yearOf(page, YEAR);
    const diwali = festivals.find((x) => x.id === 'diwali')!;
    const chhath = festivals.find((x) => x.id === 'chhath')!;

    await page.goto(`/${lang}/festivals/${YEAR}`);
    const yearTitle = fill(f.year_title, { year: YEAR });
    await expect(page.getByRole('heading', { level: 1, name: yearTitle })).toBeVisible();
    await expect(page).toHaveTitle(`${yearTitle} · ${LABEL}`);
    const filter = page.getByRole('navigation', { name: f.filter_label });
    // English readers follow the North Indian calendar; the others their own language's.
    const tradition = lang === 'en' ? 'north' : { ta: 'tamil', ml: 'malayalam', bn: 'bengali', or: 'odia' }[lang];
    const mine = filter.getByRole('link', { name: fill(f.filter_mine, { region: f.regions[tradition] }) });
    await expect(mine).toHaveAttribute('aria-current', 'true');
    const diwaliLink = page.getByRole('link', { name: t.calendar.festivals.diwali, exact: true });
    await expect(diwaliLink).toBeVisible();
    await expect(diwaliLink.locator('xpath=ancestor::li')).toContainText(dayOf(lang, diwali.date));
    // Each calendar's own great day is in its reader's list, and not in the North Indian one.
    const own = { en: 'lohri', ta: 'thai-pongal', ml: 'onam', bn: 'pohela-boishakh', or: 'rath-yatra' }[lang];
    await expect(page.getByRole('link', { name: t.calendar.festivals[own], exact: true })).toBeVisible();
    if (lang !== 'en') {
      const north = practice('en').calendar.festivals;
      await page.goto(`/en/festivals/${YEAR}`);
      await expect(page.getByRole('link', { name: north.diwali, exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: north[own], exact: true })).toHaveCount(0);
      await page.goto(`/${lang}/festivals/${YEAR}`);
    }
    // Chhath is kept in North India only: in its list, in no other tradition's until all regions are asked for.
    const chhathLink = page.getByRole('link', { name: t.calendar.festivals.chhath, exact: true });
    await expect(chhathLink).toHaveCount(lang === 'en' ? 1 : 0);
    await filter.getByRole('link', { name: f.filter_all, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/festivals/${YEAR}\\?region=all$`));
    await expect(chhathLink).toBeVisible();
    await expect(chhathLink.locator('xpath=ancestor::li')).toContainText(dayOf(lang, chhath.date));
    await expectNoAxeViolations(page, `${lang}/festivals/${YEAR}`);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await diwaliLink.click();
    const name = t.calendar.festivals.diwali;
    const title = fill(f.festival_title, { name, year: YEAR });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · ${LABEL}`);
    await expect(page.getByText(f.about.diwali)).toBeVisible();
    const rule = fill(f.rule, {
      tithi: fill(f.month_tithi, { month: t.calendar.months.ashwin, tithi: t.calendar.tithis.amavasya }),
      moment: f.moments.pradosh,
    });
    await expect(page.getByRole('definition').filter({ hasText: rule })).toBeVisible();
    // Its evening (pradosh) at the place, as the API dates it.
    const pradosh = page.locator('dt', { hasText: f.windows.pradosh }).locator('xpath=following-sibling::dd[1]');
    await expect(pradosh).toContainText(await clockIn(page, diwali.muhurta!.start, lang, 'Asia/Kolkata'));
    await expect(pradosh).toContainText(await clockIn(page, diwali.muhurta!.end, lang, 'Asia/Kolkata'));
    const add = page.getByRole('link', { name: f.add_to_calendar });
    await expect(add).toHaveAttribute('download', `diwali-${diwali.date}.ics`);
    const ics = decodeURIComponent(
      (await add.getAttribute('href'))!.replace(/^data:text\/calendar;charset=utf-8,/, ''),
    );
    expect(ics).toContain(`DTSTART;VALUE=DATE:${diwali.date.replaceAll('-', '')}`);
    const event = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(event).toMatchObject({ '@type': 'Event', name, startDate: diwali.date, description: f.about.diwali });
    await expect(page.getByRole('link', { name: fill(f.festival_title, { name, year: YEAR + 1 }) })).toBeVisible();
    await expectNoAxeViolations(page, `${lang}/festivals/diwali/${YEAR}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The year before, then back to its list.
    await page.getByRole('link', { name: fill(f.festival_title, { name, year: YEAR - 1 }) }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: fill(f.festival_title, { name, year: YEAR - 1 }) }),
    ).toBeVisible();
    await page.getByRole('link', { name: fill(f.all_festivals, { year: YEAR - 1 }) }).click();
    await expect(page.getByRole('heading', { level: 1, name: fill(f.year_title, { year: YEAR - 1 }) })).toBeVisible();
  });
}

test('a festival of a solar month tells its day, its eve or its star in that month', async ({ page }) => {
  for (const [lang, id, rule] of [
    [
      'ta',
      'thai-pongal',
      (f: Practice) => fill(f.festival_pages.solar_first_day_rule, { sign: f.calendar.rashis.makara }),
    ],
    ['en', 'lohri', (f: Practice) => fill(f.festival_pages.solar_eve_rule, { sign: f.calendar.rashis.makara })],
    [
      'ml',
      'onam',
      (f: Practice) =>
        fill(f.festival_pages.solar_star_rule, {
          sign: f.calendar.rashis.simha,
          nakshatra: f.calendar.nakshatras.shravana,
        }),
    ],
  ] as const) {
    await page.goto(`/${lang}/festivals/${id}/${YEAR}`);
    await expect(page.getByRole('definition').filter({ hasText: rule(practice(lang)) })).toBeVisible();
  }
});

test('a feast some regions keep on another day shows the reader’s region’s day first, naming the regions', async ({
  page,
}) => {
  const { festivals } = await yearOf(page, 2025);
  const days = festivals.filter((x) => x.id === 'naga-panchami');
  // Gujarat's Nag Pancham comes a fortnight after the Naga Panchami of the other regions.
  expect(days.map((d) => d.regions.includes('gujarati'))).toEqual([false, true]);
  for (const [lang, first] of [
    ['gu', days[1]!],
    ['hi', days[0]!],
  ] as const) {
    const t = practice(lang);
    await page.goto(`/${lang}/festivals/naga-panchami/2025`);
    const keptIn = page.locator('dt', { hasText: t.festival_pages.kept_in });
    await expect(keptIn).toHaveCount(2);
    const regions = await keptIn.first().locator('xpath=following-sibling::dd[1]').textContent();
    expect(regions!.includes(t.festival_pages.regions.gujarati)).toBe(first === days[1]);
    const date = page
      .locator('dt', { hasText: t.festival_pages.date })
      .first()
      .locator('xpath=following-sibling::dd[1]');
    await expect(date).toContainText(dayOf(lang, first.date));
  }
  await expectNoAxeViolations(page, 'hi/festivals/naga-panchami/2025');
  // Every region's list holds both days, each saying whose it is.
  await page.goto('/hi/festivals/2025?region=all');
  const hi = practice('hi');
  const items = page.getByRole('listitem').filter({ hasText: hi.calendar.festivals['naga-panchami'] });
  await expect(items).toHaveCount(2);
  await expect(items.nth(1)).toContainText(`(${hi.festival_pages.regions.gujarati})`);
});

test('the Smarta and Vaishnava days of Janmashtami, where they differ', async ({ page }) => {
  const f = practice('en').festival_pages;
  let found: { year: number; date: string; vaishnava: string } | null = null;
  for (let year = 2024; year <= 2032 && !found; year++) {
    const janmashtami = (await yearOf(page, year)).festivals.find((x) => x.id === 'janmashtami');
    if (janmashtami?.vaishnava_date) found = { year, date: janmashtami.date, vaishnava: janmashtami.vaishnava_date };
  }
  expect(found, 'a year whose two traditions keep Janmashtami on different days').not.toBeNull();
  await page.goto(`/en/festivals/janmashtami/${found!.year}`);
  const day = (date: string) =>
    new Intl.DateTimeFormat('en', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${date}T12:00:00Z`));
  await expect(page.getByRole('term').filter({ hasText: f.smarta_day })).toBeVisible();
  await expect(
    page.getByRole('term').filter({ hasText: f.smarta_day }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(day(found!.date));
  await expect(
    page.getByRole('term').filter({ hasText: f.vaishnava_day }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(day(found!.vaishnava));
});

test('an unknown festival, a monthly one or a year outside 1900–2100 is the not-found page', async ({ page }) => {
  const notFound = locale('ta').pages.not_found;
  for (const path of [
    '/ta/festivals/no-such-day/2026',
    '/ta/festivals/purnima/2026',
    '/ta/festivals/diwali/2101',
    '/ta/festivals/1899',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: notFound }), path).toBeVisible();
  }
});

test('a tradition chosen on the panchang page decides the festivals of the year and of the month', async ({ page }) => {
  const t = practice('en');
  // English reads the North Indian calendar: no Pongal among the year's festivals.
  await page.goto(`/en/festivals/${YEAR}`);
  const list = page.locator('main');
  await expect(list.getByRole('link', { name: t.calendar.festivals['karva-chauth'] })).toBeVisible();
  await expect(list.getByRole('link', { name: t.calendar.festivals['thai-pongal'] })).toHaveCount(0);

  // The reader chooses the Tamil calendar once…
  await page.goto('/en/panchang');
  await page.locator('summary', { hasText: t.panchang_day.change }).click();
  await page.getByLabel(t.panchang_day.tradition, { exact: true }).selectOption('tamil');

  // …and the year, the month and the feed follow it.
  await page.goto(`/en/festivals/${YEAR}`);
  await expect(
    page.getByRole('link', { name: fill(t.festival_pages.filter_mine, { region: t.festival_pages.regions.tamil }) }),
  ).toHaveAttribute('aria-current', 'true');
  await expect(list.getByRole('link', { name: t.calendar.festivals['thai-pongal'] })).toBeVisible();
  await expect(list.getByRole('link', { name: t.calendar.festivals['karva-chauth'] })).toHaveCount(0);
  await page.goto('/en/calendar/2026/01');
  await expect(page.locator('main')).toContainText(t.calendar.festivals['thai-pongal']);
  await expect(page.getByRole('link', { name: t.month_calendar.subscribe })).toHaveAttribute('href', /region=tamil/);
});
