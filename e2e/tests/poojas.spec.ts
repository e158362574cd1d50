import type { Page } from '@playwright/test';
import { bookedByAnother, expectCancelledIntoPast, expectNotFoundAt, signInNewPerson } from '../booking-steps';
import { common, expect, expectNoAxeViolations, fill, locale, test } from '../fixtures';
import { codeIn, latestMailTo } from '../mail';
import { bookingAsOwner, confirmAndSeeHowToPay } from '../pay-directly';

const texts = (lang: string) => locale(lang, 'poojas');
const checkout = (lang: string) => locale(lang, 'bookings').checkout;

// Aarti times are read on the visitor's clock: the browser's, here London (the temples keep India's).
// Each test walks a whole flow across several pages, with axe on each.
test.use({ timezoneId: 'Europe/London', wholeFlows: true });

/** What the darshan API answers, in as much as these tests read it. */
interface DarshanAnswer {
  results: {
    temple: { name: string };
    aartis: { name: string; start: string }[];
    next_aarti: { name: string; start: string } | null;
  }[];
}

const dayButtons = (page: Page) => page.locator('main button[aria-pressed]');

/** Chooses the `nth` bookable day of the pooja (0: the first), so a later one stays cancellable. */
async function chooseDay(page: Page, nth = 1) {
  // The days are read when the page opens: allow a busy server its time.
  await expect(dayButtons(page).nth(nth)).toBeVisible({ timeout: 15_000 });
  await dayButtons(page).nth(nth).click();
  await expect(dayButtons(page).nth(nth)).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]day=\d{4}-\d{2}-\d{2}/);
}

/** Gotra, nakshatra, sankalp, an offering and prasad posted to an address in Pune. */
async function fillBooking(page: Page, lang: string, offering: string) {
  const t = texts(lang);
  await page.getByLabel(t.book.devotee_name, { exact: true }).fill('Meera Sharma');
  await page.getByLabel(t.book.gotra).fill('Bharadwaj');
  await page.getByLabel(t.book.nakshatra).selectOption({ label: t.nakshatras.rohini });
  await page.getByLabel(t.book.sankalp).fill('For the good health of my mother.');
  await page.getByRole('checkbox', { name: offering }).check();
  await page.getByRole('checkbox', { name: t.prasad.ask }).check();
  await page.getByLabel(t.prasad.fields.name).fill('Meera Sharma');
  await page.getByLabel(t.prasad.fields.line1).fill('12 Shanti Vihar, Sadashiv Peth');
  await page.getByLabel(t.prasad.fields.city).fill('Pune');
  await page.getByLabel(t.prasad.fields.postal_code).fill('411030');
  await page.getByLabel(t.prasad.fields.phone).fill('98220 12345');
}

test('a guest browses poojas and a temple, picks a pooja and is asked to log in to book it', async ({ page }) => {
  const t = texts('en');
  await page.goto('/en/poojas');
  await expect(page.locator('main h1')).toHaveText(common('en').pages.poojas);
  const cards = page.locator('main ul > li article');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText(t.terms.prasad.hint)).toBeVisible();
  await expectNoAxeViolations(page, 'poojas');

  // The search (debounced) and the filters go into the address and narrow the list.
  await page.getByRole('searchbox', { name: t.filters.search }).fill('tulsi archana');
  await expect(page).toHaveURL(/q=tulsi\+archana/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Tulsi Archana');
  await expect(cards.first()).toContainText('₹351');
  await page.getByLabel(t.filters.price).selectOption({ index: 1 });
  await expect(page).toHaveURL(/price_max=50000/);
  await expect(cards).toHaveCount(1);
  await page.getByRole('button', { name: t.list.clear }).first().click();
  await expect(page).toHaveURL(/\/en\/poojas$/);
  await page.getByLabel(t.filters.deity).selectOption('Krishna');
  await page.getByLabel(t.filters.place).fill('Kerala');
  await expect(page).toHaveURL(/place=Kerala/);
  // An English reader reads the Malayalam temple's name in English (its translation, issue 21).
  await expect(cards.filter({ hasText: 'Unnikrishna' }).first()).toBeVisible();
  await expect(cards.filter({ hasText: 'Tulsi Archana' })).toHaveCount(0);
  await page.getByLabel(t.filters.place).fill('Nowhere at all');
  await expect(page.getByText(t.list.empty_filtered)).toBeVisible();
  await expectNoAxeViolations(page, 'poojas, nothing found');

  // The temples, by the same filters.
  await page.getByLabel(t.filters.place).fill('');
  await page.getByRole('tab', { name: t.list.view_temples }).click();
  await expect(page).toHaveURL(/view=temples/);
  await expect(cards.filter({ hasText: 'Shri Radha Murlidhar Kunj Mandir' })).toHaveCount(1);
  await expectNoAxeViolations(page, 'temples');
  await page.getByRole('link', { name: 'Shri Radha Murlidhar Kunj Mandir' }).click();

  // The temple: its place, a map link, its hours on its clock, its aartis on the visitor's, its poojas.
  await expect(page).toHaveURL(/\/en\/temples\/radha-murlidhar-kunj-vrindavan$/);
  await expect(page.locator('main h1')).toHaveText('Shri Radha Murlidhar Kunj Mandir');
  await expect(page.getByRole('link', { name: new RegExp(t.temple.map.replace(/[()]/g, '.')) })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=27\.5832&mlon=77\.6985/,
  );
  await expect(page.getByRole('heading', { name: t.temple.aartis })).toBeVisible();
  await expect(
    page.getByText(fill(t.aarti.zone_yours, { zone: 'United Kingdom Time', temple_zone: 'India Standard Time' })),
  ).toBeVisible();
  // The next aarti is marked in today's list, or named below it once today's are over (late evening
  // on the temple's clock).
  await expect(
    page
      .getByText(t.aarti.next, { exact: true })
      .or(page.getByText(new RegExp(`^${t.aarti.next_later.split('{{')[0]}`))),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'temple');

  await page.getByRole('link', { name: 'Tulsi Archana', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/poojas\/tulsi-archana-vrindavan$/);
  await expect(page.locator('main h1')).toHaveText('Tulsi Archana');
  await chooseDay(page, 0);
  await page.getByRole('checkbox', { name: /Makhan-mishri bhog/ }).check();
  await expect(page.getByText(fill(t.book.total, { price: '₹452' }))).toBeVisible();
  await expectNoAxeViolations(page, 'pooja');
  await page.getByRole('button', { name: t.book.sign_in_to_book }).click();
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fpoojas%2Ftulsi-archana-vrindavan%3Fday%3D/);

  // A pooja that does not exist says so.
  await expectNotFoundAt(page, '/en/poojas/no-such-pooja', t.errors.pooja_not_found);
});

test('a devotee books a pooja with gotra, nakshatra, sankalp, an offering and prasad, pays and cancels', async ({
  page,
  request,
}) => {
  const t = texts('en');
  const { answer } = await signInNewPerson(page, request);
  await page.goto('/en/poojas/tulsi-archana-vrindavan');
  await expect(page.locator('main h1')).toHaveText('Tulsi Archana');

  // Sending without a name says what is missing, next to the field.
  await chooseDay(page);
  await page.getByRole('button', { name: t.book.continue }).click();
  await expect(page.getByText(t.errors.fields.devoteeName)).toBeVisible();

  await fillBooking(page, 'en', 'Makhan-mishri bhog');
  // ₹351 for the archana, ₹101 for the bhog, ₹120 to post the prasad.
  await expect(page.getByText(fill(t.book.total, { price: '₹572' }))).toBeVisible();
  await expectNoAxeViolations(page, 'pooja booking form');
  await page.getByRole('button', { name: t.book.continue }).click();

  await expect(page).toHaveURL(/\/en\/checkout\?kind=pooja&booking=\d+$/);
  await expect(page.getByText(t.status.held, { exact: true })).toBeVisible();
  await expect(page.getByText(t.status_explained.held)).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/[0-9]:[0-5][0-9]/);
  await expect(page.getByText(fill(checkout('en').total, { price: '₹572' }))).toBeVisible();
  await expect(page.getByText('Bharadwaj gotra · Rohini', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page, 'pooja checkout');
  const id = Number(new URL(page.url()).searchParams.get('booking'));
  const pooja = await bookingAsOwner<{ temple: { name: string } }>(request, 'pooja-bookings', id, answer);
  await confirmAndSeeHowToPay(page, 'en', { price: '₹572', payee: pooja.temple.name });
  await expect(page.getByText(t.checkout.confirmed)).toBeVisible();
  await expect(page.getByText(t.status.booked, { exact: true })).toBeVisible();

  await page.getByRole('link', { name: checkout('en').to_my_bookings }).click();
  await expect(page).toHaveURL(/\/en\/my-bookings\?kind=poojas$/);
  const card = page.locator('main article').filter({ hasText: 'Tulsi Archana' });
  await expect(card).toContainText(t.status.booked);
  await expect(card).toContainText(t.status_explained.booked);
  await expect(card).toContainText('Makhan-mishri bhog');
  await expect(card).toContainText('411030');
  await expectNoAxeViolations(page, 'my poojas');

  // Cancel, after confirming: the booking moves to Past, marked cancelled.
  await card.getByRole('button', { name: t.booking.cancel }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(t.booking.cancel_title);
  await expectNoAxeViolations(page, 'cancel dialog');
  await dialog.getByRole('button', { name: t.booking.confirm_cancel }).click();
  await expectCancelledIntoPast(page, t, 'Tulsi Archana');
});

test('in Hindi, a devotee books a pooja with prasad and pays the temple directly', async ({ page, request }) => {
  const t = texts('hi');
  const { answer } = await signInNewPerson(page, request, { preferred_language: 'hi' });
  await page.goto('/hi/poojas/hanuman-chalisa-path-ayodhya');
  await expect(page.locator('main h1')).toHaveText('हनुमान चालीसा पाठ (11 बार)');
  await expect(page.getByText(t.terms.gotra.hint)).toBeVisible();
  await chooseDay(page);
  await fillBooking(page, 'hi', 'बूंदी के लड्डू का भोग');
  // ₹1,100 for the path, ₹151 for the laddoos, ₹120 to post the prasad.
  await expect(page.getByText(fill(t.book.total, { price: '₹1,371' }))).toBeVisible();
  await expectNoAxeViolations(page, 'pooja booking form in Hindi');
  await page.getByRole('button', { name: t.book.continue }).click();

  await expect(page).toHaveURL(/\/hi\/checkout\?kind=pooja&booking=\d+$/);
  await expect(page.getByText(fill(checkout('hi').total, { price: '₹1,371' }))).toBeVisible();
  await expect(page.getByText(t.nakshatras.rohini, { exact: false })).toBeVisible();
  await expectNoAxeViolations(page, 'pooja checkout in Hindi');
  const id = Number(new URL(page.url()).searchParams.get('booking'));
  const pooja = await bookingAsOwner<{ temple: { name: string } }>(request, 'pooja-bookings', id, answer);
  await page.setViewportSize({ width: 360, height: 800 });
  await confirmAndSeeHowToPay(page, 'hi', { price: '₹1,371', payee: pooja.temple.name });
  await expect(page.getByText(t.checkout.confirmed)).toBeVisible();
  await page.getByRole('link', { name: checkout('hi').to_my_bookings }).click();
  const card = page.locator('main article').filter({ hasText: 'हनुमान चालीसा पाठ' });
  await expect(card).toContainText(t.status.booked);
  await expect(card).toContainText(t.nakshatras.rohini);
  await expectNoAxeViolations(page, 'my poojas in Hindi');
});

test('in Tamil, a devotee whose address is not yet confirmed is asked for the code, enters it and books', async ({
  page,
  request,
}) => {
  const t = texts('ta');
  const auth = locale('ta', 'auth');
  const { account } = await signInNewPerson(page, request, { preferred_language: 'ta' }, { confirmed: false });
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto('/ta/poojas/hanuman-chalisa-path-ayodhya');
  await chooseDay(page);
  await page.getByLabel(t.book.devotee_name, { exact: true }).fill('Kavya');
  await page.getByRole('button', { name: t.book.continue }).click();
  // No place is held: the form says why and where the code goes, in Tamil.
  await expect(page.getByRole('alert').filter({ hasText: common('ta').hold_limits.email_not_verified })).toBeVisible();
  await expect(page).not.toHaveURL(/checkout/);
  await expectNoAxeViolations(page, 'pooja booking asks for a confirmed address, Tamil, 412 px');
  // The code box at the top of the page takes the mailed code.
  await page.getByLabel(auth.fields.code).fill(codeIn(await latestMailTo(account.email)));
  await page.getByRole('button', { name: auth.actions.verify }).click();
  await expect(page.getByText(auth.verify.done)).toBeVisible();
  await page.getByRole('button', { name: t.book.continue }).click();
  await expect(page).toHaveURL(/\/ta\/checkout\?kind=pooja&booking=\d+$/);
});

test('when another devotee takes the last place of the day first, the devotee is told and chooses again', async ({
  page,
  request,
}) => {
  const t = texts('en');
  await signInNewPerson(page, request);
  // One devotee a day for this pooja.
  await page.goto('/en/poojas/atharvashirsha-sahasravartan-pune');
  await chooseDay(page, 0);
  const day = new URL(page.url()).searchParams.get('day')!;
  await page.getByLabel(t.book.devotee_name, { exact: true }).fill('Arjun Kulkarni');

  await bookedByAnother(request, 'poojas/atharvashirsha-sahasravartan-pune/bookings/', {
    day,
    devotee_name: 'Another devotee',
    idempotency_key: `e2e-race-${Date.now()}`,
  });

  await page.getByRole('button', { name: t.book.continue }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.errors.day_full })).toBeVisible();
  await expect(page).not.toHaveURL(/day=/);
  // The days are read again: the full day is no longer offered.
  await expect(page.locator(`main button[aria-pressed]`).first()).toBeVisible();
  await expect(page.locator('main button[aria-pressed="true"]')).toHaveCount(0);
});

test("darshan shows each temple's aarti times on the visitor's clock, the next one marked", async ({
  page,
  request,
}) => {
  const t = texts('en');
  await page.goto('/en/darshan');
  await expect(page.locator('main h1')).toHaveText(common('en').pages.darshan);
  const temple = page.locator('main section').filter({ hasText: 'Shri Radha Murlidhar Kunj Mandir' });
  await expect(temple.getByRole('heading', { name: t.darshan.aartis })).toBeVisible();
  await expect(
    temple.getByText(fill(t.aarti.zone_yours, { zone: 'United Kingdom Time', temple_zone: 'India Standard Time' })),
  ).toBeVisible();
  // Which aartis fall on the visitor's today, and which comes next, depend on the date and the hour
  // (on the day London's clocks go forward, the temple's morning aarti falls on no London day). The
  // API says which they are; the page lists them, and marks the next one if it falls on the
  // visitor's today, or names it below the list if it falls on tomorrow.
  const answer = (await (await request.get('/api/darshan/?tz=Europe/London')).json()) as DarshanAnswer;
  const radha = answer.results.find((r) => r.temple.name === 'Shri Radha Murlidhar Kunj Mandir')!;
  expect(radha.aartis.length).toBeGreaterThanOrEqual(4);
  for (const aarti of radha.aartis) await expect(temple).toContainText(aarti.name);
  const next = radha.next_aarti!;
  if (radha.aartis.some((a) => a.start === next.start)) {
    await expect(temple.locator('li').filter({ hasText: next.name })).toContainText(t.aarti.next);
    await expect(temple.getByText(t.aarti.next, { exact: true })).toHaveCount(1);
  } else {
    await expect(temple.getByText(t.aarti.next, { exact: true })).toHaveCount(0);
    await expect(temple).toContainText(fill(t.aarti.next_later, { name: next.name, time: '' }));
  }
  await expect(page.getByRole('status').filter({ hasText: /Next aarti/ })).toBeVisible();
  // Nothing is fetched from YouTube until a video is played.
  await expect(page.locator('main iframe')).toHaveCount(0);
  await expectNoAxeViolations(page, 'darshan');

  await page.goto('/hi/darshan');
  await expect(page.locator('main h1')).toHaveText(common('hi').pages.darshan);
  await expect(page.getByText(texts('hi').darshan.aartis).first()).toBeVisible();
  await expectNoAxeViolations(page, 'darshan in Hindi');
});

// A second press, or a return to the form, must not book (and charge) the same pooja twice; a family
// books for each member by name, so only the same name on the same day is refused.
for (const [lang, width] of [
  ['en', 1280],
  ['ta', 412],
] as const) {
  test(`in ${lang}, the same pooja, day and name booked again is refused with a way to the booking`, async ({
    page,
    request,
  }) => {
    const t = texts(lang);
    await page.setViewportSize({ width, height: 900 });
    await signInNewPerson(page, request, { preferred_language: lang });
    const form = `/${lang}/poojas/hanuman-chalisa-path-ayodhya`;
    await page.goto(form);
    await chooseDay(page);
    const day = new URL(page.url()).searchParams.get('day')!;
    await page.getByLabel(t.book.devotee_name, { exact: true }).fill('Meera Sharma');
    await page.getByRole('button', { name: t.book.continue }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/checkout\\?kind=pooja&booking=\\d+$`));

    await page.goto(`${form}?day=${day}`);
    await expect(dayButtons(page).first()).toBeVisible({ timeout: 15_000 });
    await page.getByLabel(t.book.devotee_name, { exact: true }).fill('Meera Sharma');
    await page.getByRole('button', { name: t.book.continue }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.errors.already_booked })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`day=${day}`));
    await expectNoAxeViolations(page, `pooja booked twice in ${lang}`);
    await page.getByRole('link', { name: t.errors.see_booking }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/my-bookings\\?kind=poojas$`));
    await expect(page.locator('main article').first()).toBeVisible();
  });
}
