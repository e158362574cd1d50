import type { APIRequestContext, Page } from '@playwright/test';
import { expect, locale, type LoginAnswer } from './fixtures';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A booking as its owner reads it from the API (`bookings/`, `retreat-bookings/`…), for the name of whom to pay. */
export async function bookingAsOwner<T>(request: APIRequestContext, path: string, id: number, owner: LoginAnswer) {
  const res = await request.get(`/api/${path}/${id}/`, { headers: { Authorization: `Bearer ${owner.access}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/**
 * Checkout paying the creator directly (the test server's provider): the button confirms the booking
 * and says nothing of paying; once confirmed, the page says how much to pay whom by when, and how
 * the creator asks to be paid: `due.instructions` as the creator wrote them, else the demo creators'
 * (seed/demo-payment-instructions.ts).
 */
export async function confirmAndSeeHowToPay(
  page: Page,
  lang: string,
  due: { price: string; payee: string; instructions?: string },
) {
  const words = locale(lang, 'bookings').checkout;
  await expect(page.getByRole('button', { name: words.confirm })).toBeEnabled();
  await expect(page.getByRole('button', { name: words.pay })).toHaveCount(0);
  await page.getByRole('button', { name: words.confirm }).click();
  const heading = new RegExp(
    `^${escape(words.pay_to)
      .replace(escape('{{price}}'), escape(due.price))
      .replace(escape('{{payee}}'), escape(due.payee))
      .replace(escape('{{date}}'), '.+')}$`,
  );
  const howToPay = page.getByRole('region', { name: heading });
  await expect(howToPay).toBeVisible();
  await expect(howToPay).toContainText(words.instructions.replace('{{payee}}', due.payee));
  if (due.instructions !== undefined) {
    await expect(howToPay).toContainText(due.instructions);
    return;
  }
  await expect(howToPay).toContainText(/UPI: [\w.]+@sangamdemo/);
  await expect(howToPay).toContainText('IFSC SBIN0001234');
}
