import { api } from '../api-as';
import { suffix } from '../demo-journey';
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
 * Issue 24: a tutor proposes a new time for a booking; the learner sees it in her bookings, in her
 * language and zone, and accepts it, and the booking moves there.
 */

test.use({ timezoneId: 'Asia/Kolkata' });

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text);

test('a tutor proposes a new time (1280 px) and the learner accepts it in Hindi (412 px)', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const slug = 'harmonium-for-bhajans-one-to-one';
  const creator = locale('en', 'creator');
  const hi = locale('hi', 'classes');
  const tutor = await demoSession(request, 'pandit_vinayak');
  const learner = (await createConfirmedAccount(request)).answer;
  const from = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 11 * 86_400_000).toISOString().slice(0, 10);
  const slots = await api<{ results: Array<{ start: string }> }>(
    request,
    null,
    'get',
    `classes/${slug}/slots/?from=${from}&to=${to}&tz=Asia/Kolkata`,
  );
  const [booked, proposed] = [slots.results[0]!.start, slots.results[slots.results.length - 1]!.start];
  const booking = await api<{ id: number }>(request, learner, 'post', 'bookings/', {
    class: slug,
    start: booked,
    idempotency_key: `e2e-proposal-${suffix()}`,
  });

  // The tutor proposes the new time from Class Bookings.
  const tutorContext = await browser.newContext({ timezoneId: 'Asia/Kolkata', serviceWorkers: 'block' });
  const tutorPage = await tutorContext.newPage();
  await tutorPage.setViewportSize({ width: 1280, height: 900 });
  await signIn(tutorPage, tutor);
  await tutorPage.goto('/en/creator/bookings');
  await appRendered(tutorPage);
  await tutorPage
    .getByRole('button', {
      name: new RegExp(`^${fill(creator.bookings.propose_named, { name: learner.user.username, title: '.+' })}$`),
    })
    .click();
  // The wall-clock time in the tutor's own zone, as the field takes it.
  const { time_zone: zone } = await api<{ time_zone: string }>(request, tutor, 'get', 'creators/tutor/');
  const wall = new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(new Date(proposed))
    .replace(' ', 'T');
  await tutorPage.getByLabel(creator.bookings.propose_when).fill(wall);
  await tutorPage.getByLabel(creator.bookings.propose_note).fill('Mangalvar ko mandir mein bhajan hai.');
  await expectNoAxeViolations(tutorPage, 'propose a new time (en)');
  await tutorPage.getByRole('button', { name: creator.bookings.propose_confirm }).click();
  await expect(
    tutorPage
      .locator('[data-type]')
      .filter({ hasText: fill(creator.bookings.proposed_toast, { name: learner.user.username }) }),
  ).toBeVisible();
  await tutorContext.close();

  // The learner, in Hindi on a phone, sees it in her bookings and accepts it.
  await page.setViewportSize({ width: 412, height: 915 });
  await signIn(page, learner);
  await page.goto('/hi/my-bookings?kind=classes');
  await appRendered(page);
  const panel = page.getByRole('region', { name: hi.proposal.label });
  await expect(panel).toContainText('Mangalvar ko mandir mein bhajan hai.');
  await expectNoAxeViolations(page, 'a proposed time (hi, 412 px)');
  await panel.getByRole('button', { name: hi.proposal.accept }).click();
  await expect(page.locator('[data-type]').filter({ hasText: hi.proposal.accepted })).toBeVisible();
  await expect(panel).toHaveCount(0);
  const moved = await api<{ start: string; proposal: unknown }>(request, learner, 'get', `bookings/${booking.id}/`);
  expect(new Date(moved.start).getTime()).toBe(new Date(proposed).getTime());
  expect(moved.proposal).toBeNull();
});
