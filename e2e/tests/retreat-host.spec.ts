import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import {
  common,
  createConfirmedAccount,
  demoSession,
  expect,
  expectNoAxeViolations,
  fill,
  locale,
  signIn,
  test,
  titleOf,
  toast,
} from '../fixtures';
import { api, inDays } from '../api-as';
import { signInDemoPerson } from '../booking-steps';

const texts = (lang: string) => locale(lang, 'retreat-host');
/** A real picture to upload: the app's own sharing image. */
const ownPicture = fileURLToPath(new URL('../../apps/web/public/icons/og-image.jpg', import.meta.url));

// Each test walks the whole host area with axe on each screen.
test.use({ timezoneId: 'Asia/Kolkata', wholeFlows: true });

/** The demo host of the retreats these tests change. */
const hostSession = (request: APIRequestContext) => demoSession(request, 'ganga_retreats');

test('the demo host logs in, creates a flexible retreat, publishes it, closes a night and answers guests (en)', async ({
  page,
  request,
}) => {
  const t = texts('en');
  const c = common('en');

  // The retreat login sends a retreat representative to their dashboard (decision 021), under the
  // host navigation.
  await page.goto('/en/retreat/login');
  await page.getByLabel(locale('en', 'auth').fields.login).fill('ganga_retreats');
  await page.getByLabel(locale('en', 'auth').fields.password, { exact: true }).fill('sangam-demo-2025');
  await page.getByRole('button', { name: locale('en', 'auth').actions.login }).click();
  await expect(page).toHaveURL(/\/en\/creator$/);
  await expect(page).toHaveTitle(titleOf('en', 'creator'));
  const nav = page.getByRole('navigation', { name: c.nav.creator }).first();
  // One item per part of the work; a part's other pages show only inside it.
  for (const [label, href] of [
    [c.nav.host_dashboard, '/en/creator'],
    [c.nav.host_profile, '/en/creator/retreat/profile'],
    [c.nav.my_retreats, '/en/creator/retreats'],
    [c.nav.my_journeys, '/en/creator/journeys'],
    [c.nav.temples, '/en/creator/temples'],
  ])
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  await expect(nav.getByRole('link', { name: c.nav.new_retreat, exact: true })).toHaveCount(0);
  await nav.getByRole('link', { name: c.nav.host_profile, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/creator\/retreat\/profile$/);
  await expect(page).toHaveTitle(titleOf('en', 'retreat_profile'));
  await expect(nav.getByRole('link', { name: c.nav.host_profile, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText(/4 retreats, 4 published/)).toBeVisible();
  await page.getByLabel(t.profile.headline).fill('Ganga Sadhana Ashram, Rishikesh');
  await page.getByRole('button', { name: t.profile.save }).click();
  await expect(toast(page, t.profile.saved)).toBeVisible();
  await expectNoAxeViolations(page, 'retreat host profile (en)');
  const host = await hostSession(request);
  expect((await api<{ headline: string }>(request, host, 'get', 'creators/retreat-profile/')).headline).toBe(
    'Ganga Sadhana Ashram, Rishikesh',
  );

  // Password and deletion live on creator/profile, which leads back to the host profile.
  await page.getByRole('link', { name: t.profile.account_link }).click();
  await expect(page).toHaveURL(/\/en\/creator\/profile$/);
  await page.getByRole('main').getByRole('link', { name: c.nav.host_profile }).click();
  await expect(page).toHaveURL(/\/en\/creator\/retreat\/profile$/);

  // The dashboard at creator.
  await nav.getByRole('link', { name: c.nav.host_dashboard, exact: true }).click();
  await expect(page.getByRole('heading', { name: t.dashboard.upcoming_title })).toBeVisible();
  await expect(page.getByRole('heading', { name: t.dashboard.coming_title })).toBeVisible();
  await expectNoAxeViolations(page, 'retreat host dashboard (en)');

  // My Retreats opens the retreats' part: its other pages in a second row.
  await nav.getByRole('link', { name: c.nav.my_retreats, exact: true }).click();
  await expect(nav.getByRole('link', { name: c.nav.my_retreats, exact: true })).toHaveAttribute('aria-current', 'page');
  for (const [label, href] of [
    [c.nav.new_retreat, '/en/creator/retreats/new'],
    [c.nav.retreat_bookings, '/en/creator/retreats/bookings'],
    [c.nav.inquiries, '/en/creator/retreats/bookings?tab=inquiries'],
  ])
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);

  // A new flexible retreat: the nights rule is named at its field first.
  await nav.getByRole('link', { name: c.nav.new_retreat, exact: true }).click();
  // My Retreats still says where the page belongs.
  await expect(nav.getByRole('link', { name: c.nav.my_retreats, exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(page).toHaveTitle(titleOf('en', 'creator_retreat_new'));
  const title = `Forest Silence ${Date.now().toString(36)}`;
  await page.getByLabel(t.form.title).fill(title);
  await page.getByLabel(t.form.summary).fill('Days of silence and meditation by the Ganga.');
  await page.getByLabel(t.form.type).selectOption('meditation');
  await page.getByLabel(t.form.place, { exact: true }).fill('Rishikesh');
  // A photo by its address (here one the app serves itself): first a wrong one, named at its field.
  await page.getByLabel(t.form.photos_label).fill('cottage.jpg');
  await page.getByRole('button', { name: t.form.create }).click();
  await expect(page.getByText(t.errors.photoUrl)).toBeVisible();
  const photo = new URL('/icons/og-image.jpg', page.url()).href;
  await page.getByLabel(t.form.photos_label).fill(photo);
  // And a picture from the device: a file that is no photo is refused before sending; a photo is
  // resized by the server and its address joins the box, with a preview of each.
  const ph = locale('en', 'creator').photos;
  await page.getByTestId('photo-file').setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
    { name: 'og-image.jpg', mimeType: 'image/jpeg', buffer: readFileSync(ownPicture) },
  ]);
  await expect(page.getByRole('alert').getByText(ph.not_a_photo.replace('{{name}}', 'notes.txt'))).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: ph.added_one.replace('{{count}}', '1') })).toBeVisible();
  const photos = (await page.getByLabel(t.form.photos_label).inputValue()).split('\n');
  expect(photos[0]).toBe(photo);
  expect(photos[1]).toMatch(/\/media\/photos\/[0-9a-f-]{36}-1600\.webp$/);
  const previews = page.getByRole('list', { name: ph.previews });
  await expect(previews.getByRole('img', { name: ph.preview_alt.replace('{{n}}', '2') })).toHaveAttribute(
    'src',
    photos[1]!.replace('-1600.webp', '-640.webp'),
  );
  await page.getByRole('radio', { name: t.form.mode_flexible }).check();
  await page.getByLabel(t.form.available_from).fill(inDays(10));
  await page.getByLabel(t.form.available_until).fill(inDays(80));
  await page.getByLabel(t.form.min_nights).fill('5');
  await page.getByLabel(t.form.max_nights).fill('3');
  await page.getByRole('button', { name: t.form.create }).click();
  await expect(page.getByText(t.errors.nightsOrder)).toBeVisible();
  await expect(page.getByLabel(t.form.max_nights)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'new retreat with a field message (en)');
  await page.getByLabel(t.form.max_nights).fill('14');
  await page.getByRole('button', { name: t.form.create }).click();
  await expect(toast(page, t.form.created)).toBeVisible();
  await expect(page).toHaveURL(/\/en\/creator\/retreats\/\d+\/packages$/);
  const id = Number(new URL(page.url()).pathname.split('/')[4]);

  // Two packages, priced per night (the page says so), then published from the page.
  await expect(page.getByText(fill(t.packages.flexible_hint, { currency: 'INR' }))).toBeVisible();
  await expect(page.getByLabel(t.packages.price_night).first()).toBeVisible();
  const first = page.getByRole('group', { name: fill(t.packages.package_n, { n: 1 }) });
  await first.getByLabel(t.packages.name).fill('Riverside cottage');
  await first.getByLabel(t.packages.price_night).fill('3500');
  await first.getByLabel(t.packages.capacity).fill('2');
  await page.getByRole('button', { name: t.packages.add }).click();
  const second = page.getByRole('group', { name: fill(t.packages.package_n, { n: 2 }) });
  await second.getByLabel(t.packages.name).fill('Shared dormitory');
  await second.getByLabel(t.packages.price_night).fill('1200');
  await second.getByLabel(t.packages.capacity).fill('8');
  await page.getByRole('button', { name: t.packages.save }).click();
  await expect(toast(page, t.packages.saved)).toBeVisible();
  await expectNoAxeViolations(page, 'retreat packages (en)');
  await page.getByRole('region', { name: t.packages.next_title }).getByRole('button', { name: t.list.publish }).click();
  await expect(toast(page, fill(t.list.published_toast, { title }))).toBeVisible();
  await expect(page.getByRole('heading', { name: t.packages.next_published })).toBeVisible();

  // Availability: the first open night is closed with the keyboard, then saved.
  await page
    .getByRole('navigation', { name: fill(t.steps.label, { title }) })
    .getByRole('link', { name: t.steps.availability })
    .click();
  await expect(page).toHaveTitle(titleOf('en', 'creator_retreat_availability'));
  const grid = page.getByRole('grid');
  const opening = grid.locator(`[data-night="${inDays(10)}"]`);
  await opening.click();
  await expect(opening).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(grid.locator(`[data-night="${inDays(11)}"]`)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(opening).toBeFocused();
  await expect(page.getByText(fill(t.availability.selected_one, { count: 1 }))).toBeVisible();
  await page.getByRole('button', { name: t.availability.close, exact: true }).click();
  await expect(opening).toHaveAttribute('aria-label', new RegExp(t.availability.cell_changed));
  await expectNoAxeViolations(page, 'retreat availability with a change (en)');
  await page.getByRole('button', { name: t.availability.save }).click();
  await expect(toast(page, fill(t.availability.saved_one, { count: 1 }))).toBeVisible();
  const nights = await api<{ packages: Array<{ name: string; nights: Array<{ night: string; closed: boolean }> }> }>(
    request,
    host,
    'get',
    `creators/retreats/${id}/availability/?from=${inDays(10)}&to=${inDays(11)}`,
  );
  expect(nights.packages.find((p) => p.name === 'Riverside cottage')!.nights).toMatchObject([
    { night: inDays(10), closed: true },
    { night: inDays(11), closed: false },
  ]);
  // A capacity below the guests booked is refused before sending, naming the night.

  // Guests see the photo on the retreat's page.
  const saved = await api<{ slug: string; photos: string[] }>(request, host, 'get', `creators/retreats/${id}/`);
  expect(saved.photos).toEqual(photos);
  await page.goto(`/en/retreats/${saved.slug}`);
  await expect(page.locator(`main img[src="${photo}"]`)).toBeVisible();
  await page.goBack();

  // My Retreats: the numbers and the new retreat, published.
  await nav.getByRole('link', { name: c.nav.my_retreats, exact: true }).click();
  const card = page.locator('main li').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByText(t.list.published, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: t.dashboard.deposits_title })).toBeVisible();
  await expectNoAxeViolations(page, 'my retreats (en)');

  // A guest books a stay (held) and asks a question; the host confirms the deposit and writes back.
  const { answer: guest } = await createConfirmedAccount(request);
  const packages = await api<{ packages: Array<{ id: number; name: string }> }>(
    request,
    host,
    'get',
    `creators/retreats/${id}/packages/`,
  );
  const slug = (await api<{ slug: string }>(request, host, 'get', `creators/retreats/${id}/`)).slug;
  await api(request, guest, 'post', `retreats/${encodeURIComponent(slug)}/bookings/`, {
    package_id: packages.packages.find((p) => p.name === 'Shared dormitory')!.id,
    start_date: inDays(30),
    end_date: inDays(35),
    guests: 2,
    note: 'We arrive by the evening train.',
    idempotency_key: `e2e-host-${Date.now()}`,
  });
  await api(request, guest, 'post', `retreats/${encodeURIComponent(slug)}/inquiries/`, {
    message: 'Is there a quiet room for an older parent?',
    preferred_start: inDays(40),
    guests: 1,
  });

  // A capacity below the guests booked: the packages page names the nights from the API's 409…
  await page.goto(`/en/creator/retreats/${id}/packages`);
  const dormitory = page.getByRole('group', { name: fill(t.packages.package_n, { n: 2 }) });
  await dormitory.getByLabel(t.packages.capacity).fill('1');
  await page.getByRole('button', { name: t.packages.save }).click();
  await expect(dormitory.getByText(t.errors.capacityBelowTaken)).toBeVisible();
  const firstNight = new Intl.DateTimeFormat('en', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${inDays(30)}T00:00:00Z`));
  await expect(dormitory.getByText(fill(t.packages.night_guests_other, { date: firstNight, count: 2 }))).toBeVisible();
  await expectNoAxeViolations(page, 'packages with a capacity conflict (en)');
  // …and the availability page refuses it before sending, naming the night.
  await page.goto(`/en/creator/retreats/${id}/availability`);
  await page.getByRole('tab', { name: 'Shared dormitory' }).click();
  for (let i = 0; i < 3 && !(await grid.locator(`[data-night="${inDays(30)}"]`).count()); i++)
    await page.getByRole('button', { name: t.availability.next }).click();
  await grid.locator(`[data-night="${inDays(30)}"]`).click();
  await page.getByLabel(t.availability.capacity).fill('1');
  await page.getByRole('button', { name: t.availability.set_capacity }).click();
  await expect(page.getByText(new RegExp(`^${t.availability.below_guests.split(':')[0]}`))).toContainText(firstNight);

  await nav.getByRole('link', { name: c.nav.retreat_bookings, exact: true }).click();
  await expect(page).toHaveTitle(titleOf('en', 'creator_retreat_bookings'));
  await page.getByLabel(t.bookings.filter_retreat, { exact: true }).selectOption(String(id));
  const guestName = guest.user.username;
  const named = { name: guestName, title };
  await expect(page.getByText(guest.user.email)).toBeVisible();
  await expectNoAxeViolations(page, 'retreat bookings (en)');
  await page.getByRole('button', { name: fill(t.bookings.confirm_named, named) }).click();
  const confirm = page.getByRole('dialog', { name: t.bookings.confirm_title });
  await expectNoAxeViolations(page, 'confirm deposit dialog (en)');
  await confirm.getByRole('button', { name: t.bookings.confirm_received }).click();
  await expect(toast(page, t.bookings.confirmed_toast)).toBeVisible();
  await expect(page.getByText(t.bookings.deposit_paid, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: fill(t.bookings.messages_named_other, { ...named, count: 0 }) }).click();
  const thread = page.getByRole('dialog', { name: fill(t.messages.title, { name: guestName }) });
  await thread.getByLabel(t.messages.new).fill('Namaste! Your stay is confirmed. We will meet you at the station.');
  await thread.getByRole('button', { name: t.messages.send }).click();
  await expect(thread.getByText('We will meet you at the station.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page, 'message thread (en)');
  await thread.getByRole('button', { name: c.modal.close }).click();

  // Cancelling asks for a reason and shows the whole deposit to be refunded; the host keeps the stay.
  await page.getByRole('button', { name: fill(t.bookings.cancel_named, named) }).click();
  const cancel = page.getByRole('dialog', { name: t.bookings.cancel_title });
  await expect(cancel.getByText(/will be refunded to the guest/)).toBeVisible();
  await cancel.getByRole('button', { name: t.bookings.cancel_confirm }).click();
  await expect(cancel.getByText(t.errors.reasonRequired)).toBeVisible();
  await expectNoAxeViolations(page, 'cancel stay dialog (en)');
  await cancel.getByRole('button', { name: t.bookings.keep }).click();

  // The inquiry, under its tab (the header's Inquiries link).
  await nav.getByRole('link', { name: c.nav.inquiries, exact: true }).click();
  await expect(page.getByRole('tab', { name: t.inquiries.tab })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Is there a quiet room for an older parent?')).toBeVisible();
  await expect(nav.getByRole('link', { name: c.nav.inquiries, exact: true })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page, 'inquiries (en)');

  // The guest reads the host's message on their side of the thread.
  const booking = await api<{ results: Array<{ id: number }> }>(
    request,
    host,
    'get',
    `creators/retreats/bookings/?retreat=${id}`,
  );
  const guestThread = await api<{ results: Array<{ from: string; body: string }> }>(
    request,
    guest,
    'get',
    `retreat-bookings/${booking.results[0]!.id}/messages/`,
  );
  expect(guestThread.results).toMatchObject([{ from: 'host' }]);
});

test('a new retreat representative registers, lands on the profile and sets up a fixed retreat (hi)', async ({
  page,
}) => {
  const t = texts('hi');
  const c = common('hi');
  const auth = locale('hi', 'auth');
  const username = `e2e_host_${Date.now().toString(36)}`;

  await page.goto('/hi/retreat/register');
  await page.getByLabel(auth.fields.username).fill(username);
  await page.getByLabel(auth.fields.email).fill(`${username}@example.test`);
  await page.getByLabel(auth.fields.password, { exact: true }).fill('lotus-feet-108');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: auth.actions.register }).click();
  // A new representative lands on the dashboard (decision 021); the profile is one click away.
  await expect(page).toHaveURL(/\/hi\/creator$/);
  await page
    .getByRole('navigation', { name: c.nav.creator })
    .first()
    .getByRole('link', { name: c.nav.host_profile })
    .click();
  await expect(page).toHaveURL(/\/hi\/creator\/retreat\/profile$/);
  await expect(page).toHaveTitle(titleOf('hi', 'retreat_profile'));
  await expect(page.getByText(t.profile.no_retreats)).toBeVisible();
  await page.getByLabel(t.profile.display_name).fill('गंगा तट साधना केंद्र');
  await page.getByRole('button', { name: t.profile.save }).click();
  await expect(toast(page, t.profile.saved)).toBeVisible();
  await expectNoAxeViolations(page, 'retreat host profile (hi)');

  // Empty states lead to a new retreat.
  const nav = page.getByRole('navigation', { name: c.nav.creator }).first();
  await nav.getByRole('link', { name: c.nav.my_retreats, exact: true }).click();
  await expect(page.getByText(t.list.empty)).toBeVisible();
  await expectNoAxeViolations(page, 'my retreats, empty (hi)');
  await nav.getByRole('link', { name: c.nav.retreat_bookings, exact: true }).click();
  await expect(page.getByText(t.bookings.none)).toBeVisible();
  await expectNoAxeViolations(page, 'retreat bookings, empty (hi)');

  // A fixed retreat: a departure that ends before it begins is named at its row.
  await page.goto('/hi/creator/retreats');
  await page.getByRole('main').getByRole('link', { name: t.list.new_retreat }).first().click();
  await page.getByLabel(t.form.title).fill('हरिद्वार गंगा साधना सप्ताह');
  await page.getByLabel(t.form.type).selectOption('pilgrimage');
  await page.getByLabel(t.form.place, { exact: true }).fill('हरिद्वार');
  const departure = page.getByRole('group', { name: fill(t.form.departure_n, { n: 1 }) });
  await departure.getByLabel(t.form.first_night).fill(inDays(20));
  await departure.getByLabel(t.form.leaving_day).fill(inDays(18));
  await page
    .getByRole('group', { name: fill(t.form.schedule_n, { n: 1 }) })
    .getByLabel(t.form.time, { exact: true })
    .fill('05:30');
  await page
    .getByRole('group', { name: fill(t.form.schedule_n, { n: 1 }) })
    .getByLabel(t.form.activity)
    .fill('गंगा आरती');
  await page.getByRole('button', { name: t.form.create }).click();
  await expect(departure.getByText(t.errors.departureOrder)).toBeVisible();
  await expectNoAxeViolations(page, 'new retreat with a field message (hi)');
  await departure.getByLabel(t.form.leaving_day).fill(inDays(27));
  await expect(departure.getByText(fill(t.form.nights_other, { count: 7 }))).toBeVisible();
  await page.getByRole('button', { name: t.form.create }).click();
  await expect(toast(page, t.form.created)).toBeVisible();
  await expect(page).toHaveURL(/\/hi\/creator\/retreats\/\d+\/packages$/);
  await expect(page.getByText(fill(t.packages.fixed_hint, { currency: 'INR' }))).toBeVisible();

  // Publishing without a package is refused with the API's reason, in Hindi.
  await nav.getByRole('link', { name: c.nav.my_retreats, exact: true }).click();
  await page.getByRole('button', { name: fill(t.list.publish_named, { title: 'हरिद्वार गंगा साधना सप्ताह' }) }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.errors.publishNeedsPackage })).toBeVisible();
  await expectNoAxeViolations(page, 'my retreats with a publish message (hi)');
  await page.getByRole('link', { name: t.list.add_package }).click();
  const first = page.getByRole('group', { name: fill(t.packages.package_n, { n: 1 }) });
  await first.getByLabel(t.packages.name).fill('दो लोगों का कमरा');
  await first.getByLabel(t.packages.price_stay).fill('18000');
  await first.getByLabel(t.packages.capacity).fill('6');
  await page.getByRole('button', { name: t.packages.save }).click();
  await expect(toast(page, t.packages.saved)).toBeVisible();
  await expectNoAxeViolations(page, 'retreat packages (hi)');

  // Availability of the departure's month, in Hindi.
  await page
    .getByRole('navigation', { name: fill(t.steps.label, { title: 'हरिद्वार गंगा साधना सप्ताह' }) })
    .getByRole('link', { name: t.steps.availability })
    .click();
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByRole('grid').locator(`[data-night="${inDays(20)}"]`)).toHaveAttribute(
    'aria-label',
    new RegExp(fill(t.availability.cell_taken, { taken: 0, capacity: 6 })),
  );
  await expectNoAxeViolations(page, 'retreat availability (hi)');
});

test('the host marks the refund of a cancelled stay sent, and the guest sees it in My Bookings (en)', async ({
  page,
  browser,
  request,
}) => {
  const t = texts('en');
  const guestTexts = locale('en', 'retreats');
  const slug = 'dharamshala-himalayan-meditation';
  const retreat = await api<{
    title: string;
    host: { username: string };
    departures: Array<{ start: string; end: string; packages: Array<{ package_id: number; guests_left: number }> }>;
  }>(request, null, 'get', `retreats/${slug}/`);
  const departure = retreat.departures.find((d) => d.packages.some((p) => p.guests_left > 0))!;
  const host = await signInDemoPerson(page, request, retreat.host.username);

  // A guest books a stay, the host receives the deposit and then cancels: the whole deposit is owed back.
  const { answer: guest } = await createConfirmedAccount(request);
  const booked = await api<{ id: number }>(request, guest, 'post', `retreats/${slug}/bookings/`, {
    package_id: departure.packages.find((p) => p.guests_left > 0)!.package_id,
    start_date: departure.start,
    end_date: departure.end,
    guests: 1,
    idempotency_key: `e2e-refund-${Date.now()}`,
  });
  await api(request, host, 'post', `creators/retreat-bookings/${booked.id}/confirm/`);
  const cancelled = await api<{ retreat: { id: number }; refund_minor: number }>(
    request,
    host,
    'post',
    `creators/retreat-bookings/${booked.id}/cancel/`,
    { reason: 'The ashram is closed for repairs that week.' },
  );
  expect(cancelled.refund_minor).toBeGreaterThan(0);

  await page.goto(`/en/creator/retreats/bookings?retreat=${cancelled.retreat.id}`);
  const card = page.locator('main li').filter({ hasText: guest.user.email });
  const named = { name: guest.user.username, title: retreat.title };
  await page.getByRole('button', { name: fill(t.bookings.mark_refund_sent_named, named) }).click();
  const dialog = page.getByRole('dialog', { name: t.bookings.refund_title });
  await expect(dialog).toContainText(guest.user.username);
  await expectNoAxeViolations(page, 'mark refund sent dialog (en)');
  await dialog.getByRole('button', { name: t.bookings.refund_confirm }).click();
  await expect(toast(page, fill(t.bookings.refund_toast, { name: guest.user.username }))).toBeVisible();
  // The browser's zone is Kolkata (test.use above): the day the refund went, as the reader's calendar says it.
  const today = new Intl.DateTimeFormat('en', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date());
  await expect(card).toContainText(fill(t.bookings.refund_sent_on, { date: today }));
  await expect(card.getByRole('button', { name: fill(t.bookings.mark_refund_sent_named, named) })).toHaveCount(0);

  // The guest finds it on their cancelled stay.
  const guestContext = await browser.newContext({ timezoneId: 'Asia/Kolkata', serviceWorkers: 'block' });
  const guestPage = await guestContext.newPage();
  await signIn(guestPage, guest);
  await guestPage.goto('/en/my-bookings?kind=retreats');
  await guestPage.getByRole('tab', { name: new RegExp(guestTexts.stay.past) }).click();
  const stay = guestPage.locator('main article').filter({ hasText: retreat.title });
  await expect(stay).toContainText(fill(guestTexts.stay.refund_sent_on, { date: today }));
  await guestContext.close();
});
