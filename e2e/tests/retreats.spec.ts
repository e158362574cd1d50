import type { APIRequestContext, Page } from '@playwright/test';
import { bookedByAnother, expectNotFoundAt, postAsDemoPerson, signInNewPerson } from '../booking-steps';
import {
  common,
  createConfirmedAccount,
  expect,
  expectNoAxeViolations,
  fill,
  locale,
  test,
  titleOf,
  toast,
} from '../fixtures';
import { bookingAsOwner, confirmAndSeeHowToPay } from '../pay-directly';

const texts = (lang: string) => locale(lang, 'retreats');
// The checkout page is shared by every kind of booking: its own words are in the bookings namespace.
const checkout = (lang: string) => locale(lang, 'bookings').checkout;
/** Money as the app writes it (shared/lib/money.ts): whole amounts without decimals. */
const money = (minor: number, currency: string, lang: string) =>
  new Intl.NumberFormat(lang, {
    style: 'currency',
    currency,
    minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
  }).format(minor / 100);

interface Departure {
  start: string;
  end: string;
  packages: Array<{ package_id: number; guests_left: number }>;
}
interface Retreat {
  slug: string;
  title: string;
  deposit_percent: number;
  currency: string;
  host: { username: string };
  packages: Array<{ id: number; name: string; price_minor: number }>;
  departures: Departure[];
  available_from: string | null;
  available_until: string | null;
}

async function retreat(request: APIRequestContext, slug: string): Promise<Retreat> {
  const res = await request.get(`/api/retreats/${slug}/`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Retreat;
}

/** 'YYYY-MM-DD' plus days. */
const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const cards = (page: Page) => page.locator('main ul > li article');

// Each test walks a whole flow across several pages, with axe on each.
test.use({ wholeFlows: true });

test('a guest filters retreats, opens the yoga and Ayurveda lists, reads a retreat and is asked to sign in', async ({
  page,
  request,
}) => {
  const t = texts('en');
  await page.goto('/en/retreats');
  await expect(page).toHaveTitle(titleOf('en', 'retreats'));
  await expect(page.locator('main h1')).toHaveText(common('en').pages.retreats);
  // Counted from the API: other tests (the retreat host's) may have published a retreat already.
  const listed = async (query: string) => {
    const res = await request.get(`/api/retreats/?${query}`);
    expect(res.status()).toBe(200);
    return ((await res.json()) as { count: number }).count;
  };
  await expect(page.getByText(fill(t.list.count_other, { count: await listed('') }))).toBeVisible();
  await expectNoAxeViolations(page, 'retreats list');

  // Type and language narrow the list, and live in the address.
  await page.getByLabel(t.filters.type).selectOption('meditation');
  await expect(page).toHaveURL(/type=meditation/);
  await expect(cards(page)).toHaveCount(await listed('type=meditation'));
  for (const card of await cards(page).all()) await expect(card).toContainText(t.types.meditation);
  await page.getByLabel(t.filters.language).selectOption('ta');
  await expect(page).toHaveURL(/language=ta/);
  await expect(cards(page)).toHaveCount(await listed('type=meditation&language=ta'));
  const auroville = await retreat(request, 'auroville-silent-meditation');
  await expect(cards(page).first()).toContainText(auroville.title);

  // A month with one of its departures keeps it; a month without any leaves nothing.
  const first = auroville.departures[0]!;
  await page.getByLabel(t.filters.month).selectOption(first.start.slice(0, 7));
  await expect(page).toHaveURL(new RegExp(`month=${first.start.slice(0, 7)}`));
  await expect(cards(page)).toHaveCount(1);
  const touched = new Set(auroville.departures.flatMap((d) => [d.start.slice(0, 7), addDays(d.end, -1).slice(0, 7)]));
  const options = await page
    .getByLabel(t.filters.month)
    .locator('option')
    .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).filter(Boolean));
  const empty = options.find((month) => !touched.has(month))!;
  await page.getByLabel(t.filters.month).selectOption(empty);
  await expect(page.getByText(t.list.empty_filtered)).toBeVisible();
  await expectNoAxeViolations(page, 'retreats with filters, none found');
  await page.getByRole('button', { name: t.list.clear }).click();
  await expect(page).toHaveURL(/\/en\/retreats$/);

  // The search is debounced into the address.
  await page.getByRole('searchbox', { name: t.filters.search }).fill('Varkala');
  await expect(page).toHaveURL(/q=Varkala/);
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByText(fill(t.list.count_one, { count: 1 }))).toBeVisible();

  // The yoga and Ayurveda lists are the same screen with the type fixed.
  await page.goto('/en/yoga-retreats');
  await expect(page.locator('main h1')).toHaveText(common('en').pages.yoga_retreats);
  await expect(page.getByLabel(t.filters.type)).toHaveCount(0);
  await expect(cards(page).first()).toBeVisible();
  for (const card of await cards(page).all()) await expect(card).toContainText(t.types.yoga);
  await expectNoAxeViolations(page, 'yoga retreats');
  await page.goto('/en/ayurveda');
  await expect(page.locator('main h1')).toHaveText(common('en').pages.ayurveda);
  await expect(cards(page).first()).toBeVisible();
  for (const card of await cards(page).all()) await expect(card).toContainText(t.types.ayurveda);
  await expectNoAxeViolations(page, 'ayurveda retreats');

  // A retreat's page: dates with places left, packages, the day in the retreat's zone, the policy.
  await page.goto('/en/retreats');
  await page.getByRole('link', { name: 'Hatha Yoga Week on the Ganga, Rishikesh' }).click();
  await expect(page).toHaveURL(/\/en\/retreats\/rishikesh-hatha-yoga-week$/);
  // A page about one thing is titled by its name (decision 022).
  await expect(page).toHaveTitle('Hatha Yoga Week on the Ganga, Rishikesh · Sanatan Sangam');
  await expect(page.locator('main h1')).toHaveText('Hatha Yoga Week on the Ganga, Rishikesh');
  await expect(page.getByRole('heading', { name: t.detail.dates })).toBeVisible();
  await expect(page.getByRole('heading', { name: t.detail.packages })).toBeVisible();
  await expect(page.getByText(/Times are local to the retreat: .* \(Asia\/Kolkata\)\./)).toBeVisible();
  await expect(page.getByRole('link', { name: t.detail.map })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=30\.126&mlon=78\.321/,
  );
  await expect(page.getByText(fill(t.policy.or_more_other, { count: 30 }))).toBeVisible();
  await expectNoAxeViolations(page, 'retreat page');

  // Booking and asking need sign-in: both come back to where the guest was.
  await page.getByRole('link', { name: t.detail.book }).click();
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fretreats%2Frishikesh-hatha-yoga-week%2Fbook$/);
  await page.goBack();
  await page.getByRole('button', { name: t.detail.ask }).click();
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fretreats%2Frishikesh-hatha-yoga-week%3Fask%3D1$/);

  await expectNotFoundAt(page, '/en/retreats/no-such-retreat', t.errors.retreat_not_found);
});

test('a guest books a fixed departure for two, pays the deposit to the host, and cancels seeing the refund', async ({
  page,
  request,
}) => {
  const t = texts('en');
  const r = await retreat(request, 'dharamshala-himalayan-meditation');
  const shared = r.packages.find((p) => p.name === 'Shared room')!;
  const departure = r.departures[0]!;
  const { answer } = await signInNewPerson(page, request);

  await page.goto('/en/retreats/dharamshala-himalayan-meditation');
  await page.getByRole('link', { name: t.detail.book }).click();
  await expect(page).toHaveURL(/\/en\/retreats\/dharamshala-himalayan-meditation\/book$/);
  await expect(page).toHaveTitle(titleOf('en', 'book_retreat'));
  // The first departure is chosen; the shared room, then a second guest.
  await expect(page.getByRole('radio').first()).toBeChecked();
  await page.getByRole('radio', { name: new RegExp(shared.name) }).check();
  await page.getByRole('button', { name: t.book.more_guests }).click();
  await expect(page.locator('output')).toHaveText('2');
  const total = shared.price_minor * 2;
  const deposit = Math.ceil((total * r.deposit_percent) / 100);
  const price = page.getByRole('region', { name: t.book.price });
  await expect(price).toContainText(
    fill(t.book.breakdown_other, { price: money(shared.price_minor, 'INR', 'en'), count: 2 }),
  );
  await expect(price).toContainText(money(total, 'INR', 'en'));
  await expect(price).toContainText(money(deposit, 'INR', 'en'));
  await expect(price).toContainText(money(total - deposit, 'INR', 'en'));
  await expectNoAxeViolations(page, 'book a fixed departure');
  await page.getByRole('button', { name: t.book.continue }).click();

  // Checkout: the deposit is due now, the rest at the retreat; paying the host directly confirms.
  await expect(page).toHaveURL(/\/en\/checkout\?kind=retreat&booking=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('booking'));
  await expect(page.getByText(t.status.held)).toBeVisible();
  await expect(page.getByText(fill(checkout('en').due_now, { price: money(deposit, 'INR', 'en') }))).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/[0-9]:[0-5][0-9]/);
  await expectNoAxeViolations(page, 'retreat checkout');
  const stay = await bookingAsOwner<{ host: { display_name: string } }>(request, 'retreat-bookings', id, answer);
  await confirmAndSeeHowToPay(page, 'en', { price: money(deposit, 'INR', 'en'), payee: stay.host.display_name });
  await expect(page.getByText(t.checkout.confirmed)).toBeVisible();
  await expectNoAxeViolations(page, 'retreat checkout, paying the host directly');
  await page.getByRole('link', { name: checkout('en').to_my_bookings }).click();
  await expect(page).toHaveURL(/\/en\/my-bookings\?kind=retreats$/);
  const card = page.locator('main article').filter({ hasText: r.title });
  await expect(card).toContainText(t.status.confirmed);
  await expect(card).toContainText(fill(t.stay.guest_count_other, { count: 2 }));
  await expect(card).toContainText(t.stay.not_paid);
  await expectNoAxeViolations(page, 'my retreat stays');

  // The host marks the deposit received; the guest now sees it paid.
  await postAsDemoPerson(request, r.host.username, `creators/retreat-bookings/${id}/confirm/`);
  await page.reload();
  await expect(card).toContainText(t.stay.deposit_paid);

  // Cancelling shows what comes back by the policy before the guest confirms; the API agrees.
  await card.getByRole('button', { name: t.stay.cancel }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(fill(t.cancel.paid, { amount: money(deposit, 'INR', 'en') }));
  const shown = (await dialog.getByText(/^Refund: /).textContent())!;
  await expectNoAxeViolations(page, 'cancel a stay');
  await dialog.getByRole('button', { name: t.cancel.confirm }).click();
  await expect(dialog).toBeHidden();
  const after = (await (
    await request.get(`/api/retreat-bookings/${id}/`, {
      headers: { Authorization: `Bearer ${answer.access}` },
    })
  ).json()) as { status: string; refund_minor: number; start_date: string };
  expect(after.status).toBe('cancelled');
  expect(after.start_date).toBe(departure.start);
  expect(shown).toBe(fill(t.cancel.refund, { amount: money(after.refund_minor, 'INR', 'en') }));
  expect(after.refund_minor).toBeGreaterThan(0);
  await expect(
    toast(page, fill(t.cancel.done_refund, { amount: money(after.refund_minor, 'INR', 'en') })),
  ).toBeVisible();
  await page.getByRole('tab', { name: new RegExp(t.stay.past) }).click();
  await expect(page.locator('main article').filter({ hasText: r.title })).toContainText(t.status.cancelled);
});

test('places taken meanwhile: the guest is told, sees the places again and books what is left', async ({
  page,
  request,
}) => {
  const t = texts('en');
  const r = await retreat(request, 'dharamshala-himalayan-meditation');
  const valley = r.packages.find((p) => p.name === 'Private room with valley view')!;
  const departure = r.departures[1]!;
  await signInNewPerson(page, request);
  await page.goto(`/en/retreats/dharamshala-himalayan-meditation/book?start=${departure.start}`);
  await page.getByRole('radio', { name: new RegExp(valley.name) }).check();
  await page.getByRole('button', { name: t.book.more_guests }).click();
  await expect(page.locator('output')).toHaveText('2');

  // Someone else takes one of the two places before this guest continues.
  await bookedByAnother(request, 'retreats/dharamshala-himalayan-meditation/bookings/', {
    package_id: valley.id,
    start_date: departure.start,
    end_date: departure.end,
    guests: 1,
    idempotency_key: `e2e-${Date.now()}-taken`,
  });

  await page.getByRole('button', { name: t.book.continue }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.errors.full })).toBeVisible();
  await expect(page.getByRole('radio', { name: new RegExp(valley.name) })).toBeChecked();
  await expect(page.locator('label').filter({ hasText: valley.name })).toContainText(
    fill(t.detail.left_one, { count: 1 }),
  );
  await expect(page.locator('output')).toHaveText('1');
  await expect(page.getByRole('button', { name: t.book.more_guests })).toBeDisabled();
  await page.getByRole('button', { name: t.book.continue }).click();
  await expect(page).toHaveURL(/\/en\/checkout\?kind=retreat&booking=\d+$/);
});

test('a flexible stay booked in Hindi', async ({ page, request }) => {
  const t = texts('hi');
  const r = await retreat(request, 'mysuru-ashtanga-stay');
  const room = r.packages.find((p) => p.name === 'Private room')!;
  const { answer } = await signInNewPerson(page, request, { preferred_language: 'hi' });

  await page.goto('/hi/retreats/mysuru-ashtanga-stay');
  // The first screen in Hindi fetches its texts too: allow a busy machine more than the usual wait.
  await expect(page.getByText(t.detail.flexible_hint)).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'flexible retreat page in Hindi');
  await page.getByRole('link', { name: t.detail.book }).click();
  await expect(page).toHaveURL(/\/hi\/retreats\/mysuru-ashtanga-stay\/book$/);
  await expect(page).toHaveTitle(titleOf('hi', 'book_retreat'));

  // A first night outside the window is said at once; one inside it, for 8 nights.
  const start = addDays(r.available_from!, 20);
  await page.getByLabel(t.book.first_night).fill(addDays(r.available_until!, 1));
  await expect(page.getByLabel(t.book.first_night)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: t.book.continue })).toBeDisabled();
  await page.getByLabel(t.book.first_night).fill(start);
  await page.getByLabel(t.book.nights).selectOption('8');
  await page.getByRole('radio', { name: new RegExp(room.name) }).check();
  await expect(page.locator('label').filter({ hasText: room.name })).toContainText(/जगह/);
  const total = room.price_minor * 8;
  const deposit = Math.ceil((total * r.deposit_percent) / 100);
  const price = page.getByRole('region', { name: t.book.price });
  await expect(price).toContainText(money(total, 'INR', 'hi'));
  await expect(price).toContainText(money(deposit, 'INR', 'hi'));
  await page.getByLabel(t.book.note).fill('मैं शाकाहारी हूँ।');
  await expectNoAxeViolations(page, 'book a flexible stay in Hindi');
  await page.getByRole('button', { name: t.book.continue }).click();

  await expect(page).toHaveURL(/\/hi\/checkout\?kind=retreat&booking=\d+$/);
  await expect(page.getByText(fill(checkout('hi').due_now, { price: money(deposit, 'INR', 'hi') }))).toBeVisible();
  await expectNoAxeViolations(page, 'retreat checkout in Hindi');
  // On a phone: whom to pay, how much and how, in Hindi.
  await page.setViewportSize({ width: 412, height: 915 });
  const id = Number(new URL(page.url()).searchParams.get('booking'));
  const stay = await bookingAsOwner<{ host: { display_name: string } }>(request, 'retreat-bookings', id, answer);
  await confirmAndSeeHowToPay(page, 'hi', { price: money(deposit, 'INR', 'hi'), payee: stay.host.display_name });
  await expect(page.getByText(t.checkout.confirmed)).toBeVisible();
  // Nothing wider than the phone: the instructions wrap.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  await page.getByRole('link', { name: checkout('hi').to_my_bookings }).click();
  const card = page.locator('main article').filter({ hasText: r.title });
  await expect(card).toContainText(t.status.confirmed);
  await expect(card).toContainText(fill(t.nights_other, { count: 8 }));
  await expectNoAxeViolations(page, 'my retreat stays in Hindi');
});

test('a guest signs in to ask the organiser and sends the question', async ({ page, request }) => {
  const t = texts('en');
  const auth = locale('en', 'auth');
  const { account } = await createConfirmedAccount(request);
  await page.goto('/en/retreats/coorg-estate-wellness');
  await page.getByRole('button', { name: t.detail.ask }).click();
  await expect(page).toHaveURL(/\/en\/login\?redirect=/);
  await page.getByLabel(auth.fields.login).fill(account.username);
  await page.getByLabel(auth.fields.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: auth.actions.login }).click();

  // Back on the retreat with the question form open.
  await expect(page).toHaveURL(/\/en\/retreats\/coorg-estate-wellness$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: t.inquiry.send }).click();
  await expect(dialog.getByText(t.inquiry.message_required)).toBeVisible();
  await dialog.getByLabel(t.inquiry.message).fill('Is the private cottage quiet enough for a week of silence?');
  await dialog.getByLabel(t.inquiry.guests).fill('2');
  await expectNoAxeViolations(page, 'question to the organiser');
  await dialog.getByRole('button', { name: t.inquiry.send }).click();
  await expect(dialog.getByText(fill(t.inquiry.sent_body, { host: 'Nila Ayurveda & Yoga' }))).toBeVisible();
  await dialog.getByRole('button', { name: t.inquiry.close }).click();
  await expect(dialog).toBeHidden();
});

for (const lang of ['en', 'ta'] as const)
  test(`in ${lang}, the same stay booked again is refused with a link to the booking`, async ({ page, request }) => {
    const t = texts(lang);
    const r = await retreat(request, 'dharamshala-himalayan-meditation');
    const departure = r.departures[0]!;
    const { answer } = await signInNewPerson(page, request, { preferred_language: lang });
    // The stay is already held for this guest (booked in another tab, say).
    const first = await request.post(`/api/retreats/${r.slug}/bookings/`, {
      headers: { Authorization: `Bearer ${answer.access}` },
      data: {
        package_id: r.packages[0]!.id,
        start_date: departure.start,
        end_date: departure.end,
        guests: 1,
        idempotency_key: `first-${lang}-${Date.now()}`,
      },
    });
    expect(first.status(), await first.text()).toBe(201);
    await page.setViewportSize({ width: 412, height: 915 });

    await page.goto(`/${lang}/retreats/${r.slug}/book`);
    await expect(page.getByRole('radio').first()).toBeChecked({ timeout: 20_000 });
    await page.getByRole('button', { name: t.book.continue }).click();
    const refused = page.getByText(t.errors.already_booked);
    await expect(refused).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${lang}/retreats/${r.slug}/book$`));
    await expectNoAxeViolations(page, `stay already booked, ${lang}`);
    await page.getByRole('link', { name: t.errors.see_booking }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/my-bookings\\?kind=retreats$`));
    // A new account: its one booking is the stay held above.
    await expect(page.locator('main article')).toHaveCount(1);
    await expect(page.locator('main article')).toContainText(t.status.held);
  });
