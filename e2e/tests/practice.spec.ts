import type { Page } from '@playwright/test';
import { createAccount, expect, expectNoAxeViolations, locale, signIn, test } from '../fixtures';

const common = (lang: string) => locale(lang, 'common');
const texts = (lang: string) => locale(lang, 'practice');
const plural = (entry: Record<string, string>, key: string, count: number) =>
  entry[`${key}_${count === 1 ? 'one' : 'other'}`]!.replace('{{count}}', String(count));

for (const lang of ['en', 'hi'] as const) {
  test(`a signed-in user sets up practice, marks it, undoes it and sees progress (${lang})`, async ({
    page,
    request,
  }) => {
    const t = texts(lang);
    const { answer } = await createAccount(request);
    await signIn(page, answer);
    await page.goto(`/${lang}/daily-dharma/setup`);
    await expect(page.locator('main h1')).toHaveText(common(lang).pages.practice_setup);

    // The level chooses its preset; one practice of our own is added.
    await page.getByRole('radio', { name: new RegExp(t.levels.intermediate.name) }).check();
    await expect(page.getByRole('checkbox', { name: new RegExp(t.practices.meditation.name) })).toBeChecked();
    await page.getByLabel(t.setup.custom_label).fill('Hanuman Chalisa');
    await page.getByRole('button', { name: t.setup.custom_add, exact: true }).click();
    await expect(
      page.getByRole('button', { name: t.setup.custom_remove.replace('{{name}}', 'Hanuman Chalisa') }),
    ).toBeVisible();
    await expectNoAxeViolations(page, `practice setup ${lang}`);
    await page.getByRole('button', { name: t.setup.save }).click();

    // My Sadhana: the practices, each to mark; marking counts the streak, pressing again undoes it.
    await expect(page).toHaveURL(new RegExp(`/${lang}/daily-dharma/tracker$`));
    await expect(page.locator('main h1')).toHaveText(common(lang).pages.practice_tracker);
    const japa = t.practices.japa.name;
    const mark = page.getByRole('button', { name: t.tracker.mark_label.replace('{{name}}', japa) });
    await mark.click();
    const undo = page.getByRole('button', { name: t.tracker.undo_label.replace('{{name}}', japa) });
    await expect(undo).toHaveAttribute('aria-pressed', 'true');
    const summary = page.getByRole('region', { name: t.tracker.summary_label });
    await expect(summary).toContainText(plural(t.tracker, 'overall', 1));
    await undo.click();
    await expect(mark).toHaveAttribute('aria-pressed', 'false');
    await expect(summary).toContainText(t.tracker.overall_none);
    await mark.click();
    await expect(undo).toBeVisible();

    // Today's content sits under the practices.
    await expect(page.getByRole('heading', { name: t.today.sankalp })).toBeVisible();
    await expect(page.getByRole('heading', { name: t.today.mantra })).toBeVisible();
    await expect(page.getByRole('heading', { name: t.today.calendar })).toBeVisible();
    await expectNoAxeViolations(page, `practice tracker ${lang}`);

    // The header's Daily Practice link now leads here, under the same name.
    await page.reload();
    await expect(
      page
        .getByRole('navigation', { name: common(lang).nav.main })
        .getByRole('link', { name: common(lang).nav.my_sadhana }),
    ).toHaveAttribute('href', `/${lang}/daily-dharma/tracker`);

    await page.getByRole('link', { name: t.tracker.progress }).click();
    await expect(page.locator('main h1')).toHaveText(common(lang).pages.practice_progress);
    await expect(page.getByRole('img', { name: plural(t.progress, 'heatmap_label', 1) })).toBeVisible();
    await expectNoAxeViolations(page, `practice progress ${lang}`);
  });
}

test('a guest keeps practice under the guest id on daily-dharma, and it moves into the account at sign-up', async ({
  page,
}) => {
  const t = texts('en');
  await page.goto('/en/daily-dharma');
  await expect(page.locator('main h1')).toHaveText(common('en').pages.daily_dharma);
  await page.getByRole('link', { name: t.landing.invite_cta }).click();
  await expect(page).toHaveURL(/\/en\/daily-dharma\/setup\?from=daily-dharma$/);
  await expect(page.getByText(t.setup.reminder_guest)).toBeVisible();
  await page.getByRole('button', { name: t.setup.save }).click();

  await expect(page).toHaveURL(/\/en\/daily-dharma$/);
  const japa = t.practices.japa.name;
  await page.getByRole('button', { name: t.tracker.mark_label.replace('{{name}}', japa) }).click();
  await expect(page.getByRole('button', { name: t.tracker.undo_label.replace('{{name}}', japa) })).toBeVisible();
  await expect(page.getByText(t.landing.guest_note)).toBeVisible();

  // Creating the account brings the practice along: the tracker shows japa already done today.
  await page.getByRole('link', { name: t.landing.signup }).click();
  const auth = locale('en', 'auth');
  const username = `guest_${Date.now().toString(36)}`;
  await page.getByLabel(auth.fields.username).fill(username);
  await page.getByLabel(auth.fields.email).fill(`${username}@example.test`);
  await page.getByLabel(auth.fields.password, { exact: true }).fill('lotus-feet-108');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: auth.actions.register }).click();
  await expect(page).not.toHaveURL(/register/);
  await page.goto('/en/daily-dharma/tracker');
  await expect(page.getByRole('button', { name: t.tracker.undo_label.replace('{{name}}', japa) })).toBeVisible();
});

test('streak details lists the milestones and each practice', async ({ page, request }) => {
  const t = texts('en');
  const { answer } = await createAccount(request);
  await request.put('/api/daily-dharma/setup/', {
    headers: { authorization: `Bearer ${answer.access}` },
    data: { level: 'beginner', practices: [{ kind: 'japa' }], time_zone: 'Asia/Kolkata' },
  });
  await signIn(page, answer, { hasPractices: true });
  await page.goto('/en/streakdetails');
  await expect(page.locator('main h1')).toHaveText(common('en').pages.streak_details);
  await expect(page.getByRole('heading', { name: t.details.milestones })).toBeVisible();
  for (const days of [7, 21, 40, 108]) await expect(page.getByText(plural(t.details, 'ahead', days))).toBeVisible();
  await expect(page.getByRole('rowheader', { name: t.practices.japa.name })).toBeVisible();
  await expectNoAxeViolations(page, 'streak details');
});

/** Counts the browser's permission prompts asked for, so a test can say none was asked on load. */
async function countPermissionPrompts(page: Page) {
  await page.addInitScript(() => {
    const scope = window as unknown as { permissionPrompts: number };
    scope.permissionPrompts = 0;
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args) => {
      scope.permissionPrompts += 1;
      return ask(...args);
    };
  });
  return () => page.evaluate(() => (window as unknown as { permissionPrompts: number }).permissionPrompts);
}

test('a guest who turns the reminder on is offered it on this device, and nothing is asked until they press', async ({
  page,
}) => {
  const t = texts('en');
  const device = locale('en', 'notifications').device;
  const prompts = await countPermissionPrompts(page);
  await page.goto('/en/daily-dharma/setup?from=daily-dharma');
  const offer = page.getByRole('region', { name: t.reminder_device.heading });
  await expect(offer).toHaveCount(0);

  await page.getByRole('checkbox', { name: t.setup.reminder_toggle_guest }).check();
  await expect(offer.getByText(t.reminder_device.lead)).toBeVisible();
  await expect(offer.getByRole('button', { name: device.turn_on })).toBeVisible();
  await page.getByLabel(t.setup.reminder_time).fill('05:45');
  await expectNoAxeViolations(page, 'practice setup of a guest with the reminder on');
  await page.getByRole('button', { name: t.setup.save }).click();

  // Daily-dharma is a guest's tracker: the reminder is on, so the offer stands there too.
  await expect(page).toHaveURL(/\/en\/daily-dharma$/);
  await expect(offer.getByRole('button', { name: device.turn_on })).toBeVisible();
  await page.reload();
  await expect(offer.getByRole('button', { name: device.turn_on })).toBeVisible();
  expect(await prompts()).toBe(0);
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await expectNoAxeViolations(page, 'daily-dharma of a guest with the reminder on');
});

test('on an iPhone outside the home screen, a guest in Hindi is told how to add the app, at 360 px', async ({
  browser,
}) => {
  const t = texts('hi');
  const device = locale('hi', 'notifications').device;
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    viewport: { width: 360, height: 800 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto('/hi/daily-dharma/setup?from=daily-dharma');
  await page.getByRole('checkbox', { name: t.setup.reminder_toggle_guest }).check();
  const offer = page.getByRole('region', { name: t.reminder_device.heading });
  await expect(offer.getByText(device.install_step_add)).toBeVisible();
  await expect(offer.getByRole('button', { name: device.turn_on })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await offer.screenshot({ path: test.info().outputPath('guest-reminder-offer-hi-360.png') });
  await context.close();
});
