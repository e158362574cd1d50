import { api } from '../api-as';
import { publishedJourney, suffix } from '../demo-journey';
import {
  appRendered,
  createConfirmedAccount,
  demoSession,
  expect,
  expectNoAxeViolations,
  locale,
  signIn,
  test,
} from '../fixtures';

/**
 * Issue 24: a full departure's waitlist. A traveller joins it from the journey's page on a phone;
 * when the one who held the last place cancels, the place is held for her, she sees the offer in
 * her bookings and takes it at checkout.
 */

test('a traveller waits for a full departure, is offered the freed place and takes it (412 px)', async ({
  page,
  request,
}) => {
  test.slow();
  const w = locale('en', 'waitlists');
  const b = locale('en', 'bookings');
  const organiser = await demoSession(request, 'yatra_sangam');
  const { journey, departure } = await publishedJourney(request, organiser, 1);
  const title = journey.title;

  // Someone holds the one place.
  const holder = (await createConfirmedAccount(request)).answer;
  const held = await api<{ id: number }>(request, holder, 'post', `journeys/${journey.slug}/bookings/`, {
    departure_id: departure.id,
    travellers: 1,
    traveller_names: ['Ravi'],
    idempotency_key: `e2e-wait-${suffix()}`,
  });

  // She finds it full and joins its line.
  const traveller = (await createConfirmedAccount(request)).answer;
  await page.setViewportSize({ width: 412, height: 915 });
  await signIn(page, traveller);
  await page.goto(`/en/travel/${journey.slug}`);
  await appRendered(page);
  await page.getByRole('button', { name: new RegExp(`^${w.join_named.replace('{{what}}', '.+')}$`) }).click();
  await expect(page.getByLabel(w.seats)).toBeFocused();
  await expectNoAxeViolations(page, 'join a waitlist');
  await page.getByRole('button', { name: w.submit, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: w.joined })).toBeFocused();

  // Her bookings show her place in line.
  await page.goto('/en/my-bookings?kind=journeys');
  await appRendered(page);
  const line = page.getByRole('region', { name: w.heading });
  await expect(line).toContainText(title);
  await expect(line).toContainText(w.first);
  await expect(line).toContainText(w.state.waiting);

  // The place comes back: it is held for her.
  await api(request, holder, 'post', `journey-bookings/${held.id}/cancel/`, {});
  await page.reload();
  await expect(line).toContainText(w.state.offered);
  await expect(line).toContainText(w.offer_until.split('{{time}}')[0]!);
  await expectNoAxeViolations(page, 'a waitlist offer');
  await line.getByRole('link', { name: w.pay }).click();

  // Checkout takes it (paying the organiser directly here): the booking is hers.
  await expect(page).toHaveURL(/\/en\/checkout\?kind=journey&booking=\d+$/);
  await page.getByRole('button', { name: b.checkout.confirm }).click();
  await expect(page.getByText(locale('en', 'travel').checkout.confirmed)).toBeVisible();
  await page.goto('/en/my-bookings?kind=journeys');
  await appRendered(page);
  await expect(line).toContainText(w.state.taken);
  await expect(page.locator('main article').filter({ hasText: title })).toBeVisible();
});

test('in Tamil, a devotee waits for a full pooja day in a name and is offered the place (412 px)', async ({
  page,
  request,
}) => {
  test.slow();
  const w = locale('ta', 'waitlists');
  const staff = await demoSession(request, 'kashi_devasthan');
  const temples = await api<{ results: Array<{ id: number; slug: string }> }>(
    request,
    staff,
    'get',
    'creators/temples/',
  );
  const temple = temples.results.find((item) => item.slug === 'gangeshwar-mahadev-varanasi')!;
  const name = `Waitlist abhishek ${suffix()}`;
  const pooja = await api<{ slug: string }>(request, staff, 'post', `creators/temples/${temple.id}/poojas/`, {
    name,
    price_minor: 0,
    notice_days: 0,
    daily_limit: 1,
  });
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + 2 * 86_400_000),
  );
  const holder = (await createConfirmedAccount(request)).answer;
  const held = await api<{ id: number }>(request, holder, 'post', `poojas/${pooja.slug}/bookings/`, {
    day,
    devotee_name: 'Ravi',
    idempotency_key: `e2e-pooja-wait-${suffix()}`,
  });

  const devotee = (await createConfirmedAccount(request)).answer;
  await page.setViewportSize({ width: 412, height: 915 });
  await signIn(page, devotee);
  await page.goto(`/ta/poojas/${pooja.slug}`);
  await appRendered(page);
  await expect(page.getByText(w.full_days)).toBeVisible();
  await page
    .getByRole('button', { name: new RegExp(`^${w.join_named.replace('{{what}}', '.+')}$`) })
    .first()
    .click();
  await expect(page.getByLabel(w.devotee_name)).toBeFocused();
  // Without the name the pooja is performed in, it says so.
  await page.getByRole('button', { name: w.submit, exact: true }).click();
  await expect(page.getByText(w.devotee_name_missing)).toBeVisible();
  await page.getByLabel(w.devotee_name).fill('காவ்யா');
  await expectNoAxeViolations(page, 'join a pooja day waitlist (ta)');
  await page.getByRole('button', { name: w.submit, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: w.joined })).toBeFocused();

  // The one who held the day's place cancels: it is held for her, in her name.
  await api(request, holder, 'post', `pooja-bookings/${held.id}/cancel/`, {});
  await page.goto('/ta/my-bookings?kind=poojas');
  await appRendered(page);
  const line = page.getByRole('region', { name: w.heading });
  await expect(line).toContainText(w.state.offered);
  await line.getByRole('link', { name: w.pay }).click();
  await expect(page).toHaveURL(/\/ta\/checkout\?kind=pooja&booking=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('booking'));
  const booking = await api<{ devotee_name: string; status: string }>(request, devotee, 'get', `pooja-bookings/${id}/`);
  expect(booking).toMatchObject({ devotee_name: 'காவ்யா', status: 'held' });
});
