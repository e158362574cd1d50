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
import { bookingAsOwner, confirmAndSeeHowToPay } from '../pay-directly';
import { api, inDays } from '../api-as';

/**
 * Issue 22: a creator writes how they are paid directly on their dashboard ("How you are paid"), and
 * whoever books them reads it at checkout, under "Pay ₹X to … by …".
 */

/** A fresh tutor teaching a ₹500 one-to-one class every morning; answers the class's slug. */
async function tutorWithPaidClass(request: APIRequestContext, tutor: LoginAnswer) {
  await api(request, tutor, 'put', 'creators/availability/', {
    weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '12:00' })),
    minimum_notice_minutes: 0,
    time_zone: 'Asia/Kolkata',
  });
  const cls = await api<{ slug: string }>(request, tutor, 'post', 'creators/classes/', {
    title: `Sanskrit ${Date.now().toString(36)}`,
    category: 'sanskrit',
    language: 'hi',
    format: 'online',
    meeting_url: 'https://meet.example.org/sanskrit',
    duration_minutes: 60,
    capacity: 1,
    price_minor: 50_000,
    currency: 'INR',
  });
  return cls.slug;
}

for (const { lang, width } of [
  { lang: 'en', width: 1280 },
  { lang: 'ta', width: 412 },
]) {
  test(`a tutor writes how they are paid and the learner reads it at checkout (${lang}, ${width} px)`, async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const t = locale(lang, 'creator').payment_instructions;
    const { answer: tutor } = await createConfirmedAccount(request, {
      creator_type: 'tutor',
      preferred_language: lang,
    });
    const slug = await tutorWithPaidClass(request, tutor);
    const instructions = `UPI: ${tutor.user.username}@okaxis\nOr cash at the first class; please write booking ${lang}-108 in the note.`;

    await signIn(page, tutor);
    await page.goto(`/${lang}/creator`);
    const card = page.getByRole('region', { name: t.title });
    await expect(card).toContainText(t.explain);
    const field = card.getByLabel(t.label);
    await expect(field).toHaveValue('');
    await field.fill(`  ${instructions}  `);
    await card.getByRole('button', { name: t.save }).click();
    await expect(card.getByRole('status')).toHaveText(t.saved);
    await expect(field).toHaveValue(instructions);
    await expectNoAxeViolations(page, `creator dashboard with payment instructions (${lang})`);

    await page.reload();
    await expect(page.getByRole('region', { name: t.title }).getByLabel(t.label)).toHaveValue(instructions);

    // A learner books that class and confirms it: the tutor's own words say how to pay.
    const { answer: learner } = await createConfirmedAccount(request, { preferred_language: lang });
    const slots = await api<{ results: Array<{ start: string }> }>(
      request,
      learner,
      'get',
      `classes/${encodeURIComponent(slug)}/slots/?from=${inDays(2)}&to=${inDays(9)}&tz=Asia/Kolkata`,
    );
    const held = await api<{ id: number }>(request, learner, 'post', 'bookings/', {
      class: slug,
      start: slots.results[0]!.start,
      idempotency_key: `e2e-pay-instructions-${lang}-${Date.now()}`,
    });
    const seat = await bookingAsOwner<{ tutor: { display_name: string } }>(request, 'bookings', held.id, learner);

    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const learnerPage = await context.newPage();
    await signIn(learnerPage, learner);
    await learnerPage.goto(`/${lang}/checkout?booking=${held.id}`);
    await confirmAndSeeHowToPay(learnerPage, lang, { price: '₹500', payee: seat.tutor.display_name, instructions });
    await context.close();
  });
}
