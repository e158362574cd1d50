import type { APIRequestContext, Page } from '@playwright/test';
import {
  bookedByAnother,
  expectCancelledIntoPast,
  expectNotFoundAt,
  postAsDemoPerson,
  signInNewPerson,
} from '../booking-steps';
import { expect, expectNoAxeViolations, fill, locale, test, toast } from '../fixtures';
import { bookingAsOwner, confirmAndSeeHowToPay } from '../pay-directly';

const texts = (lang: string) => locale(lang, 'travel');
const bookings = (lang: string) => locale(lang, 'bookings');

// Each test walks a whole flow across several pages, with axe on each.
test.use({ wholeFlows: true });

const cards = (page: Page) => page.locator('main ul > li article');

/** How many journeys the list shows at first (JOURNEY_LIMITS.pageSize). */
const PAGE_SIZE = 12;

/** How many journeys are published, as the list's count says. */
async function publishedJourneys(request: APIRequestContext) {
  const res = await request.get('/api/journeys/');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { count: number }).count;
}

/** A journey's departures as the API answers them, soonest first. */
async function departuresOf(request: APIRequestContext, slug: string) {
  const res = await request.get(`/api/journeys/${slug}/`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { departures: Array<{ id: number; start_date: string; seats_left: number }> })
    .departures;
}

test('a guest filters the journeys, reads one and registers interest', async ({ page, request }) => {
  const t = texts('en');
  await page.goto('/en/travel');
  await expect(page.locator('main h1')).toHaveText(locale('en').pages.travel);
  // Counted from the API: the journey organiser's test may have published journeys of its own already.
  const published = await publishedJourneys(request);
  await expect(cards(page)).toHaveCount(Math.min(published, PAGE_SIZE));
  await expect(page.getByText(fill(t.list.count_other, { number: published }))).toBeVisible();
  await expectNoAxeViolations(page, 'travel');

  // The filters go into the address and narrow the list; the journey in Tamil is guided in Tamil.
  await page.getByLabel(t.filters.language).selectOption('ta');
  await expect(page).toHaveURL(/language=ta/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('பஞ்சபூதத் தலங்கள்');
  await page.getByLabel(t.filters.duration).selectOption('long');
  await expect(page).toHaveURL(/duration=long/);
  await expect(page.getByText(t.list.empty_filtered)).toBeVisible();
  await page.getByRole('button', { name: t.list.clear }).click();
  await expect(page).toHaveURL(/\/en\/travel$/);
  await expect(cards(page)).toHaveCount(Math.min(published, PAGE_SIZE));

  // The search is debounced into the address.
  await page.getByRole('searchbox', { name: t.filters.search }).fill('Ayodhya');
  await expect(page).toHaveURL(/q=Ayodhya/);
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByText(fill(t.list.count_one, { number: 1 }))).toBeVisible();
  await page.getByLabel(t.filters.region).selectOption('Uttar Pradesh');
  await expect(page).toHaveURL(/region=Uttar\+Pradesh/);
  await expect(cards(page)).toHaveCount(1);
  await expectNoAxeViolations(page, 'travel with filters');

  // A journey's page: summary, the days in order with their places, the departures and the policy.
  await cards(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/travel\/kashi-prayagraj-ayodhya$/);
  await expect(page.locator('main h1')).toHaveText(/Kashi, Prayagraj and Ayodhya/);
  const days = page.locator('main ol > li');
  await expect(days).toHaveCount(6);
  await expect(days.first()).toContainText(fill(t.detail.day, { day: 1 }));
  await expect(page.getByRole('heading', { name: t.detail.inclusions })).toBeVisible();
  await expect(page.getByRole('heading', { name: t.detail.exclusions })).toBeVisible();
  await expect(page.getByText(fill(t.policy.deposit, { percent: '20%' }))).toBeVisible();
  await expect(page.getByText(fill(t.policy.at_least_other, { days: 30 }))).toBeVisible();
  await expect(page.getByText(fill(t.policy.less_than_other, { days: 7 }))).toBeVisible();
  const bookNamed = new RegExp(`^${t.departures.book_named.split('{{')[0]}`);
  await expect(page.getByRole('link', { name: bookNamed })).toHaveCount(3);
  await expectNoAxeViolations(page, 'journey page');

  // Interest, as a guest: the form asks for a name and a valid email before sending.
  await page.getByRole('button', { name: t.detail.register_interest }).click();
  const form = page.locator('#journey-interest');
  await expect(form.getByRole('heading', { name: t.interest.title })).toBeFocused();
  await form.getByRole('button', { name: t.interest.send }).click();
  await expect(form.getByText(t.api.name)).toBeVisible();
  await form.getByLabel(t.interest.name).fill('Gauri Shankar');
  await form.getByLabel(t.interest.email, { exact: true }).fill('gauri@example.test');
  await form.getByLabel(t.interest.travellers).fill('3');
  const departure = form.getByLabel(t.interest.departure);
  await departure.selectOption({ index: 2 });
  await form.getByLabel(t.interest.message).fill('Is there help for an elderly parent on the ghats?');
  await expectNoAxeViolations(page, 'interest form');
  await form.getByRole('button', { name: t.interest.send }).click();
  await expect(form.getByText(t.interest.thanks)).toBeVisible();

  // A journey that does not exist says so.
  await expectNotFoundAt(page, '/en/travel/no-such-journey', t.errors.not_found);
});

test('a traveller books two places, pays the deposit directly and cancels seeing the refund', async ({
  page,
  request,
}) => {
  const t = texts('en');
  const b = bookings('en');
  const { answer } = await signInNewPerson(page, request);
  const slug = 'ashtavinayak-yatra-pune';
  const [first] = await departuresOf(request, slug);

  await page.goto(`/en/travel/${slug}`);
  await page.locator(`main a[href$="/book?departure=${first!.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/en/travel/${slug}/book\\?departure=${first!.id}$`));
  await expect(page.getByRole('radio').first()).toBeChecked();

  // Two travellers, one name each; the total, the 20% deposit and the rest follow.
  await page.getByLabel(t.book.how_many).selectOption('2');
  await page.getByLabel(fill(t.book.traveller_name, { number: 1 })).fill('Sita Devi');
  await page.getByRole('button', { name: t.book.continue }).click();
  await expect(page.getByText(t.book.name_needed)).toBeVisible();
  await page.getByLabel(fill(t.book.traveller_name, { number: 2 })).fill('Ram Prasad');
  const totals = page.locator('main dl').last();
  await expect(totals).toContainText('₹23,000');
  await expect(totals).toContainText('₹4,600');
  await expect(totals).toContainText('₹18,400');
  await expectNoAxeViolations(page, 'book a journey');
  await page.getByRole('button', { name: t.book.continue }).click();

  // Checkout: the places are held while the deposit is paid (directly to the organiser here).
  await expect(page).toHaveURL(/\/en\/checkout\?kind=journey&booking=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('booking'));
  await expect(page.getByText(t.status.held)).toBeVisible();
  await expect(page.getByText(fill(b.checkout.due_now, { price: '₹4,600' }))).toBeVisible();
  await expect(page.getByText('Sita Devi, Ram Prasad')).toBeVisible();
  await expectNoAxeViolations(page, 'journey checkout');
  const trip = await bookingAsOwner<{ organiser: { display_name: string } }>(request, 'journey-bookings', id, answer);
  await confirmAndSeeHowToPay(page, 'en', { price: '₹4,600', payee: trip.organiser.display_name });
  await expect(page.getByText(t.checkout.confirmed)).toBeVisible();

  // The organiser marks the deposit received, so cancelling gives some of it back.
  await postAsDemoPerson(request, 'tirtha_path', `creators/journey-bookings/${id}/mark-paid/`);

  await page.getByRole('link', { name: b.checkout.to_my_bookings }).click();
  await expect(page).toHaveURL(/\/en\/my-bookings\?kind=journeys$/);
  const card = page.locator('main article').filter({ hasText: 'Ashtavinayak' });
  await expect(card).toContainText(t.status.confirmed);
  await expect(card).toContainText(`${t.booking.deposit}₹4,600 · ${t.booking.paid}`);
  await expectNoAxeViolations(page, 'my journey bookings');

  // Cancelling shows the refund by the policy before it is confirmed (two weeks out: all of it).
  await card.getByRole('button', { name: t.booking.cancel }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(fill(t.cancel.refund, { percent: '100%', refund: '₹4,600', paid: '₹4,600' }));
  await expectNoAxeViolations(page, 'cancel dialog');
  await dialog.getByRole('button', { name: t.cancel.confirm }).click();
  const past = await expectCancelledIntoPast(page, t, 'Ashtavinayak');
  await expect(past).toContainText(`${t.booking.refund}₹4,600`);
});

test('in Tamil, the booking page tells the traveller when the places went to someone else', async ({
  page,
  request,
}) => {
  const t = texts('ta');
  const slug = 'pancha-bhoota-sthalam';
  const [, second] = await departuresOf(request, slug);
  await signInNewPerson(page, request, { preferred_language: 'ta' });
  let others = 0;

  await page.goto(`/ta/travel/${slug}/book?departure=${second!.id}`);
  await expect(page.locator('main h1')).toContainText('முன்பதிவு:');
  await expect(page.getByText(fill(t.book.hold_note, { minutes: 10 }))).toBeVisible();
  await page.getByLabel(t.book.how_many).selectOption('2');
  await page.getByLabel(fill(t.book.traveller_name, { number: 1 })).fill('மீனாட்சி');
  await page.getByLabel(fill(t.book.traveller_name, { number: 2 })).fill('சுந்தரம்');
  await expectNoAxeViolations(page, 'book a journey in Tamil');

  // Others take all but one of the places first, each as many as one booking may take.
  const perBooking = (
    (await (await request.get(`/api/journeys/${slug}/`)).json()) as { max_travellers_per_booking: number }
  ).max_travellers_per_booking;
  for (let left = second!.seats_left - 1, n = 0; left > 0; left -= n, others++) {
    n = Math.min(left, perBooking);
    await bookedByAnother(request, `journeys/${slug}/bookings/`, {
      departure_id: second!.id,
      travellers: n,
      traveller_names: Array.from({ length: n }, (_, i) => `Yatri ${i + 1}`),
      idempotency_key: `e2e-journey-race-${Date.now()}-${others}`,
    });
  }

  await page.getByRole('button', { name: t.book.continue }).click();
  await expect(page.getByRole('alert')).toHaveText(t.api.full);
  // The page reads the departure again: one place left, so the party is one traveller.
  await expect(page.getByText(fill(t.departures.places_left_one, { places: 1 }))).toBeVisible();
  await expect(page.getByLabel(t.book.how_many)).toHaveValue('1');
  await page.getByRole('button', { name: t.book.continue }).click();
  await expect(page).toHaveURL(/\/ta\/checkout\?kind=journey&booking=\d+$/);
  await expect(page.getByText('மீனாட்சி')).toBeVisible();
  await expectNoAxeViolations(page, 'journey checkout in Tamil');
});

for (const [lang, width] of [
  ['en', 1280],
  ['hi', 412],
] as const)
  test(`in ${lang}, a departure booked already is refused with a link to the booking`, async ({
    page,
    context,
    request,
  }) => {
    const t = texts(lang);
    const slug = 'puri-konark-bhubaneswar';
    const [departure] = await departuresOf(request, slug);
    await signInNewPerson(page, request, { preferred_language: lang });
    await page.setViewportSize({ width, height: 900 });
    const bookPage = `/${lang}/travel/${slug}/book?departure=${departure!.id}`;

    // Booked and confirmed at checkout.
    await page.goto(bookPage);
    await expect(page.getByRole('radio').first()).toBeChecked();
    await page.getByLabel(fill(t.book.traveller_name, { number: 1 })).fill('Gauri Shankar');
    await page.getByRole('button', { name: t.book.continue }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/checkout\\?kind=journey&booking=\\d+$`));
    const first = new URL(page.url()).searchParams.get('booking');
    await page.getByRole('button', { name: bookings(lang).checkout.confirm }).click();
    await expect(page.getByText(t.checkout.confirmed)).toBeVisible();

    // Back another day (a new tab): the same departure again is refused, with the way to the booking.
    const later = await context.newPage();
    await later.setViewportSize({ width, height: 900 });
    await later.goto(bookPage);
    await expect(later.getByRole('radio').first()).toBeChecked();
    await later.getByLabel(fill(t.book.traveller_name, { number: 1 })).fill('Gauri Shankar');
    await later.getByRole('button', { name: t.book.continue }).click();
    await expect(later.getByRole('alert')).toContainText(t.book.already_booked);
    await expect(later).toHaveURL(new RegExp(`/${lang}/travel/${slug}/book\\?departure=${departure!.id}$`));
    await expectNoAxeViolations(later, `departure already booked, ${lang}`);
    await later.getByRole('link', { name: t.book.see_booking }).click();
    await expect(later).toHaveURL(new RegExp(`/${lang}/my-bookings\\?kind=journeys$`));
    // A new account: its one booking is the one confirmed above.
    await expect(later.locator('main article')).toHaveCount(1);
    await expect(later.locator('main article')).toContainText(t.status.confirmed);

    // Cancelled there, the departure may be booked anew, from the first tab too: its attempt is over.
    await later.locator('main article').getByRole('button', { name: t.booking.cancel }).click();
    await later.getByRole('dialog').getByRole('button', { name: t.cancel.confirm }).click();
    await expect(toast(later, t.booking.cancelled)).toBeVisible();
    await page.goto(bookPage);
    await expect(page.getByRole('radio').first()).toBeChecked();
    await page.getByLabel(fill(t.book.traveller_name, { number: 1 })).fill('Gauri Shankar');
    await page.getByRole('button', { name: t.book.continue }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/checkout\\?kind=journey&booking=\\d+$`));
    expect(new URL(page.url()).searchParams.get('booking')).not.toBe(first);
    await expect(page.getByText(t.status.held)).toBeVisible();
  });
