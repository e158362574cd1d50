import { expect, locale, test } from '../fixtures';

const texts = (lang: string) => locale(lang, 'classes');
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text);

test.use({ viewport: { width: 390, height: 844 } });
// A page load takes several seconds on a busy machine, and each test opens a few.
test.beforeEach(() => test.slow());

for (const lang of ['en', 'hi']) {
  test(`the price filter compares prices in one currency and names it (${lang})`, async ({ page }) => {
    const t = texts(lang);
    await page.goto(`/${lang}/classes/explore`);
    const price = page.getByLabel(t.filters.price);
    // The demo's classes are priced in rupees, dollars, pounds, euros…: each currency has its own caps.
    const rupees = fill(t.filters.price_up_to, {
      amount: new Intl.NumberFormat(lang, { style: 'currency', currency: 'INR', minimumFractionDigits: 0 }).format(500),
    });
    const dollars = fill(t.filters.price_up_to, {
      amount: new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD', minimumFractionDigits: 0 }).format(25),
    });
    await expect(price.locator('option', { hasText: rupees })).toHaveCount(1);
    await expect(price.locator('option', { hasText: dollars })).toHaveCount(1);

    await price.selectOption({ label: rupees });
    await expect(page).toHaveURL(/price=50000/);
    await expect(page).toHaveURL(/currency=INR/);
    const cards = page.locator('main ul > li article');
    await expect(cards.first()).toBeVisible();
    // $60, £40 and €12 are not "up to ₹500": only rupee prices (and free classes) are left.
    await expect(cards.filter({ hasText: /[$£€]/ })).toHaveCount(0);
    await expect(cards.filter({ hasText: '₹' }).first()).toBeVisible();

    await price.selectOption({ label: dollars });
    await expect(page).toHaveURL(/currency=USD/);
    await expect(cards.filter({ hasText: /\$/ }).first()).toBeVisible();
    await expect(cards.filter({ hasText: /[₹£€]/ })).toHaveCount(0);
    // A shared link keeps its choice.
    await page.reload();
    await expect(price).toHaveValue('USD:2500');
  });
}
