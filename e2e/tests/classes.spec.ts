import type { Page } from '@playwright/test';
import { bookedByAnother, expectCancelledIntoPast, expectNotFoundAt, signInNewPerson } from '../booking-steps';
import { common, expect, expectNoAxeViolations, fill, locale, test } from '../fixtures';
import { bookingAsOwner, confirmAndSeeHowToPay } from '../pay-directly';

const texts = (lang: string) => locale(lang, 'classes');
// The checkout page is shared by every kind of booking: its own words are in the bookings namespace.
const checkout = (lang: string) => locale(lang, 'bookings').checkout;

// Times are read in the visitor's zone: the browser's, here London. Each test walks a whole flow
// across several pages, with axe on each.
test.use({ timezoneId: 'Europe/London', wholeFlows: true });

const slotButtons = (page: Page) => page.locator('main [aria-pressed]');

/** Moves the week picker forward until the week has open times, then chooses the first. */
async function chooseFirstSlot(page: Page, lang: string, weeksAhead = 0) {
  const t = texts(lang);
  const next = page.getByRole('button', { name: t.slots.next_week });
  for (let i = 0; i < weeksAhead; i++) await next.click();
  for (let i = 0; i < 4; i++) {
    await expect(page.getByText(t.slots.none_this_week).or(slotButtons(page).first())).toBeVisible();
    if ((await slotButtons(page).count()) > 0) break;
    await next.click();
  }
  const slot = slotButtons(page).first();
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
}

test('a guest explores classes by subject, search and filters', async ({ page }) => {
  const t = texts('en');
  await page.goto('/en/classes');
  await expect(page.locator('main h1')).toHaveText(common('en').pages.classes);
  await expect(page.locator('main article').first()).toBeVisible();
  await expectNoAxeViolations(page, 'classes landing');

  await page.getByRole('link', { name: t.categories.yoga, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/classes\/explore\?category=yoga$/);
  const cards = page.locator('main ul > li article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasText: 'Gentle Hatha Yoga for Beginners' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Private Yoga Session' })).toHaveCount(1);

  // The search (debounced) and the filters go into the address and narrow the list.
  await page.getByRole('searchbox', { name: t.filters.search }).fill('hatha');
  await expect(page).toHaveURL(/q=hatha/);
  await expect(cards).toHaveCount(1);
  await expect(page.getByText(fill(t.explore.count_one, { count: 1 }))).toBeVisible();
  await page.getByLabel(t.filters.price).selectOption('free');
  await expect(page.getByText(t.explore.empty_filtered)).toBeVisible();
  await page.getByRole('link', { name: t.explore.clear }).click();
  await expect(page).toHaveURL(/\/en\/classes\/explore$/);
  await expect(page.getByRole('searchbox', { name: t.filters.search })).toHaveValue('');
  await page.getByLabel(t.filters.time).selectOption('morning');
  await expect(page).toHaveURL(/time=morning/);
  await expect(page.getByText(fill(t.explore.times_in_zone, { zone: 'United Kingdom Time' }))).toBeVisible();
  await expectNoAxeViolations(page, 'explore with filters');
});

test('a guest reads a class and its tutor, and is asked to sign in to book', async ({ page }) => {
  const t = texts('en');
  // A class's page: its facts, its tutor, its next open times in the visitor's zone.
  await page.goto('/en/classes/gentle-hatha-yoga-beginners');
  await expect(page.locator('main h1')).toHaveText('Gentle Hatha Yoga for Beginners');
  await expect(page.getByText(t.facts.cancellation, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: t.detail.next_times })).toBeVisible();
  await expect(page.getByRole('combobox', { name: t.slots.zone_label })).toContainText('United Kingdom Time');
  await expectNoAxeViolations(page, 'class detail');

  // The tutor's page lists their classes.
  await page.locator('main').getByRole('link', { name: 'Kavya Nair' }).click();
  await expect(page.locator('main h1')).toHaveText('Kavya Nair');
  await expect(page.getByRole('heading', { name: t.tutor.classes })).toBeVisible();
  await expect(page.locator('main article').filter({ hasText: 'Private Yoga Session' })).toHaveCount(1);
  await expectNoAxeViolations(page, 'tutor page');

  await page.goto('/en/classes/gentle-hatha-yoga-beginners');
  await page.getByRole('link', { name: t.detail.book }).click();
  await expect(page).toHaveURL(/\/en\/book\/gentle-hatha-yoga-beginners/);
  await chooseFirstSlot(page, 'en');
  await expectNoAxeViolations(page, 'book page');
  await page.getByRole('button', { name: t.book.sign_in_to_continue }).click();
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fbook%2Fgentle-hatha-yoga-beginners%3Fstart%3D/);

  // A class that does not exist says so.
  await expectNotFoundAt(page, '/en/classes/no-such-class', t.errors.class_not_found);
});

test('a learner books a paid one-to-one class, pays the tutor directly, reschedules and cancels', async ({
  page,
  request,
}) => {
  const t = texts('en');
  const { answer } = await signInNewPerson(page, request);
  await page.goto('/en/book/private-yoga-session');
  await expect(page.locator('main h1')).toHaveText(fill(t.book.title, { title: 'Private Yoga Session' }));
  // Two weeks ahead: well outside the class's 48-hour cancellation window.
  await chooseFirstSlot(page, 'en', 2);
  await page.getByRole('button', { name: t.book.continue }).click();

  await expect(page).toHaveURL(/\/en\/checkout\?booking=\d+$/);
  await expect(page.getByText(t.status.held)).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/[0-9]:[0-5][0-9]/);
  await expect(page.getByText(fill(checkout('en').total, { price: '£40' }))).toBeVisible();
  await expectNoAxeViolations(page, 'checkout');
  const id = Number(new URL(page.url()).searchParams.get('booking'));
  const seat = await bookingAsOwner<{ tutor: { display_name: string } }>(request, 'bookings', id, answer);
  await confirmAndSeeHowToPay(page, 'en', { price: '£40', payee: seat.tutor.display_name });
  await expect(page.getByText(t.checkout.confirmed)).toBeVisible();
  await expect(page.getByText(t.status.confirmed)).toBeVisible();

  await page.getByRole('link', { name: checkout('en').to_my_bookings }).click();
  await expect(page).toHaveURL(/\/en\/my-bookings\?kind=classes$/);
  const card = page.locator('main article').filter({ hasText: 'Private Yoga Session' });
  await expect(card).toContainText(t.status.confirmed);
  await expect(card.getByRole('link', { name: t.booking.join_link })).toHaveAttribute('href', /^https:\/\//);
  await expectNoAxeViolations(page, 'my bookings');

  // Reschedule to another open time a week later.
  const before = await card.locator('time').getAttribute('datetime');
  await card.getByRole('button', { name: t.booking.reschedule }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: t.slots.next_week }).click();
  await dialog.getByRole('button', { name: t.slots.next_week }).click();
  await dialog.getByRole('button', { name: t.slots.next_week }).click();
  await dialog.locator('[aria-pressed]').first().click();
  await expectNoAxeViolations(page, 'reschedule dialog');
  await dialog.getByRole('button', { name: t.booking.move }).click();
  await expect(dialog).toBeHidden();
  await expect(card.locator('time')).not.toHaveAttribute('datetime', before!);

  // Cancel: the booking moves to Past, marked cancelled.
  await card.getByRole('button', { name: t.booking.cancel }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.booking.confirm_cancel }).click();
  await expectCancelledIntoPast(page, t, 'Private Yoga Session');
});

test('in Hindi, a free group class is confirmed at once', async ({ page, request }) => {
  const t = texts('hi');
  await signInNewPerson(page, request, { preferred_language: 'hi' });
  await page.goto('/hi/classes/yoga-nidrayum-dhyanavum');
  await expect(page.getByRole('heading', { name: t.detail.next_times })).toBeVisible();
  await expect(page.getByText(t.price.free, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'class detail in Hindi');
  await page.getByRole('link', { name: t.detail.book }).click();
  await chooseFirstSlot(page, 'hi');
  await expect(slotButtons(page).first()).toContainText(/\d/);
  await page.getByRole('button', { name: t.book.continue }).click();
  await expect(page).toHaveURL(/\/hi\/checkout\?booking=\d+$/);
  await expect(page.getByText(t.checkout.confirmed)).toBeVisible();
  await expectNoAxeViolations(page, 'checkout in Hindi');
  await page.getByRole('link', { name: checkout('hi').to_my_bookings }).click();
  await expect(page.locator('main article').first()).toContainText(t.status.confirmed);
  await expectNoAxeViolations(page, 'my bookings in Hindi');
});

test('when someone else takes the chosen time first, the learner is told, and may wait for it', async ({
  page,
  request,
}) => {
  const t = texts('en');
  await signInNewPerson(page, request);
  await page.goto('/en/book/know-your-prakriti');
  await chooseFirstSlot(page, 'en', 1);
  const start = new URL(page.url()).searchParams.get('start')!;

  const taken = await bookedByAnother(request, 'bookings/', {
    class: 'know-your-prakriti',
    start,
    idempotency_key: `e2e-race-${Date.now()}`,
  });

  await page.getByRole('button', { name: t.book.continue }).click();
  await expect(page.getByRole('alert')).toHaveText(t.errors.slot_taken);
  await expect(page).toHaveURL(/\/en\/book\/know-your-prakriti/);
  // The list is read again: the taken time is no longer offered…
  await expect(page.locator('main [aria-pressed="true"]')).toHaveCount(0);

  // …but shows among the week's full times, where the learner joins its waitlist (issue 24).
  const w = locale('en', 'waitlists');
  await expect(page.getByText(w.full_sittings)).toBeVisible();
  await page
    .getByRole('button', { name: new RegExp(`^${w.join_named.replace('{{what}}', '.+')}$`) })
    .first()
    .click();
  await page.getByRole('button', { name: w.submit, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: w.joined })).toBeFocused();
  // The first learner cancels: the seat is held for her, to pay from her bookings.
  const cancelled = await request.post(`/api/bookings/${taken.booking.id}/cancel/`, {
    headers: { authorization: `Bearer ${taken.booker.access}` },
    data: { reason: '' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await page.goto('/en/my-bookings?kind=classes');
  const line = page.getByRole('region', { name: w.heading });
  await expect(line).toContainText(w.state.offered);
  await expect(line.getByRole('link', { name: w.pay })).toHaveAttribute(
    'href',
    /\/en\/checkout\?kind=class&booking=\d+$/,
  );
});
