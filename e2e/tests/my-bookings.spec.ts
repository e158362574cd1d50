import type { APIRequestContext } from '@playwright/test';
import {
  createConfirmedAccount,
  expect,
  expectNoAxeViolations,
  locale,
  signIn,
  test,
  type LoginAnswer,
} from '../fixtures';
import { api } from '../api-as';

const texts = (lang: string) => locale(lang, 'bookings');
const counted = (label: string, count: number, lang: string) =>
  `${label} (${new Intl.NumberFormat(lang).format(count)})`;

interface Retreat {
  packages: Array<{ id: number }>;
  departures: Array<{ start: string; end: string; packages: Array<{ package_id: number; guests_left: number }> }>;
}

/** A stay at the retreat's last departure with a place left, and a pooja on its first bookable day. */
async function bookRetreatAndPooja(request: APIRequestContext, who: LoginAnswer) {
  const retreat = await api<Retreat>(request, who, 'get', 'retreats/dharamshala-himalayan-meditation/');
  const departure = [...retreat.departures].reverse().find((d) => d.packages.some((p) => p.guests_left > 0))!;
  const place = departure.packages.find((p) => p.guests_left > 0)!;
  await api(request, who, 'post', 'retreats/dharamshala-himalayan-meditation/bookings/', {
    package_id: place.package_id,
    start_date: departure.start,
    end_date: departure.end,
    guests: 1,
    idempotency_key: `e2e-upcoming-stay-${Date.now()}`,
  });
  const pooja = await api<{ next_bookable_days: Array<{ day: string }> }>(
    request,
    who,
    'get',
    'poojas/raktha-pushpanjali-kollam/',
  );
  const day = pooja.next_bookable_days[0]!.day;
  await api(request, who, 'post', 'poojas/raktha-pushpanjali-kollam/bookings/', {
    day,
    devotee_name: 'Meera Sharma',
    idempotency_key: `e2e-upcoming-pooja-${Date.now()}`,
  });
  return { stay: departure.start, pooja: day };
}

test.beforeEach(async ({ page }) => page.setViewportSize({ width: 412, height: 915 }));

test('a retreat and a pooja, no class: my-bookings opens on both, soonest first, counted per kind (Hindi)', async ({
  page,
  request,
}) => {
  const t = texts('hi');
  const { answer } = await createConfirmedAccount(request, { preferred_language: 'hi' });
  const { stay, pooja } = await bookRetreatAndPooja(request, answer);
  await signIn(page, answer);

  await page.goto('/hi/my-bookings');
  const kinds = page.getByRole('navigation', { name: t.kinds_label });
  await expect(kinds.getByRole('link', { name: counted(t.upcoming.tab, 2, 'hi') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(kinds.getByRole('link', { name: counted(t.kinds.classes, 0, 'hi') })).toBeVisible();
  await expect(kinds.getByRole('link', { name: counted(t.kinds.retreats, 1, 'hi') })).toBeVisible();
  await expect(kinds.getByRole('link', { name: counted(t.kinds.poojas, 1, 'hi') })).toBeVisible();
  await expect(kinds.getByRole('link', { name: counted(t.kinds.journeys, 0, 'hi') })).toBeVisible();

  // One list of both, soonest first, each row saying its kind.
  const order = pooja <= stay ? ['poojas', 'retreats'] : ['retreats', 'poojas'];
  const rows = page.locator('main ul > li').filter({ has: page.locator('article') });
  await expect(rows).toHaveCount(2);
  for (const [i, kind] of order.entries()) await expect(rows.nth(i)).toContainText(t.upcoming.kind[kind]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  await expectNoAxeViolations(page, 'upcoming bookings of every kind (Hindi)');

  // A kind's own tab still has its upcoming and past lists.
  await kinds.getByRole('link', { name: counted(t.kinds.retreats, 1, 'hi') }).click();
  await expect(page).toHaveURL(/\/hi\/my-bookings\?kind=retreats$/);
  await expect(kinds.getByRole('link', { name: counted(t.kinds.retreats, 1, 'hi') })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('nothing booked ahead: my-bookings says so and offers every kind to browse (English)', async ({
  page,
  request,
}) => {
  const t = texts('en');
  await signIn(page, (await createConfirmedAccount(request)).answer);
  await page.goto('/en/my-bookings');
  const kinds = page.getByRole('navigation', { name: t.kinds_label });
  await expect(kinds.getByRole('link', { name: counted(t.upcoming.tab, 0, 'en') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText(t.upcoming.none)).toBeVisible();
  for (const [kind, href] of [
    ['classes', '/en/classes/explore'],
    ['retreats', '/en/retreats'],
    ['poojas', '/en/poojas'],
    ['journeys', '/en/travel'],
  ] as const) {
    await expect(page.getByRole('link', { name: t.upcoming.find[kind] })).toHaveAttribute('href', href);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  await expectNoAxeViolations(page, 'no upcoming bookings (English)');
  await page.getByRole('link', { name: t.upcoming.find.poojas }).click();
  await expect(page).toHaveURL(/\/en\/poojas$/);
});
