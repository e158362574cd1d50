import type { APIRequestContext, Page } from '@playwright/test';
import { api } from '../api-as';
import {
  createAccount,
  expect,
  expectNoAxeViolations,
  locale,
  navigateInApp,
  signIn,
  test,
  type LoginAnswer,
} from '../fixtures';

// The notification screens of issue 23: the bell, the inbox and the preferences on the profile.
const texts = (lang: string) => locale(lang, 'notifications');
const common = (lang: string) => locale(lang, 'common');
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text);
/** The bell's name for `count` unread items, as a screen reader hears it. */
const bellName = (lang: string, count: number) => {
  const bell = texts(lang).bell;
  if (count === 0) return bell.none;
  return fill(count === 1 ? bell.unread_one : bell.unread_other, {
    formatted: new Intl.NumberFormat(lang).format(count),
  });
};
/** The header's bell, whatever its name says. */
const bell = (page: Page) => page.getByRole('banner').locator('a[href$="/notifications"]');
const toast = (page: Page, text: string) => page.locator('[data-type]').filter({ hasText: text });

/** A post of Meera's in a community of her own, and a reply to it from Ravi: a notification for her. */
async function replyToPostOf(request: APIRequestContext, meera: LoginAnswer, ravi: LoginAnswer, title: string) {
  const community = await api<{ slug: string }>(request, meera, 'post', 'communities/', {
    name: `Japa ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`,
  });
  const post = await api<{ id: number }>(request, meera, 'post', 'posts/', { title, community: community.slug });
  const comment = await api<{ id: number }>(request, ravi, 'post', 'comments/', {
    post: post.id,
    content: 'Hari Om, I keep it with fruit only.',
    parent: null,
  });
  return { post: post.id, comment: comment.id };
}

test('a reply lights the bell; the inbox shows it under Today, opens the post and marks it read', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const t = texts('en');
  const meera = (await createAccount(request)).answer;
  const ravi = (await createAccount(request)).answer;
  await signIn(page, meera);
  await page.goto('/en/videos');
  await expect(bell(page)).toHaveAccessibleName(bellName('en', 0));

  const { post, comment } = await replyToPostOf(request, meera, ravi, 'Ekadashi fast');
  // The count is asked again on every navigation.
  await navigateInApp(page, '/en/community');
  await expect(bell(page)).toHaveAccessibleName(bellName('en', 1));
  await expect(bell(page)).toHaveText('1');

  await bell(page).click();
  await expect(page).toHaveURL(/\/en\/notifications$/);
  await expect(page.locator('main h1')).toHaveText(common('en').pages.notifications);
  const today = page.getByRole('region', { name: t.inbox.today });
  const item = today.getByRole('link', { name: /Ekadashi fast/ });
  await expect(item).toBeVisible();
  await expect(item).toContainText(t.inbox.unread);
  await expect(item).toContainText(t.time.just_now);
  await expectNoAxeViolations(page, 'the inbox with an unread item');

  await item.click();
  await expect(page).toHaveURL(new RegExp(`/en/posts/${post}#comment-${comment}$`));
  await expect(bell(page)).toHaveAccessibleName(bellName('en', 0));
  await expect(bell(page)).toHaveText('');

  // Back in the inbox the item is read; two more replies, then "Mark all read".
  await replyToPostOf(request, meera, ravi, 'Morning japa');
  await replyToPostOf(request, meera, ravi, 'Evening aarti');
  await bell(page).click();
  await expect(bell(page)).toHaveAccessibleName(bellName('en', 2));
  await expect(today.getByRole('link')).toHaveCount(3);
  await expect(today.getByRole('link', { name: /Ekadashi fast/ })).not.toContainText(t.inbox.unread);
  await page.getByRole('button', { name: t.inbox.mark_all_read }).click();
  await expect(toast(page, t.inbox.all_marked)).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(bellName('en', 0));
  await expect(page.locator('main').getByText(t.inbox.unread)).toHaveCount(0);
  await expect(page.getByRole('button', { name: t.inbox.mark_all_read })).toBeDisabled();
});

test('an empty inbox says so kindly', async ({ page, request }) => {
  const t = texts('en');
  await signIn(page, (await createAccount(request)).answer);
  await page.goto('/en/notifications');
  await expect(page.getByText(t.inbox.empty_title)).toBeVisible();
  await expect(page.getByText(t.inbox.empty_body)).toBeVisible();
});

test('preferences: kinds by channel and quiet hours are saved and survive a reload', async ({ page, request }) => {
  test.setTimeout(90_000);
  const t = texts('en');
  const { answer } = await createAccount(request);
  await signIn(page, answer);
  await page.goto('/en/profile');
  const section = page.getByRole('region', { name: t.prefs.heading, exact: true });
  const cell = (kind: string, channel: 'in_app' | 'push' | 'email') =>
    section.getByRole('checkbox', {
      name: fill(t.prefs.cell, { kind: t.kinds[kind], channel: t.prefs[`channel_${channel}`] }),
    });
  await expect(cell('forum_reply_post', 'in_app')).toBeChecked();
  await expect(cell('forum_reply_post', 'in_app')).toBeDisabled();
  // "test" is not a kind a person chooses.
  await expect(section.getByRole('row')).toHaveCount(1 + Object.keys(t.kinds).length);

  const emailBefore = await cell('forum_reply_post', 'email').isChecked();
  await cell('forum_reply_post', 'email').setChecked(!emailBefore);
  await cell('pooja_prasad_sent', 'push').setChecked(true);
  await section.getByRole('checkbox', { name: t.prefs.quiet_on }).check();
  await section.getByLabel(t.prefs.quiet_start, { exact: true }).fill('21:30');
  await section.getByLabel(t.prefs.quiet_end, { exact: true }).fill('05:45');
  await expect(section.getByText(/India Standard Time|Coordinated Universal Time|Time/)).toBeVisible();
  await section.getByRole('button', { name: t.prefs.save }).click();
  await expect(toast(page, t.prefs.saved)).toBeVisible();

  await page.reload();
  await expect(cell('forum_reply_post', 'email')).toBeChecked({ checked: !emailBefore });
  await expect(cell('pooja_prasad_sent', 'push')).toBeChecked();
  await expect(section.getByLabel(t.prefs.quiet_start, { exact: true })).toHaveValue('21:30');
  await expect(section.getByLabel(t.prefs.quiet_end, { exact: true })).toHaveValue('05:45');
  const saved = await api<{ channels: Record<string, { push: boolean; email: boolean }>; quiet_hours: unknown }>(
    request,
    answer,
    'get',
    'notifications/preferences/',
  );
  expect(saved.channels.pooja_prasad_sent!.push).toBe(true);
  expect(saved.channels.forum_reply_post!.email).toBe(!emailBefore);
  expect(saved.quiet_hours).toEqual({ start: '21:30', end: '05:45' });

  // Quiet hours off again; an emptied time is caught before sending.
  await section.getByLabel(t.prefs.quiet_start, { exact: true }).fill('');
  await section.getByRole('button', { name: t.prefs.save }).click();
  await expect(section.getByText(t.prefs.time_required)).toBeVisible();
  await section.getByRole('checkbox', { name: t.prefs.quiet_on }).uncheck();
  await section.getByRole('button', { name: t.prefs.save }).click();
  await expect(toast(page, t.prefs.saved)).toBeVisible();
  await page.reload();
  await expect(section.getByRole('checkbox', { name: t.prefs.quiet_on })).not.toBeChecked();

  // Push on this device: offered, and nothing is asked of the browser before the button is pressed.
  await expect(section.getByRole('button', { name: t.device.turn_on })).toBeVisible();
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await expectNoAxeViolations(page, 'the profile with notification settings');
});

test('on an iPhone outside the home screen, the profile explains how to add the app instead', async ({
  browser,
  request,
}) => {
  const t = texts('en');
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await signIn(page, (await createAccount(request)).answer);
  await page.goto('/en/profile');
  const section = page.getByRole('region', { name: t.prefs.heading, exact: true });
  await expect(section.getByText(t.device.install_step_add)).toBeVisible();
  await expect(section.getByRole('button', { name: t.device.turn_on })).toHaveCount(0);
  await context.close();
});

test('the inbox and the settings at 360 px in Hindi', async ({ page, request }) => {
  test.setTimeout(90_000);
  const t = texts('hi');
  await page.setViewportSize({ width: 360, height: 800 });
  const meera = (await createAccount(request, { preferred_language: 'hi' })).answer;
  const ravi = (await createAccount(request)).answer;
  await replyToPostOf(request, meera, ravi, 'एकादशी का व्रत');
  await replyToPostOf(request, meera, ravi, 'सुबह का जप');
  await signIn(page, meera);
  await page.goto('/hi/notifications');
  await expect(page.getByRole('region', { name: t.inbox.today }).getByRole('link')).toHaveCount(2);
  await expect(bell(page)).toHaveAccessibleName(bellName('hi', 2));
  const noOverflow = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await noOverflow()).toBe(true);
  await page.screenshot({ path: test.info().outputPath('inbox-hi-360.png'), fullPage: true });
  await expectNoAxeViolations(page, 'the inbox in Hindi at 360 px');

  await page.goto('/hi/profile');
  const section = page.getByRole('region', { name: t.prefs.heading, exact: true });
  await section.getByRole('checkbox', { name: t.prefs.quiet_on }).check();
  expect(await noOverflow()).toBe(true);
  await section.screenshot({ path: test.info().outputPath('settings-hi-360.png') });
  await expectNoAxeViolations(page, 'the notification settings in Hindi at 360 px');
});

test("Ravi's reply in his browser lights Meera's bell in hers, live, without a reload", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const meera = (await createAccount(request)).answer;
  const ravi = (await createAccount(request)).answer;
  const community = await api<{ slug: string }>(request, meera, 'post', 'communities/', {
    name: `Live ${Date.now().toString(36)}`,
  });
  const post = await api<{ id: number }>(request, meera, 'post', 'posts/', {
    title: 'Kartik deepam',
    community: community.slug,
  });
  await signIn(page, meera);
  // The stream is open once the server has answered it.
  const streamOpen = page.waitForResponse((r) => r.url().includes('/api/notifications/stream/'));
  await page.goto('/hi/videos');
  await expect(bell(page)).toHaveAccessibleName(bellName('hi', 0));
  expect((await streamOpen).status()).toBe(200);

  const raviContext = await browser.newContext();
  try {
    const raviPage = await raviContext.newPage();
    await signIn(raviPage, ravi);
    await raviPage.goto(`/en/posts/${post.id}`);
    const t = locale('en', 'community');
    // The post and its (empty) thread are shown; a form still settling (the page comes rendered, then
    // hydrates) may drop what was typed, so the comment is typed and sent until it shows.
    await expect(raviPage.locator('main h1')).toHaveText('Kartik deepam');
    const text = 'Hari Om, the lamps were lovely.';
    const box = raviPage.getByLabel(t.comments.add);
    await expect(async () => {
      if ((await box.inputValue()) !== text) await box.fill(text);
      await raviPage.getByRole('button', { name: t.comments.submit }).click();
      await expect(raviPage.getByText(text)).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
  } finally {
    await raviContext.close();
  }
  // Meera did nothing: no navigation, no focus. The stream brought the count.
  await expect(bell(page)).toHaveAccessibleName(bellName('hi', 1), { timeout: 15_000 });
  await expect(bell(page)).toHaveText(new Intl.NumberFormat('hi').format(1));
});
