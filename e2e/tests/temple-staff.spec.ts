import type { APIRequestContext, Page } from '@playwright/test';
import {
  common,
  createConfirmedAccount,
  demoSession,
  escape,
  expect,
  expectNoAxeViolations,
  fill,
  locale,
  type LoginAnswer,
  signIn,
  test,
  titleOf,
  toast,
} from '../fixtures';
import { api } from '../api-as';

const texts = (lang: string) => locale(lang, 'temple-staff');
const poojaTexts = (lang: string) => locale(lang, 'poojas');

// The temples keep India's time: the browser does too, so "today" is the same day on both sides.
test.use({ timezoneId: 'Asia/Kolkata' });
// Each test walks the staff's three screens and the devotee's bookings, with axe on each.
test.beforeEach(() => test.slow());

const login = demoSession;

interface StaffTemple {
  id: number;
  slug: string;
  name: string;
  timings: Array<{ label: string; opens: string; closes: string }>;
  poojas: Array<{ id: number; slug: string; name: string; daily_limit: number; notice_days: number }>;
}

/** Today in India, as the temples count their days. */
const todayInIndia = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** A devotee books the pooja for today and pays the temple directly: the booking is then `booked`. */
async function bookToday(
  request: APIRequestContext,
  devotee: LoginAnswer,
  slug: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const booking = await api<{ id: number; status: string }>(request, devotee, 'post', `poojas/${slug}/bookings/`, {
    day: todayInIndia(),
    devotee_name: 'Meera Sharma',
    idempotency_key: `e2e-temple-${Date.now()}-${Math.random()}`,
    ...extra,
  });
  if (booking.status === 'held') await api(request, devotee, 'post', `pooja-bookings/${booking.id}/checkout/`, {});
  return booking.id;
}

/** Adds a pooja through the dialog of a temple's page, with one offering, bookable today. */
async function addPooja(page: Page, lang: string, name: string, price: string) {
  const t = texts(lang);
  await page.getByRole('button', { name: t.pooja.add, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.pooja.add_title });
  await expect(dialog).toBeVisible();
  // Sending it empty says what is missing, next to the field.
  await dialog.getByRole('button', { name: t.pooja.create }).click();
  await expect(dialog.getByText(t.rules.name)).toBeVisible();
  await expect(dialog.getByLabel(t.pooja.name)).toBeFocused();
  await dialog.getByLabel(t.pooja.name).fill(name);
  await dialog.getByLabel(t.pooja.purpose).fill(lang === 'en' ? 'Peace in the family' : 'परिवार में शांति');
  await dialog.getByLabel(t.pooja.price, { exact: true }).fill(price);
  await dialog.getByRole('button', { name: t.pooja.add_offering }).click();
  const offering = dialog.getByRole('group', { name: fill(t.pooja.offering_n, { n: 1 }) });
  await offering.getByLabel(t.pooja.offering_name).fill(lang === 'en' ? 'Ghee lamp' : 'घी का दीपक');
  await offering.getByLabel(t.pooja.offering_price).fill('51');
  await dialog.getByLabel(t.pooja.daily_limit, { exact: true }).fill('5');
  await dialog.getByLabel(t.pooja.notice_days, { exact: true }).fill('0');
  await expectNoAxeViolations(page, `add a pooja (${lang})`);
  await dialog.getByRole('button', { name: t.pooja.create }).click();
  await expect(toast(page, fill(t.pooja.created, { name }))).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
}

test('temple staff edit the hours, add a pooja, perform a booking with its recording, and the devotee sees it (en)', async ({
  page,
  request,
}) => {
  const t = texts('en');
  const c = common('en');
  const p = poojaTexts('en');
  const staff = await login(request, 'kashi_devasthan');
  const meera = await login(request, 'meera');
  const arjun = await login(request, 'arjun');
  const temples = await api<{ results: StaffTemple[] }>(request, staff, 'get', 'creators/temples/');
  const temple = temples.results.find((item) => item.slug === 'gangeshwar-mahadev-varanasi')!;

  // Their home (a retreat representative's profile) leads first to the temples they look after.
  await signIn(page, staff);
  await page.goto('/en/creator/retreat/profile');
  const rh = locale('en', 'retreat-host').profile;
  await expect(page.locator('main h2').first()).toHaveText(rh.temples_title);
  await expect(page.getByText(fill(rh.temples_count_other, { count: temples.results.length }))).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: c.nav.pooja_bookings, exact: true })).toBeVisible();

  // My Temples: the temples assigned to the account, under the representative's navigation.
  await page.locator('main').getByRole('link', { name: c.nav.temples, exact: true }).click();
  await expect(page).toHaveTitle(titleOf('en', 'creator_temples'));
  await expect(page.locator('main h1')).toHaveText(c.pages.creator_temples);
  const nav = page.getByRole('navigation', { name: c.nav.creator }).first();
  await expect(nav.getByRole('link', { name: c.nav.temples, exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: c.nav.pooja_bookings, exact: true })).toHaveAttribute(
    'href',
    '/en/creator/poojas/bookings',
  );
  await expect(page.locator('main li h2')).toHaveCount(temples.results.length);
  await expectNoAxeViolations(page, 'my temples (en)');
  await page.getByRole('link', { name: fill(t.temples.manage_named, { name: temple.name }) }).click();

  // The temple's page: its hours checked by the API's rules before sending, then saved.
  await expect(page).toHaveURL(new RegExp(`/en/creator/temples/${temple.id}$`));
  await expect(page).toHaveTitle(titleOf('en', 'creator_temple'));
  await expect(page.getByRole('heading', { name: temple.name, level: 2 })).toBeVisible();
  await expect(nav.getByRole('link', { name: c.nav.temples, exact: true })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page, 'temple and poojas (en)');
  const evening = page.getByRole('group', { name: fill(t.temple.timing_n, { n: 2 }) });
  await evening.getByLabel(t.temple.closes).fill('15:00');
  await page.getByRole('button', { name: t.temple.save }).click();
  await expect(evening.getByText(t.rules.closesAfterOpens)).toBeVisible();
  await expect(evening.getByLabel(t.temple.closes)).toBeFocused();
  await evening.getByLabel(t.temple.closes).fill('21:30');
  await page.getByRole('button', { name: t.temple.add_timing }).click();
  const third = page.getByRole('group', { name: fill(t.temple.timing_n, { n: 3 }) });
  await third.getByLabel(t.temple.timing_label).fill('Monday abhishek darshan');
  await third.getByLabel(t.temple.opens).fill('13:00');
  await third.getByLabel(t.temple.closes).fill('14:00');
  await page.getByRole('button', { name: t.temple.save }).click();
  await expect(toast(page, t.temple.saved)).toBeVisible();
  const saved = await api<StaffTemple>(request, staff, 'get', `creators/temples/${temple.id}/`);
  expect(saved.timings).toEqual([
    temple.timings[0],
    { ...temple.timings[1], closes: '21:30' },
    { label: 'Monday abhishek darshan', opens: '13:00', closes: '14:00' },
  ]);

  // A new pooja (the demo's poojas stay as they are for the other tests).
  const name = `Shiv Sahasranam Path ${Date.now().toString(36)}`;
  await addPooja(page, 'en', name, '501');
  const pooja = (await api<StaffTemple>(request, staff, 'get', `creators/temples/${temple.id}/`)).poojas.find(
    (item) => item.name === name,
  )!;
  expect(pooja).toMatchObject({ daily_limit: 5, notice_days: 0 });

  // Two devotees book it for today; the daily limit can then not go below two: the API says so on the field.
  await bookToday(request, meera, pooja.slug, {
    gotra: 'Bharadwaj',
    nakshatra: 'rohini',
    sankalp: 'For the good health of my mother.',
    offering_ids: [
      (await api<{ offerings: Array<{ id: string }> }>(request, meera, 'get', `poojas/${pooja.slug}/`)).offerings[0]!
        .id,
    ],
    prasad: true,
    prasad_address: {
      name: 'Meera Sharma',
      line1: '12 Shanti Vihar, Gomti Nagar',
      city: 'Lucknow',
      postal_code: '226010',
      country: 'India',
      phone: '+91 98765 43210',
    },
  });
  await bookToday(request, arjun, pooja.slug, { devotee_name: 'Arjun Kulkarni' });
  await page.reload();
  await page.getByRole('button', { name: fill(t.pooja.edit_named, { name }) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t.pooja.daily_limit, { exact: true }).fill('1');
  await dialog.getByRole('button', { name: t.pooja.save }).click();
  await expect(dialog.getByText(fill(t.errors.limit_below_booked_other, { count: 2 }))).toBeVisible();
  await expect(dialog.getByText(t.errors.check_fields)).toBeVisible();
  await dialog.getByRole('button', { name: t.form.cancel }).click();
  await expect(dialog).toHaveCount(0);

  // Its bookings, by temple and pooja in the address; Meera's with everything the priest needs.
  await page.getByRole('link', { name: fill(t.pooja.bookings_named, { name }) }).click();
  await expect(page).toHaveURL(new RegExp(`/en/creator/poojas/bookings\\?temple=${temple.id}&pooja=${pooja.id}$`));
  await expect(page).toHaveTitle(titleOf('en', 'creator_pooja_bookings'));
  await expect(page.getByText(fill(t.bookings.count_other, { count: 2 }))).toBeVisible();
  const card = page.locator('main li').filter({ hasText: 'Meera Sharma' }).filter({ hasText: 'Bharadwaj' });
  await expect(card).toContainText(p.nakshatras.rohini);
  await expect(card).toContainText('For the good health of my mother.');
  await expect(card).toContainText('226010');
  await expect(card).toContainText(t.bookings.payment.direct);
  await expect(card).toContainText(p.status.booked);
  await expectNoAxeViolations(page, 'pooja bookings (en)');

  // Arjun pays at the temple's counter: the staff record it, and his card says paid.
  const arjuns = page.locator('main li').filter({ hasText: 'Arjun Kulkarni' });
  await arjuns
    .getByRole('button', { name: fill(t.bookings.mark_paid_named, { pooja: name, name: 'Arjun Kulkarni' }) })
    .click();
  const payment = page.getByRole('dialog', { name: t.status_dialog.paid.title });
  await expect(payment).toContainText('Arjun Kulkarni');
  await expectNoAxeViolations(page, 'record a payment (en)');
  await payment.getByRole('button', { name: t.status_dialog.paid.confirm }).click();
  await expect(toast(page, fill(t.status_dialog.paid.done, { name: 'Arjun Kulkarni' }))).toBeVisible();
  await expect(arjuns).toContainText(t.bookings.payment.paid);
  await expect(arjuns.getByRole('button', { name: t.bookings.mark_paid })).toHaveCount(0);

  // Marked performed after a confirmation, with the recording's link checked first.
  await card
    .getByRole('button', { name: fill(t.bookings.mark_performed_named, { pooja: name, name: 'Meera Sharma' }) })
    .click();
  const confirm = page.getByRole('dialog', { name: t.status_dialog.performed.title });
  await expect(confirm).toContainText(t.status_dialog.mailed);
  await expectNoAxeViolations(page, 'mark performed (en)');
  await confirm.getByLabel(t.status_dialog.url_optional).fill('http://example.com/recording');
  await confirm.getByRole('button', { name: t.status_dialog.performed.confirm }).click();
  await expect(confirm.getByText(t.rules.recordingUrl)).toBeVisible();
  const recording = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  await confirm.getByLabel(t.status_dialog.url_optional).fill(recording);
  await confirm.getByRole('button', { name: t.status_dialog.performed.confirm }).click();
  await expect(toast(page, fill(t.status_dialog.performed.done, { name: 'Meera Sharma' }))).toBeVisible();
  await expect(card).toContainText(p.status.performed);
  await expect(card.getByRole('link', { name: new RegExp(escape(t.bookings.recording)) })).toHaveAttribute(
    'href',
    recording,
  );
  // The prasad is posted next: its button appears now.
  await expect(
    card.getByRole('button', { name: fill(t.bookings.mark_prasad_sent_named, { pooja: name, name: 'Meera Sharma' }) }),
  ).toBeVisible();

  // The filters: performed ones only.
  await page.getByLabel(t.bookings.filter_status).selectOption('performed');
  await expect(page).toHaveURL(/status=performed/);
  await expect(page.getByText(fill(t.bookings.count_one, { count: 1 }))).toBeVisible();

  // The devotee sees the pooja performed and its recording in her bookings.
  const devoteePage = await page.context().browser()!.newPage({ timezoneId: 'Asia/Kolkata' });
  await signIn(devoteePage, meera);
  await devoteePage.goto('/en/my-bookings?kind=poojas');
  // A pooja performed is one of her past poojas.
  await devoteePage.getByRole('tab', { name: new RegExp(escape(p.my_bookings.past)) }).click();
  const mine = devoteePage.locator('main article').filter({ hasText: name });
  await expect(mine).toContainText(p.status.performed);
  await expect(mine.getByRole('link', { name: new RegExp(escape(p.booking.recording)) })).toHaveAttribute(
    'href',
    recording,
  );
  await devoteePage.close();
});

test('in Hindi, temple staff add a pooja and mark it performed; a step already taken elsewhere is said', async ({
  page,
  request,
}) => {
  const t = texts('hi');
  const c = common('hi');
  const p = poojaTexts('hi');
  const staff = await login(request, 'kashi_devasthan');
  const meera = await login(request, 'meera');
  const arjun = await login(request, 'arjun');
  const temple = (await api<{ results: StaffTemple[] }>(request, staff, 'get', 'creators/temples/')).results.find(
    (item) => item.slug === 'sankat-haran-hanuman-ayodhya',
  )!;

  await signIn(page, staff);
  await page.goto('/hi/creator/temples');
  await expect(page).toHaveTitle(titleOf('hi', 'creator_temples'));
  await expect(page.getByText(t.temples.lead)).toBeVisible();
  await expectNoAxeViolations(page, 'my temples (hi)');
  await page.getByRole('link', { name: fill(t.temples.manage_named, { name: temple.name }) }).click();
  await expect(page).toHaveTitle(titleOf('hi', 'creator_temple'));
  await expect(page.getByRole('group', { name: t.temple.timings, exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'temple and poojas (hi)');

  const name = `सुंदरकांड संक्षिप्त पाठ ${Date.now().toString(36)}`;
  await addPooja(page, 'hi', name, '251');
  const pooja = (await api<StaffTemple>(request, staff, 'get', `creators/temples/${temple.id}/`)).poojas.find(
    (item) => item.name === name,
  )!;
  await bookToday(request, meera, pooja.slug, { devotee_name: 'मीरा शर्मा', gotra: 'भारद्वाज' });
  const arjunsBooking = await bookToday(request, arjun, pooja.slug, { devotee_name: 'अर्जुन कुलकर्णी' });

  await page.goto(`/hi/creator/poojas/bookings?pooja=${pooja.id}`);
  await expect(page).toHaveTitle(titleOf('hi', 'creator_pooja_bookings'));
  await expect(page.locator('main h1')).toHaveText(c.pages.creator_pooja_bookings);
  const meeras = page.locator('main li').filter({ hasText: 'भारद्वाज' });
  await expect(meeras).toContainText(p.status.booked);
  await expect(meeras).toContainText(t.bookings.payment.direct);
  await expectNoAxeViolations(page, 'pooja bookings (hi)');
  await meeras
    .getByRole('button', { name: fill(t.bookings.mark_performed_named, { pooja: name, name: 'मीरा शर्मा' }) })
    .click();
  const confirm = page.getByRole('dialog', { name: t.status_dialog.performed.title });
  await expectNoAxeViolations(page, 'mark performed (hi)');
  await confirm.getByRole('button', { name: t.status_dialog.performed.confirm }).click();
  await expect(toast(page, fill(t.status_dialog.performed.done, { name: 'मीरा शर्मा' }))).toBeVisible();
  await expect(meeras).toContainText(p.status.performed);

  // Someone else at the temple marked Arjun's pooja a moment ago: the page, not yet read again, offers
  // it; the API's refusal is said in Hindi in the dialog.
  await api(request, staff, 'post', `creators/pooja-bookings/${arjunsBooking}/status/`, { status: 'performed' });
  const arjuns = page.locator('main li').filter({ hasText: 'अर्जुन कुलकर्णी' });
  await arjuns
    .getByRole('button', { name: fill(t.bookings.mark_performed_named, { pooja: name, name: 'अर्जुन कुलकर्णी' }) })
    .click();
  const refused = page.getByRole('dialog', { name: t.status_dialog.performed.title });
  await refused.getByRole('button', { name: t.status_dialog.performed.confirm }).click();
  await expect(refused.getByRole('alert')).toHaveText(t.rules.alreadyInStatus);
  await refused.getByRole('button', { name: t.status_dialog.back }).click();

  // The devotee reads it in Hindi too.
  const devoteePage = await page.context().browser()!.newPage({ timezoneId: 'Asia/Kolkata' });
  await signIn(devoteePage, meera);
  await devoteePage.goto('/hi/my-bookings?kind=poojas');
  await devoteePage.getByRole('tab', { name: new RegExp(escape(p.my_bookings.past)) }).click();
  await expect(devoteePage.locator('main article').filter({ hasText: name })).toContainText(p.status.performed);
  await devoteePage.close();
});

test("temple staff give a temple's name in Hindi, and a Hindi reader sees it", async ({ page, request }) => {
  const t = texts('en');
  const tr = locale('en').translations;
  const staff = await login(request, 'kashi_devasthan');
  const temples = await api<{ results: StaffTemple[] }>(request, staff, 'get', 'creators/temples/');
  // A temple written in English, whose Hindi texts the demo has: removed first, then given anew.
  const temple = temples.results.find((item) => item.slug === 'radha-murlidhar-kunj-vrindavan')!;
  const stored = async () =>
    (await api<{ translations: Record<string, unknown> }>(request, staff, 'get', `creators/temples/${temple.id}/`))
      .translations;
  await signIn(page, staff);
  await page.goto(`/en/creator/temples/${temple.id}`);
  const languages = page.getByRole('group', { name: tr.legend, exact: true });
  const hindi = languages.getByRole('group', { name: 'हिन्दी', exact: true });
  await expect(hindi.getByLabel(tr.fields.name)).toHaveAttribute('lang', 'hi');
  // English is the temple's own language: never offered.
  await expect(languages.getByLabel(tr.language).locator('option', { hasText: 'English' })).toHaveCount(0);

  await hindi.getByRole('button', { name: `${tr.remove} हिन्दी` }).click();
  await expect(hindi).toHaveCount(0);
  await page.getByRole('button', { name: t.temple.save }).click();
  await expect(toast(page, t.temple.saved)).toBeVisible();
  const removed = await stored();
  expect(removed.hi).toBeUndefined();
  expect(removed.ta).toBeDefined();

  const name = 'श्री राधा मुरलीधर कुंज, वृंदावन';
  await languages.getByLabel(tr.language).selectOption({ label: 'हिन्दी' });
  await languages.getByRole('button', { name: tr.add, exact: true }).click();
  await expect(hindi.getByLabel(tr.fields.name)).toBeFocused();
  await hindi.getByLabel(tr.fields.name).fill(name);
  await expectNoAxeViolations(page, 'a temple in other languages (en)');
  await page.getByRole('button', { name: t.temple.save }).click();
  await expect.poll(async () => (await stored()).hi).toEqual({ name });

  await page.goto(`/hi/temples/${temple.slug}`);
  await expect(page.locator('main h1')).toHaveText(name);
});

test('a devotee is turned away from the temple screens and a tutor is told they are not theirs', async ({
  page,
  request,
}) => {
  const meera = await login(request, 'meera');
  await signIn(page, meera);
  await page.goto('/en/creator/temples');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('main h1')).not.toHaveText(common('en').pages.creator_temples);

  const tutor = await createConfirmedAccount(request, { creator_type: 'tutor' });
  const tutorPage = await page.context().browser()!.newPage();
  await signIn(tutorPage, tutor.answer);
  for (const path of ['creator/temples', 'creator/temples/1', 'creator/poojas/bookings']) {
    await tutorPage.goto(`/en/${path}`);
    await expect(tutorPage.getByRole('heading', { name: texts('en').not_staff.title })).toBeVisible();
  }
  await expectNoAxeViolations(tutorPage, 'not temple staff');
  await tutorPage.close();
});
