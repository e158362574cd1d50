import { createAccount, expect, locale, signIn, test } from '../fixtures';

const texts = (lang: string) => locale(lang, 'practice');

// A phone, in the zone the practice is counted in.
test.use({ viewport: { width: 360, height: 740 }, timezoneId: 'Asia/Kolkata' });
// A page load takes several seconds on a busy machine, and each test opens a few.
test.beforeEach(() => test.slow());

for (const lang of ['en', 'ta'] as const) {
  test(`the heat map opens at this week, the weeks before the start blank, not missed (${lang})`, async ({
    page,
    request,
  }) => {
    const t = texts(lang);
    const { answer } = await createAccount(request);
    const headers = { Authorization: `Bearer ${answer.access}` };
    const setup = await request.put('/api/daily-dharma/setup/', {
      headers,
      data: { level: 'beginner', practices: [{ kind: 'japa' }], time_zone: 'Asia/Kolkata' },
    });
    expect(setup.status(), await setup.text()).toBe(200);
    const { today } = (await setup.json()) as { today: string };
    await signIn(page, answer, { hasPractices: true });

    await page.goto(`/${lang}/daily-dharma/progress`);
    const map = page.getByRole('img', { name: /./ }).filter({ has: page.locator('span[title]') });
    // Each day's square is named by its date, as the page writes it.
    const label = await page.evaluate(
      ([date, language]) =>
        new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
          new Date(`${date}T00:00:00Z`),
        ),
      [today, lang],
    );
    const todaySquare = map.locator(`span[title^="${label}:"]`);
    // Today is on screen once the calendar is (scrolled down to), without scrolling it sideways.
    await expect(todaySquare).toHaveCount(1);
    await map.scrollIntoViewIfNeeded();
    await expect(todaySquare).toBeInViewport();
    // Half a year ago this account did not exist: those days are not counted as days without practice.
    const beforeStart = new RegExp(`${escape(t.progress.day_before_start.replace('{{date}}', ''))}$`);
    await expect(map.locator('span[title]').first()).toHaveAttribute('title', beforeStart);
    await expect(todaySquare).not.toHaveAttribute('title', beforeStart);
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
