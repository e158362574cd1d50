import { expect, locale, test, titleOf } from '../fixtures';

for (const lang of ['hi', 'ta'] as const) {
  test(`privacy, terms and data deletion read in full in ${lang}`, async ({ page }) => {
    const legal = locale(lang, 'legal');
    const effective = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date('2025-05-05T00:00:00Z'),
    );

    await page.goto(`/${lang}/privacy`);
    await expect(page).toHaveTitle(titleOf(lang, 'privacy'));
    await expect(page.getByText(legal.effective.replace('{{date}}', effective))).toBeVisible();
    await expect(page.getByText(legal.privacy.intro)).toBeVisible();
    const privacyHeadings = legal.privacy.sections.map((s: { heading: string }) => s.heading);
    for (const heading of privacyHeadings) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    // The section about children (under 13) and the contact address.
    await expect(page.getByText('support@sanatansangam.org').first()).toBeVisible();

    await page.goto(`/${lang}/terms`);
    await expect(page).toHaveTitle(titleOf(lang, 'terms'));
    const terms = legal.terms.sections as Array<{ heading: string; body: string[] }>;
    for (const section of terms) {
      await expect(page.getByRole('heading', { name: section.heading })).toBeVisible();
      for (const paragraph of section.body)
        await expect(page.getByText(paragraph.replace('{{email}}', 'support@sanatansangam.org'))).toBeVisible();
    }

    await page.goto(`/${lang}/privacy/data-deletion`);
    await expect(page).toHaveTitle(titleOf(lang, 'data_deletion'));
    const deletion = legal.data_deletion.sections as Array<{ heading: string; body: string[] }>;
    const when = deletion[2]!.body[0]!.replace('{{days}}', '7');
    await expect(page.getByText(when)).toBeVisible();
    await expect(page.getByText(deletion[1]!.body[0]!.replace('{{email}}', 'support@sanatansangam.org'))).toBeVisible();
  });
}

test('the English terms name California law and parental consent under 13', async ({ page }) => {
  await page.goto('/en/terms');
  await expect(page.getByText(/governed by the laws of the State of California/)).toBeVisible();
  await expect(page.getByText(/Children under 13 may use it only with the consent/)).toBeVisible();
  await page.goto('/en/privacy/data-deletion');
  await expect(page.getByText('Effective date: May 5, 2025')).toBeVisible();
  await expect(
    page.getByText('Deletion requests are processed within 7 business days.', { exact: false }),
  ).toBeVisible();
});

test('the footer links to the legal pages', async ({ page }) => {
  await page.goto('/mr');
  const pages = locale('mr').pages;
  for (const [name, href] of [
    [pages.privacy, '/mr/privacy'],
    [pages.terms, '/mr/terms'],
    [pages.data_deletion, '/mr/privacy/data-deletion'],
  ]) {
    await expect(page.getByRole('contentinfo').getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
});
