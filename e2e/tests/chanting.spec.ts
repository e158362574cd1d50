import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, expect, expectNoAxeViolations, locale, signIn, test } from '../fixtures';

const texts = (lang: string) => locale(lang, 'devotion').chanting;
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text);

/** The big counting button (its name carries the count, so it is found by what it describes). */
const counter = (page: Page) => page.locator('main button[aria-describedby="mala-progress"]');

/** Sets up the account's daily practice through the API, as the setup page would. */
async function practices(request: APIRequestContext, access: string, kinds: string[]) {
  const res = await request.put('/api/daily-dharma/setup/', {
    headers: { authorization: `Bearer ${access}` },
    data: { level: 'beginner', practices: kinds.map((kind) => ({ kind })), time_zone: 'Asia/Kolkata' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('a guest counts a full round of the mala, kept across a reload, and is invited to sign in', async ({ page }) => {
  test.slow();
  const t = texts('en');
  await page.goto('/en/chanting?mantra=om-namah-shivaya');
  await expect(page.locator('main h1')).toHaveText(locale('en').pages.chanting);
  // The mantra in IAST for an English reader, the Devanagari original, its meaning, its deity.
  await expect(page.locator('p[lang="sa-Latn"]')).toHaveText('oṃ namaḥ śivāya');
  await expect(page.locator('main [lang="sa-Deva"]')).toHaveText('ॐ नमः शिवाय');
  await expect(page.getByText(/Salutations to Shiva, the auspicious Lord/)).toBeVisible();
  await expect(page.getByText('Panchakshari mantra of Shiva', { exact: true })).toBeVisible();
  await expect(page.getByText(t.deities.shiva, { exact: true })).toBeVisible();
  await expect(page.getByText(t.guest_invite)).toBeVisible();
  await expectNoAxeViolations(page, 'chanting');

  // Space and Enter on the big button count, as taps do; a round of 108 is announced.
  const tap = counter(page);
  await expect(tap).toHaveAccessibleName(fill(t.tap_label_other, { number: 0 }));
  await tap.click();
  await expect(page.getByText(fill(t.bead, { bead: 1, beads: 108 }))).toBeVisible();
  await tap.focus();
  for (let i = 0; i < 106; i++) await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect(page.getByText(fill(t.rounds_one, { rounds: 1 }))).toBeVisible();
  await expect(
    page.locator('[aria-live="polite"]').filter({ hasText: fill(t.round_done_one, { round: 1 }) }),
  ).toHaveCount(1);

  // The count stays on the device until finished or reset.
  await page.reload();
  await expect(counter(page)).toHaveAccessibleName(fill(t.tap_label_other, { number: 108 }));
  await page.getByRole('button', { name: t.reset }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(fill(t.reset_question_other, { number: 108 }));
  await expectNoAxeViolations(page, 'reset dialog');
  await dialog.getByRole('button', { name: t.reset_keep }).click();
  await expect(page.getByText(fill(t.rounds_one, { rounds: 1 }))).toBeVisible();
  await page.getByRole('button', { name: t.reset }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.reset_confirm }).click();
  await expect(page.getByText(t.rounds_zero)).toBeVisible();

  // Choosing another mantra puts it in the address.
  await page.getByRole('combobox', { name: t.choose }).selectOption('gayatri-mantra');
  await expect(page).toHaveURL(/mantra=gayatri-mantra/);
  await expect(page.getByText(/Source: Rig Veda 3\.62\.10/)).toBeVisible();
  await expect(counter(page)).toBeVisible();
});

test('in Hindi, a finished session is added to today’s japa and shows on the tracker', async ({ page, request }) => {
  const t = texts('hi');
  const practice = locale('hi', 'practice');
  const { answer } = await createAccount(request, { preferred_language: 'hi' });
  await practices(request, answer.access, ['japa', 'meditation']);
  await signIn(page, answer, { hasPractices: true });

  await page.goto('/hi/chanting?mantra=om-namo-narayanaya');
  await expect(page.locator('p[lang="sa-Deva"]')).toHaveText('ॐ नमो नारायणाय');
  await expect(page.getByText(t.deities.vishnu, { exact: true })).toBeVisible();
  // Where the mantra comes from, in Hindi as every reader's language.
  await expect(page.getByText('नारायण का अष्टाक्षरी (आठ अक्षरों वाला) मंत्र', { exact: true })).toBeVisible();
  const tap = counter(page);
  for (let i = 0; i < 11; i++) await tap.click();
  await expect(page.getByText(fill(t.bead, { bead: 11, beads: 108 }))).toBeVisible();
  await expectNoAxeViolations(page, 'chanting in Hindi');

  await page.getByRole('button', { name: t.finish }).click();
  await expect(page.getByText(fill(t.recorded_other, { number: 11 }))).toBeVisible();
  await expect(page.getByText(t.rounds_zero)).toBeVisible();
  await page.getByRole('link', { name: t.to_tracker }).click();
  await expect(page).toHaveURL(/\/hi\/daily-dharma\/tracker$/);
  const japa = practice.practices.japa.name;
  await expect(page.getByRole('button', { name: fill(practice.tracker.undo_label, { name: japa }) })).toBeVisible();
});

test('in Tamil, someone without japa in their practice is shown how to add it', async ({ page, request }) => {
  const t = texts('ta');
  const { answer } = await createAccount(request, { preferred_language: 'ta' });
  await practices(request, answer.access, ['meditation']);
  await signIn(page, answer, { hasPractices: true });

  await page.goto('/ta/chanting?mantra=om-namah-shivaya');
  // Tamil script, with the IAST line beside it for the sounds Tamil letters cannot show.
  await expect(page.locator('p[lang="sa-Taml"]')).toHaveText(/^[\u0B80-\u0BFF\s:ஃ]+$/);
  await expect(page.locator('p[lang="sa-Latn"]')).toHaveText('oṃ namaḥ śivāya');
  await counter(page).click();
  await page.getByRole('button', { name: t.finish }).click();
  await expect(page.getByText(t.no_japa)).toBeVisible();
  await expect(page.getByRole('link', { name: t.add_japa })).toHaveAttribute(
    'href',
    '/ta/daily-dharma/setup?from=chanting',
  );
  // The count is kept for after japa is added.
  await expect(page.getByText(fill(t.bead, { bead: 1, beads: 108 }))).toBeVisible();
  await expectNoAxeViolations(page, 'chanting in Tamil');
});
