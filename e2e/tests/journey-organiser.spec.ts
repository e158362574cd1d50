import { common, expect, expectNoAxeViolations, fill, locale, test, titleOf, toast } from '../fixtures';
import { signInDemoPerson, signInNewPerson } from '../booking-steps';
import { api } from '../api-as';
import { heldJourneyBooking, publishedJourney, suffix } from '../demo-journey';

const texts = (lang: string) => locale(lang, 'journey-organiser');
/** A date `days` from today on India's calendar, which journeys keep. */
const inDays = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));

// Each test walks several of the organiser's screens with axe on each.
test.use({ timezoneId: 'Asia/Kolkata', wholeFlows: true });

/** The demo organiser of North Indian pilgrimages (a retreat representative). */
const ORGANISER = 'yatra_sangam';

test('yatra_sangam creates a journey day by day with the keyboard, adds a departure and publishes it (en)', async ({
  page,
  request,
}) => {
  const t = texts('en');
  const c = common('en');
  const organiser = await signInDemoPerson(page, request, ORGANISER);

  // Their home (a retreat representative's profile) leads first to the journeys they organise, with
  // how many there are (other tests add journeys meanwhile: the numbers are the API's at that moment).
  await page.goto('/en/creator/retreat/profile');
  const rh = locale('en', 'retreat-host').profile;
  await expect(page.locator('main h2').first()).toHaveText(rh.journeys_title);
  const counted = new RegExp(
    `^${fill(rh.journeys_count_other, { count: '\\d+', published: '\\d+' }).replace('.', '\\.')}$`,
  );
  await expect(page.locator('main section').first().locator('p').first()).toHaveText(counted);
  await expect(page.locator('main').getByRole('link', { name: c.nav.journey_bookings, exact: true })).toBeVisible();

  // My Journeys, in the retreat representative's navigation.
  await page.goto('/en/creator/journeys');
  await expect(page).toHaveTitle(titleOf('en', 'creator_journeys'));
  const nav = page.getByRole('navigation', { name: c.nav.creator }).first();
  for (const [label, href] of [
    [c.nav.my_journeys, '/en/creator/journeys'],
    [c.nav.journey_bookings, '/en/creator/journeys/bookings'],
    [c.nav.journey_interests, '/en/creator/journeys/interests'],
  ])
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  await expect(nav.getByRole('link', { name: c.nav.my_journeys, exact: true })).toHaveAttribute('aria-current', 'page');
  // The demo's journeys, with what is booked on them.
  await expect(page.getByRole('heading', { name: /Kashi, Prayagraj and Ayodhya/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Unpublish /, exact: false }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'my journeys (en)');

  // A new journey: the title is asked for before anything is sent.
  await page.getByRole('link', { name: t.list.new_journey }).first().click();
  await expect(page).toHaveURL(/\/en\/creator\/journeys\/new$/);
  await expect(page).toHaveTitle(titleOf('en', 'creator_journey_new'));
  await page.getByRole('button', { name: t.form.create }).click();
  await expect(page.getByText(t.api.titleRequired)).toBeVisible();
  await expect(page.getByLabel(t.form.title)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(t.form.title)).toBeFocused();

  const title = `Chitrakoot Darshan ${suffix()}`;
  await page.getByLabel(t.form.title).fill(title);
  await page.getByLabel(t.form.summary).fill('Kamadgiri parikrama and Ramghat aarti in two days.');
  await page.getByLabel(t.form.region, { exact: true }).fill('Madhya Pradesh');
  await page.getByLabel(t.form.start_place, { exact: true }).fill('Satna');
  await page.getByRole('checkbox', { name: 'हिन्दी' }).check();

  // Two days, the second added with the keyboard: the focus lands in the new day, the length follows.
  const day = (n: number) => page.getByRole('group', { name: fill(t.form.day_n, { n }) });
  await day(1).getByLabel(t.form.day_title).fill('Kamadgiri parikrama');
  await day(1).getByLabel(t.form.day_place).fill('Chitrakoot');
  await page.getByRole('button', { name: t.form.add_day }).focus();
  await page.keyboard.press('Enter');
  await expect(day(2).getByLabel(t.form.day_title)).toBeFocused();
  await page.keyboard.type('Ramghat aarti and Sati Anusuya');
  await expect(page.getByLabel(t.form.duration)).toHaveValue('2');
  // A third day added and removed again with the keyboard leaves two.
  await page.getByRole('button', { name: t.form.add_day }).press('Enter');
  await expect(day(3)).toBeVisible();
  await day(3)
    .getByRole('button', { name: new RegExp(`^${t.form.remove}`) })
    .press('Enter');
  await expect(day(3)).toHaveCount(0);
  await expect(page.getByLabel(t.form.duration)).toHaveValue('2');
  // Moving a day down and back up keeps them in order.
  await day(1)
    .getByRole('button', { name: new RegExp(`^${t.form.move_down}`) })
    .press('Enter');
  await expect(day(1).getByLabel(t.form.day_title)).toHaveValue('Ramghat aarti and Sati Anusuya');
  await day(2)
    .getByRole('button', { name: new RegExp(`^${t.form.move_up}`) })
    .press('Enter');
  await expect(day(1).getByLabel(t.form.day_title)).toHaveValue('Kamadgiri parikrama');

  await page.getByLabel(t.form.inclusions).fill('Stay in a dharmashala\nVegetarian meals\nGuide');
  // A photo by its address (one the app serves itself, as no remote image may load here).
  const photo = new URL('/icons/og-image.jpg', page.url()).href;
  await page.getByLabel(t.form.photos_label).fill(photo);
  await page.getByLabel(fill(t.form.price, { currency: 'INR' })).fill('9500');
  await expectNoAxeViolations(page, 'new journey (en)');
  await page.getByRole('button', { name: t.form.create }).click();
  await expect(toast(page, t.form.created)).toBeVisible();

  // Its departures come next.
  await expect(page).toHaveURL(/\/en\/creator\/journeys\/\d+\/departures$/);
  await expect(page).toHaveTitle(titleOf('en', 'creator_journey_departures'));
  const id = Number(new URL(page.url()).pathname.split('/')[4]);
  await expect(page.getByText(t.departures.none)).toBeVisible();
  await expect(page.getByText(t.publish.text_no_departures)).toBeVisible();
  await page.getByRole('button', { name: t.departures.add }).click();
  const departure = page.getByRole('group', { name: fill(t.departures.departure_n, { n: 1 }) });
  await expect(departure.getByLabel(t.departures.start)).toBeFocused();
  await departure.getByLabel(t.departures.start).fill(inDays(60));
  await departure.getByLabel(t.departures.capacity).fill('12');
  await expectNoAxeViolations(page, 'journey departures (en)');
  await page.getByRole('button', { name: t.departures.save }).click();
  await expect(toast(page, t.departures.saved)).toBeVisible();
  await expect(departure).toContainText(fill(t.departures.taken_of, { taken: 0, capacity: 12 }));

  // Published from the same page.
  await page.getByRole('button', { name: t.list.publish, exact: true }).click();
  await expect(toast(page, fill(t.list.published_toast, { title }))).toBeVisible();
  await expect(page.getByRole('heading', { name: t.publish.live_title })).toBeVisible();
  const mine = await api<{ results: Array<{ id: number; slug: string; published: boolean; itinerary: unknown[] }> }>(
    request,
    organiser,
    'get',
    'creators/journeys/',
  );
  const created = mine.results.find((j) => j.id === id)!;
  expect(created).toMatchObject({ published: true });
  expect(created.itinerary).toEqual([
    { day: 1, title: 'Kamadgiri parikrama', place: 'Chitrakoot', description: '' },
    { day: 2, title: 'Ramghat aarti and Sati Anusuya', place: '', description: '' },
  ]);
  const pub = await api<{ departures: unknown[]; price_from_minor: number }>(
    request,
    null,
    'get',
    `journeys/${created.slug}/`,
  );
  expect(pub.departures).toHaveLength(1);
  expect(pub.price_from_minor).toBe(950000);
  // Travellers see the photo on the journey's page.
  await page.goto(`/en/travel/${created.slug}`);
  await expect(page.locator(`main img[src="${photo}"]`)).toBeAttached();
  await page.goBack();

  // Back on My Journeys, it is published with its departure; the edit page has both days.
  await nav.getByRole('link', { name: c.nav.my_journeys, exact: true }).click();
  const card = page.locator('main li').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toContainText(t.list.published);
  await card.getByRole('link', { name: fill(t.list.edit_named, { title }) }).click();
  await expect(page).toHaveTitle(titleOf('en', 'creator_journey_edit'));
  await expect(day(2).getByLabel(t.form.day_title)).toHaveValue('Ramghat aarti and Sati Anusuya');
  await expect(nav.getByRole('link', { name: c.nav.my_journeys, exact: true })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page, 'edit journey (en)');
});

test('the organiser marks a deposit received, cancels a booking seeing the refund, and reads the interest (en)', async ({
  page,
  request,
}) => {
  const t = texts('en');
  const organiser = await signInDemoPerson(page, request, ORGANISER);
  const { journey, departure } = await publishedJourney(request, organiser, 20);
  const first = await heldJourneyBooking(request, journey.slug, departure.id, 2);
  const second = await heldJourneyBooking(request, journey.slug, departure.id, 1);
  await api(request, null, 'post', `journeys/${journey.slug}/interest/`, {
    name: 'Gauri Shankar',
    email: 'gauri.shankar@example.test',
    travellers: 3,
    departure_id: departure.id,
    message: 'Can my mother, who is 72, do the parikrama?',
    language: 'en',
  });

  // The journey's bookings: each traveller with the places, the 25% deposit and whether it arrived.
  await page.goto(`/en/creator/journeys/bookings?journey=${journey.id}`);
  await expect(page).toHaveTitle(titleOf('en', 'creator_journey_bookings'));
  await expect(page.getByText(fill(t.bookings.count_other, { count: 2 }))).toBeVisible();
  const cardOf = (username: string) => page.locator('main li').filter({ hasText: username });
  const card = cardOf(first.username);
  await expect(card).toContainText(t.status.held);
  await expect(card).toContainText(t.bookings.deposit_unpaid);
  await expect(card).toContainText('₹30,000');
  await expect(card).toContainText('₹7,500');
  // The traveller can be written to from the booking.
  await expect(card.getByRole('link', { name: first.email })).toHaveAttribute('href', `mailto:${first.email}`);
  await expectNoAxeViolations(page, 'journey bookings (en)');

  // The deposit was paid directly: marked received, the booking is confirmed.
  await card.getByRole('button', { name: new RegExp(`^${t.bookings.mark_paid}`) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('₹7,500');
  await expectNoAxeViolations(page, 'mark a deposit received (en)');
  await dialog.getByRole('button', { name: t.bookings.paid_confirm }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText(t.status.confirmed);
  await expect(card).toContainText(t.bookings.deposit_paid);

  // Cancelling shows the refund first (all of the deposit received) and asks for a reason.
  await card.getByRole('button', { name: new RegExp(`^${t.bookings.cancel}`) }).click();
  await expect(dialog).toContainText(fill(t.bookings.cancel_refund, { amount: '₹7,500' }));
  await dialog.getByRole('button', { name: t.bookings.cancel_confirm }).click();
  await expect(dialog.getByText(t.api.reasonRequired)).toBeVisible();
  await dialog.getByLabel(t.bookings.reason).fill('The road to Naimisharanya is closed for repairs on that date.');
  await expectNoAxeViolations(page, 'cancel a booking (en)');
  await dialog.getByRole('button', { name: t.bookings.cancel_confirm }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText(t.status.cancelled);
  await expect(card).toContainText(`${t.bookings.refund}₹7,500`);
  await expect(card).toContainText(t.bookings.cancelled_by_you);
  const seen = await api<{ status: string; refund_minor: number; cancelled_by: string }>(
    request,
    first.traveller,
    'get',
    `journey-bookings/${first.booking.id}/`,
  );
  expect(seen).toMatchObject({ status: 'cancelled', refund_minor: 750000, cancelled_by: 'organiser' });

  // An unpaid booking: nothing to refund, said before cancelling.
  await cardOf(second.username)
    .getByRole('button', { name: new RegExp(`^${t.bookings.cancel}`) })
    .click();
  await expect(dialog).toContainText(t.bookings.cancel_nothing_paid);
  await dialog.getByRole('button', { name: t.bookings.keep }).click();

  // The status filter lives in the address.
  await page.getByLabel(t.bookings.filter_status).selectOption('cancelled');
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(page.getByText(fill(t.bookings.count_one, { count: 1 }))).toBeVisible();

  // The interest received: who, how to reach them, the departure asked about, their words.
  await page.goto(`/en/creator/journeys/interests?journey=${journey.id}`);
  await expect(page).toHaveTitle(titleOf('en', 'creator_journey_interests'));
  const interest = page.locator('main li').filter({ hasText: 'Gauri Shankar' });
  await expect(interest.getByRole('link', { name: 'gauri.shankar@example.test' })).toHaveAttribute(
    'href',
    'mailto:gauri.shankar@example.test',
  );
  await expect(interest).toContainText('Can my mother, who is 72, do the parikrama?');
  await expect(interest).toContainText(
    new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${departure.start_date}T00:00:00Z`),
    ),
  );
  await expectNoAxeViolations(page, 'journey interest (en)');
});

test('in Hindi, a capacity below the places booked is refused with the API’s sentence, also when a booking arrives meanwhile', async ({
  page,
  request,
}) => {
  const t = texts('hi');
  const organiser = await signInDemoPerson(page, request, ORGANISER);
  const { journey, departure } = await publishedJourney(request, organiser, 10);
  await heldJourneyBooking(request, journey.slug, departure.id, 3);

  await page.goto('/hi/creator/journeys');
  await expect(page).toHaveTitle(titleOf('hi', 'creator_journeys'));
  await expect(page.locator('main h1')).toHaveText(common('hi').pages.creator_journeys);
  await expectNoAxeViolations(page, 'my journeys (hi)');
  await page.getByRole('link', { name: fill(t.list.departures_named, { title: journey.title }) }).click();
  await expect(page).toHaveTitle(titleOf('hi', 'creator_journey_departures'));
  const row = page.getByRole('group', { name: fill(t.departures.departure_n, { n: 1 }) });
  await expect(row).toContainText(fill(t.departures.taken_of, { taken: 3, capacity: 10 }));
  const capacity = row.getByLabel(t.departures.capacity, { exact: true });

  // Below the three places taken: refused before sending, in the API's words.
  await capacity.fill('2');
  await page.getByRole('button', { name: t.departures.save }).click();
  const refusal = `${t.api.capacityBelowTaken} ${fill(t.departures.places_taken_other, { count: 3 })}`;
  await expect(row.getByText(refusal)).toBeVisible();
  await expect(capacity).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'capacity below the places taken (hi)');

  // Four looks enough, but two more places are booked before it is saved: the API refuses, and says so.
  await capacity.fill('4');
  await heldJourneyBooking(request, journey.slug, departure.id, 2);
  await page.getByRole('button', { name: t.departures.save }).click();
  await expect(
    row.getByText(`${t.api.capacityBelowTaken} ${fill(t.departures.places_taken_other, { count: 5 })}`),
  ).toBeVisible();
  await expect(page.locator('main form').getByRole('alert')).toHaveText(t.api.capacityBelowTaken);
  // The page read the places again: five are taken now.
  await expect(row).toContainText(fill(t.departures.taken_of, { taken: 5, capacity: 10 }));
  const stored = await api<{ results: Array<{ capacity: number; seats_taken: number }> }>(
    request,
    organiser,
    'get',
    `creators/journeys/${journey.id}/departures/`,
  );
  expect(stored.results[0]).toMatchObject({ capacity: 10, seats_taken: 5 });

  // Six is enough for the five places taken.
  await capacity.fill('6');
  await page.getByRole('button', { name: t.departures.save }).click();
  await expect(toast(page, t.departures.saved)).toBeVisible();
});

test('a devotee is sent home from the organiser’s area, and the API refuses them in its own words', async ({
  page,
  request,
}) => {
  const { answer: devotee } = await signInNewPerson(page, request);
  const refused = await request.get('/api/creators/journeys/', {
    headers: { authorization: `Bearer ${devotee.access}` },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { detail: string }).detail).toBe(
    'Only journey organisers have this area. Register as a retreat representative to organise journeys here.',
  );
  await page.goto('/hi/creator/journeys/bookings');
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page).toHaveTitle(titleOf('hi', 'home'));
});

test('a tutor reads, in Hindi, why the organiser’s area is not theirs', async ({ page, request }) => {
  const t = texts('hi');
  await signInNewPerson(page, request, { creator_type: 'tutor' });
  await page.goto('/hi/creator/journeys');
  await expect(page).toHaveTitle(titleOf('hi', 'creator_journeys'));
  await expect(page.getByRole('heading', { name: t.not_organiser.title })).toBeVisible();
  await expect(page.getByText(t.api.notAnOrganiser)).toBeVisible();
  await expectNoAxeViolations(page, 'the organiser’s area for a tutor (hi)');
});

test('yatra_sangam releases Meera’s booking left unpaid past the days to pay; she reads why in Hindi (412 px)', async ({
  page,
  browser,
  request,
}) => {
  // The demo's organiser gives 7 days to pay; Meera booked 10 days ago and has not paid (seed step 0015).
  const c = locale('en', 'creator');
  const en = locale('en', 'common');
  const journey = await (await request.get('/api/journeys/jyotirlinga-mp-maharashtra/')).json();
  await signInDemoPerson(page, request, ORGANISER);
  await page.goto(`/en/creator/journeys/bookings?journey=${journey.id}`);
  const card = page.locator('main li').filter({ hasText: 'Meera Sharma' });
  await expect(card).toContainText(fill(en.payment_due_by, { date: '' }).trim());
  const release = card.getByRole('button', {
    name: fill(c.unpaid.release_named, { name: 'Meera Sharma', title: journey.title }),
  });
  await release.click();
  const dialog = page.getByRole('dialog', { name: c.unpaid.title });
  await expect(dialog).toContainText(fill(c.unpaid.text, { name: 'Meera Sharma' }));
  await expectNoAxeViolations(page, 'release an unpaid booking (en)');
  // "Keep booking" changes nothing.
  await dialog.getByRole('button', { name: c.unpaid.keep }).click();
  await expect(dialog).toHaveCount(0);
  await release.click();
  await dialog.getByRole('button', { name: c.unpaid.confirm }).click();
  await expect(toast(page, fill(c.unpaid.released, { name: 'Meera Sharma' }))).toBeVisible();
  await expect(card).toContainText(texts('en').status.cancelled);
  await expect(release).toHaveCount(0);

  // Meera, on a phone in Hindi: cancelled by the organiser, nothing to return, and why in her language.
  const phone = await browser.newContext({ viewport: { width: 412, height: 915 }, timezoneId: 'Asia/Kolkata' });
  const meera = await phone.newPage();
  await signInDemoPerson(meera, request, 'meera');
  await meera.goto('/hi/my-bookings?kind=journeys');
  const travel = locale('hi', 'travel');
  await meera.getByRole('tab', { name: new RegExp(`^${travel.my_bookings.past}`) }).click();
  const mine = meera.locator('main li').filter({ hasText: journey.title });
  await expect(mine).toContainText(travel.booking.cancelled_by_organiser_unpaid);
  await expect(mine).toContainText(
    fill(travel.booking.reason, { reason: locale('hi', 'common').cancel_reasons.released_unpaid }),
  );
  await expect(mine).not.toContainText('Not paid');
  expect(await meera.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  await phone.close();
});
