import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { signInDemoPerson, signInNewPerson } from '../booking-steps';
import { common, createConfirmedAccount, expect, expectNoAxeViolations, fill, locale, test, toast } from '../fixtures';
import { api, inDays } from '../api-as';

const texts = (lang: string) => locale(lang, 'creator');

// Each test walks the whole creator area with axe on each screen.
test.use({ timezoneId: 'Asia/Kolkata', wholeFlows: true });

// A different demo tutor in each language, so the two runs never edit the same hours.
for (const [lang, tutorName] of [
  ['en', 'guru_subhashree'],
  ['hi', 'guru_srinivas'],
] as const) {
  test(`a demo tutor edits availability, creates a class and marks a booking paid (${lang})`, async ({
    page,
    request,
  }) => {
    const t = texts(lang);
    const c = common(lang);
    const tutor = await signInDemoPerson(page, request, tutorName);

    // The dashboard, under the creator navigation that replaces the normal one.
    await page.goto(`/${lang}/creator`);
    await expect(page.locator('main h1')).toHaveText(c.pages.creator);
    const nav = page.getByRole('navigation', { name: c.nav.creator }).first();
    for (const label of [c.nav.creator_dashboard, c.nav.creator_profile, c.nav.availability, c.nav.my_classes])
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    // The site's main areas stay a click away, in their own small navigation beside the creator's.
    const areas = page.getByRole('navigation', { name: c.nav.areas });
    await expect(areas.getByRole('link', { name: c.nav.videos, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: c.nav.home, exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: t.dashboard.earnings_title })).toBeVisible();
    await expect(page.getByRole('heading', { name: t.dashboard.upcoming_title })).toBeVisible();
    await expectNoAxeViolations(page, `creator dashboard (${lang})`);

    // Availability: an overlap is named at its hours; then a day off and a break are saved.
    await nav.getByRole('link', { name: c.nav.availability, exact: true }).click();
    await expect(page.locator('main h1')).toHaveText(c.pages.creator_availability);
    const wednesday = page.getByRole('group', {
      name: new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 2, 4))),
      exact: true,
    });
    const starts = wednesday.getByLabel(t.availability.start, { exact: true });
    const addOnWednesday = wednesday.getByRole('button', { name: t.availability.add_hours });
    // The form comes once the hours are read: count the day's ranges only then.
    await expect(addOnWednesday).toBeVisible();
    const before = await starts.count();
    await addOnWednesday.click();
    await addOnWednesday.click();
    // The second new range starts where the first does: they overlap.
    await starts.nth(before + 1).fill(await starts.nth(before).inputValue());
    await page.getByRole('button', { name: t.availability.save }).click();
    await expect(wednesday.getByText(t.errors.overlap)).toBeVisible();
    await expectNoAxeViolations(page, `availability with a field message (${lang})`);
    const removes = wednesday.getByRole('button', { name: t.availability.remove });
    await removes.nth(before + 1).click();
    await removes.nth(before).click();
    await expect(starts).toHaveCount(before);

    const holiday = inDays(40);
    await page.getByRole('button', { name: t.availability.add_date }).click();
    await page.locator('input[type="date"]').last().fill(holiday);
    await page.getByLabel(t.availability.buffer_after).fill('10');
    await page.getByRole('button', { name: t.availability.save }).click();
    await expect(toast(page, t.availability.saved)).toBeVisible();
    const saved = await api<{ overrides: Array<{ date: string; intervals: unknown[] }>; buffer_after_minutes: number }>(
      request,
      tutor,
      'get',
      'creators/availability/',
    );
    expect(saved.overrides).toContainEqual({ date: holiday, intervals: [] });
    expect(saved.buffer_after_minutes).toBe(10);

    // A new class: the API's rules show next to their fields, then it is created and published.
    await nav.getByRole('link', { name: c.nav.my_classes, exact: true }).click();
    await expect(page.locator('main h1')).toHaveText(c.pages.creator_classes);
    await page.getByRole('link', { name: t.classes.new_class }).first().click();
    await expect(page.locator('main h1')).toHaveText(c.pages.creator_class_setup);
    const title = `Sandhya ${lang} ${Date.now().toString(36)}`;
    await page.getByLabel(t.setup.title).fill(title);
    await page.getByLabel(t.setup.description, { exact: true }).fill('Evening chanting for beginners.');
    await page.getByLabel(t.setup.category).selectOption('vedic-chanting');
    await page.getByLabel(t.setup.language).selectOption(lang);
    await page.getByLabel(t.setup.duration).fill('45');
    await page.getByLabel(t.setup.capacity).fill('6');
    await page.getByLabel(t.setup.price, { exact: true }).fill('300');
    await page.getByRole('button', { name: t.setup.create }).click();
    await expect(page.getByText(t.errors.meetingUrl)).toBeVisible();
    await expectNoAxeViolations(page, `class setup with a field message (${lang})`);
    await page.getByLabel(t.setup.meeting_url).fill('https://meet.example.org/sandhya');
    await page.getByRole('button', { name: t.setup.create }).click();
    await expect(toast(page, t.setup.created)).toBeVisible();
    await expect(page.locator('main h1')).toHaveText(c.pages.creator_classes);
    const card = page.locator('main li').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card.getByText(t.classes.published)).toBeVisible();
    await expectNoAxeViolations(page, `my classes (${lang})`);

    // Its public page, by its slug.
    await card.getByRole('link', { name: t.classes.view }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/classes/[^/]+$`));
    await expect(page.locator('main h1')).toHaveText(title);
    const slug = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

    // A learner books it (held for payment); the tutor marks it paid in Class Bookings.
    const { answer: learner } = await createConfirmedAccount(request);
    const slots = await api<{ results: Array<{ start: string }> }>(
      request,
      learner,
      'get',
      `classes/${encodeURIComponent(slug)}/slots/?from=${inDays(1)}&to=${inDays(14)}&tz=Asia/Kolkata`,
    );
    expect(slots.results.length).toBeGreaterThan(0);
    const booking = await api<{ id: number; status: string }>(request, learner, 'post', 'bookings/', {
      class: slug,
      start: slots.results[0]!.start,
      idempotency_key: `e2e-${Date.now()}-${lang}`,
    });
    expect(booking.status).toBe('held');

    await page.goto(`/${lang}/creator/bookings`);
    await expect(page.locator('main h1')).toHaveText(c.pages.creator_bookings);
    const markPaid = page.getByRole('button', {
      name: fill(t.bookings.mark_paid_named, { name: learner.user.username, title }),
    });
    await expect(markPaid).toBeVisible();
    await expectNoAxeViolations(page, `class bookings (${lang})`);
    await markPaid.click();
    await expect(toast(page, t.bookings.marked_paid)).toBeVisible();
    await expect(markPaid).toHaveCount(0);
    const row = page.locator('main li').filter({ hasText: learner.user.username }).filter({ hasText: title });
    await expect(row.getByText(t.bookings.paid, { exact: true })).toBeVisible();

    // Cancelling asks for a reason first.
    await row
      .getByRole('button', { name: fill(t.bookings.cancel_named, { name: learner.user.username, title }) })
      .click();
    const dialog = page.getByRole('dialog', { name: t.bookings.cancel_title });
    await dialog.getByRole('button', { name: t.bookings.confirm_cancel }).click();
    await expect(dialog.getByText(t.bookings.reason_required)).toBeVisible();
    await expectNoAxeViolations(page, `cancel dialog (${lang})`);
    await dialog.getByLabel(t.bookings.reason).fill('I am unwell that day, sorry.');
    await dialog.getByRole('button', { name: t.bookings.confirm_cancel }).click();
    await expect(toast(page, t.bookings.cancelled)).toBeVisible();
    const mine = await api<{ results: Array<{ id: number; status: string; cancel_reason: string }> }>(
      request,
      learner,
      'get',
      'bookings/mine/',
    );
    expect(mine.results.find((b) => b.id === booking.id)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'I am unwell that day, sorry.',
    });
  });
}

test('everyone else sees the creator landing and the guide', async ({ page, request }) => {
  const t = texts('en');
  await page.goto('/en/creator');
  await expect(page.getByRole('link', { name: t.landing.register })).toHaveAttribute('href', '/en/creator/register');
  await expect(page.getByRole('link', { name: t.landing.login })).toHaveAttribute('href', '/en/creator/login');
  await expect(page.getByRole('heading', { name: t.landing.why_title })).toBeVisible();
  await expectNoAxeViolations(page, 'creator landing');
  await page.getByRole('link', { name: t.landing.guide }).click();
  await expect(page.locator('main h1')).toHaveText(common('en').pages.creator_guide);
  await expect(page.getByRole('heading', { name: t.guide.payments_title })).toBeVisible();
  await expectNoAxeViolations(page, 'creator guide');

  // A retreat host is a creator but not a tutor: the tutors' pages say so instead of failing.
  await signInNewPerson(page, request, { creator_type: 'retreat_rep' });
  await page.goto('/en/creator/classes');
  await expect(page.getByRole('heading', { name: t.not_tutor.title })).toBeVisible();
});

test('a new tutor uploads a profile photo, sees it, and saves it', async ({ page, request }) => {
  const t = texts('en');
  await signInNewPerson(page, request, { creator_type: 'tutor' });
  await page.goto('/en/creator/profile');
  await page.getByLabel(t.profile.display_name).fill('Acharya Test');
  await page.getByTestId('photo-file').setInputFiles({
    name: 'portrait.jpg',
    mimeType: 'image/jpeg',
    buffer: readFileSync(fileURLToPath(new URL('../../apps/web/public/icons/og-image.jpg', import.meta.url))),
  });
  await expect(page.getByRole('status').filter({ hasText: fill(t.photos.added_one, { count: 1 }) })).toBeVisible();
  const address = await page.getByLabel(t.profile.photo_url).inputValue();
  expect(address).toMatch(/\/media\/photos\/[0-9a-f-]{36}-1600\.webp$/);
  // The form shows the small copy until it is saved; then the profile's own picture is the new one.
  await expect(page.locator('form').getByRole('img', { name: t.profile.photo_alt })).toHaveAttribute(
    'src',
    address.replace('-1600.webp', '-640.webp'),
  );
  await page.getByRole('button', { name: t.profile.save }).click();
  await expect(toast(page, t.profile.saved)).toBeVisible();
  await expect(page.locator(`main img[src="${address}"]`)).toBeVisible();
  await expectNoAxeViolations(page, 'tutor profile with an uploaded photo');
});
