import { api, inDays } from '../api-as';
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

test('in Hindi on a 360 px phone, a guest waits for a full retreat stay and is offered it', async ({
  page,
  request,
}) => {
  test.slow();
  const w = locale('hi', 'waitlists');
  const host = await demoSession(request, 'ganga_retreats');
  const title = `Waitlist silence ${suffix()}`;
  const [start, end] = [inDays(25), inDays(28)];
  const retreat = await api<{ id: number; slug: string }>(request, host, 'post', 'creators/retreats/', {
    title,
    type: 'meditation',
    place: 'Rishikesh',
    latitude: 30.0869,
    longitude: 78.2676,
    date_mode: 'fixed',
    departures: [{ start, end }],
    deposit_percent: 20,
    languages: ['hi', 'en'],
  });
  await api(request, host, 'put', `creators/retreats/${retreat.id}/packages/`, {
    packages: [{ name: 'Kutir', price_minor: 300000, capacity: 1 }],
  });
  await api(request, host, 'post', `creators/retreats/${retreat.id}/publish/`);
  const { slug } = await api<{ slug: string }>(request, host, 'get', `creators/retreats/${retreat.id}/`);
  const packages = await api<{ packages: Array<{ id: number }> }>(
    request,
    host,
    'get',
    `creators/retreats/${retreat.id}/packages/`,
  );
  const holder = (await createConfirmedAccount(request)).answer;
  const held = await api<{ id: number }>(request, holder, 'post', `retreats/${encodeURIComponent(slug)}/bookings/`, {
    package_id: packages.packages[0]!.id,
    start_date: start,
    end_date: end,
    guests: 1,
    idempotency_key: `e2e-retreat-wait-${suffix()}`,
  });

  const guest = (await createConfirmedAccount(request)).answer;
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, guest);
  await page.goto(`/hi/retreats/${encodeURIComponent(slug)}/book`);
  await appRendered(page);
  await expect(page.getByText(w.full_packages)).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${w.join_named.replace('{{what}}', 'Kutir, .+')}$`) }).click();
  await expect(page.getByRole('button', { name: w.submit, exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'join a retreat stay waitlist (hi, 360 px)');
  await page.getByRole('button', { name: w.submit, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: w.joined })).toBeFocused();

  // The one holding the cottage cancels: the stay is held for her, to pay from her bookings.
  await api(request, holder, 'post', `retreat-bookings/${held.id}/cancel/`, { reason: '' });
  await page.goto('/hi/my-bookings?kind=retreats');
  await appRendered(page);
  const line = page.getByRole('region', { name: w.heading });
  await expect(line).toContainText(title);
  await expect(line).toContainText(w.state.offered);
  await line.getByRole('link', { name: w.pay }).click();
  await expect(page).toHaveURL(/\/hi\/checkout\?kind=retreat&booking=\d+$/);
});
