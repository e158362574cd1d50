import { api } from '../api-as';
import {
  appRendered,
  createConfirmedAccount,
  demoSession,
  escape,
  expect,
  expectNoAxeViolations,
  fill,
  locale,
  signIn,
  test,
  toast,
} from '../fixtures';

/**
 * Issue 24: verified reviews. A devotee whose pooja the temple has performed reviews it from her
 * bookings, in Hindi on a phone; the review and the temple's average show on the temple's page, and
 * the temple's staff reply there.
 */

// The temples keep India's time: the browser does too, so "today" is the same day on both sides.
test.use({ timezoneId: 'Asia/Kolkata' });

const todayInIndia = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

test('a devotee reviews a performed pooja in Hindi and the temple replies (412 px)', async ({ page, request }) => {
  test.slow();
  const r = locale('hi', 'reviews');
  const p = locale('hi', 'poojas');
  const staff = await demoSession(request, 'kashi_devasthan');
  const temples = await api<{ results: Array<{ id: number; slug: string; name: string }> }>(
    request,
    staff,
    'get',
    'creators/temples/',
  );
  const temple = temples.results.find((item) => item.slug === 'gangeshwar-mahadev-varanasi')!;
  // A free pooja of its own, bookable today, so the temple can perform it now.
  const name = `Review abhishek ${Date.now()}`;
  const pooja = await api<{ slug: string }>(request, staff, 'post', `creators/temples/${temple.id}/poojas/`, {
    name,
    price_minor: 0,
    notice_days: 0,
    daily_limit: 50,
  });
  const devotee = (await createConfirmedAccount(request)).answer;
  const booking = await api<{ id: number; status: string }>(
    request,
    devotee,
    'post',
    `poojas/${pooja.slug}/bookings/`,
    {
      day: todayInIndia(),
      devotee_name: 'मीरा',
      idempotency_key: `e2e-review-${Date.now()}`,
    },
  );
  expect(booking.status).toBe('booked');
  await api(request, staff, 'post', `creators/pooja-bookings/${booking.id}/status/`, { status: 'performed' });

  // Her past poojas offer the review.
  await page.setViewportSize({ width: 412, height: 915 });
  await signIn(page, devotee);
  await page.goto('/hi/my-bookings?kind=poojas');
  await appRendered(page);
  await page.getByRole('tab', { name: new RegExp(escape(p.my_bookings.past)) }).click();
  const card = page.locator('main article').filter({ hasText: name });
  await card.getByRole('button', { name: r.write }).click();
  // The button is gone: the keyboard goes on from the first star.
  await expect(card.getByRole('radio', { name: fill(r.stars_one, { count: 1 }) })).toBeFocused();
  // Sent without stars, it says what is missing.
  await card.getByRole('button', { name: r.submit }).click();
  await expect(card.getByText(r.choose_rating)).toBeVisible();
  // Each star is a radio button named for its number of stars.
  await card
    .locator('label')
    .filter({ hasText: fill(r.stars_other, { count: 5 }) })
    .click();
  await expect(card.getByRole('radio', { name: fill(r.stars_other, { count: 5 }) })).toBeChecked();
  const words = `पूजा शांति से हुई, धन्यवाद ${Date.now()}`;
  await card.getByLabel(r.text).fill(words);
  await expectNoAxeViolations(page, 'review form (hi)');
  await card.getByRole('button', { name: r.submit }).click();
  await expect(toast(page, r.thanks)).toBeVisible();
  await expect(card.getByText(r.done)).toBeVisible();
  await expect(card.getByRole('button', { name: r.write })).toHaveCount(0);

  // The temple's page shows it, with its average.
  const reviews = await api<{ rating: number; rating_count: number }>(
    request,
    null,
    'get',
    `temples/${temple.slug}/reviews/`,
  );
  await page.goto(`/hi/temples/${temple.slug}`);
  await appRendered(page);
  const section = page.getByRole('region', { name: r.heading });
  await expect(section.getByText(words)).toBeVisible();
  // It names what was booked.
  await expect(section.locator('li').filter({ hasText: words })).toContainText(name);
  const average = new Intl.NumberFormat('hi', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    reviews.rating,
  );
  await expect(section).toContainText(average);
  // Only the temple's staff may answer.
  await expect(section.getByRole('button', { name: r.reply, exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, 'temple reviews (hi)');

  // The staff answer on the same page, in English at desktop width.
  const staffPage = await page.context().browser()!.newPage({ timezoneId: 'Asia/Kolkata' });
  const en = locale('en', 'reviews');
  await signIn(staffPage, staff);
  await staffPage.goto(`/en/temples/${temple.slug}`);
  const item = staffPage.getByRole('region', { name: en.heading }).locator('li').filter({ hasText: words });
  await item.getByRole('button', { name: en.reply, exact: true }).click();
  await expect(item.getByLabel(en.reply_label)).toBeFocused();
  await item.getByRole('button', { name: en.reply_send }).click();
  await expect(item.getByText(en.errors.reply_empty)).toBeVisible();
  await item.getByLabel(en.reply_label).fill('Thank you for coming. Har Har Mahadev.');
  await item.getByRole('button', { name: en.reply_send }).click();
  await expect(toast(staffPage, en.reply_saved)).toBeVisible();
  await expect(item.getByText('Thank you for coming. Har Har Mahadev.')).toBeVisible();
  await expect(item.getByRole('button', { name: en.edit_reply })).toBeVisible();
  await staffPage.close();

  // The devotee sees the answer under her review.
  await page.reload();
  const mine = section.locator('li').filter({ hasText: words });
  await expect(mine.getByText(r.reply_from_host)).toBeVisible();
  await expect(mine.getByText('Thank you for coming. Har Har Mahadev.')).toBeVisible();
});
