import { clockIn, createAccount, expect, locale, signIn, test } from '../fixtures';

const account = (lang: string) => locale(lang, 'account');
const practice = (lang: string) => locale(lang, 'practice');

// The device says Kolkata; the person lives in London and says so on the profile.
test.use({ viewport: { width: 412, height: 900 }, timezoneId: 'Asia/Kolkata' });
// A page load takes several seconds on a busy machine, and each test opens a few.
test.beforeEach(() => test.slow());

for (const lang of ['en', 'bn'] as const) {
  test(`the city chosen on the profile is daily dharma's place: London's sunrise and Rahu Kalam (${lang})`, async ({
    page,
    request,
  }) => {
    const a = account(lang);
    const t = practice(lang);
    const { answer } = await createAccount(request);
    await signIn(page, answer);
    await page.goto(`/${lang}/profile`);
    await page.getByLabel(a.profile.city).fill('London');
    await page.getByRole('option', { name: /London\s+United Kingdom/ }).click();
    await page.getByRole('button', { name: a.profile.save }).click();
    await expect(page.getByText(a.profile.saved)).toBeVisible();

    // What the API answers for London's own coordinates, in London's zone.
    const [london] = (await (await request.get('/api/location/cities/?q=London')).json()).results as Array<{
      city: string;
      country: string;
      lat: number;
      lon: number;
      timezone: string;
    }>;
    expect(london).toMatchObject({ country: 'United Kingdom', timezone: 'Europe/London' });
    const today = await request.get(
      `/api/daily-dharma/today/?lang=${lang}&tz=Europe%2FLondon&lat=${london!.lat.toFixed(4)}&lon=${london!.lon.toFixed(4)}`,
    );
    type Period = { start: string; end: string };
    const { sunrise, sunset, rahu_kalam, brahma_muhurta } = (await today.json()).panchang as {
      sunrise: string;
      sunset: string;
      rahu_kalam: Period;
      brahma_muhurta: Period;
    };
    // Hour and minute as the language writes them in London.
    const clock = (iso: string) => clockIn(page, iso, lang, 'Europe/London');

    await page.goto(`/${lang}/daily-dharma`);
    const calendar = page.getByRole('region', { name: t.today.calendar });
    const fact = (name: string) => calendar.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');
    await expect(fact(t.today.sunrise)).toContainText(await clock(sunrise));
    await expect(fact(t.today.sunset)).toContainText(await clock(sunset));
    await expect(calendar).toContainText(t.today.place.replace('{{city}}', 'London'));
    // The day's timings, the auspicious apart from those avoided for new work (decision 026).
    await expect(calendar.getByRole('heading', { name: t.today.good_times })).toBeVisible();
    await expect(calendar.getByRole('heading', { name: t.today.avoid_times })).toBeVisible();
    for (const [name, period] of [
      [t.today.rahu_kalam, rahu_kalam],
      [t.today.brahma_muhurta, brahma_muhurta],
    ] as const) {
      await expect(fact(name)).toContainText(await clock(period.start));
      await expect(fact(name)).toContainText(await clock(period.end));
    }
  });
}
