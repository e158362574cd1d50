import type { Page } from '@playwright/test';
import { createAccount, expect, expectNoAxeViolations, fill, locale, signIn, test } from '../fixtures';
import { api } from '../api-as';

const texts = (lang: string) => locale(lang, 'community');

/** The score a post or comment card shows, as written: between its two arrows. */
const scoreOf = (card: ReturnType<Page['locator']>, lang: string) =>
  card
    .getByRole('group', { name: texts(lang).vote.label })
    .locator('span[aria-hidden="true"]')
    .nth(1);

for (const lang of ['en', 'hi']) {
  test(`a reader typing a comment hears of another's without losing a word, and sees votes (${lang}, 412 px)`, async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 412, height: 915 });
    const t = texts(lang);
    const author = (await createAccount(request)).answer;
    const reader = (await createAccount(request)).answer;
    const writer = (await createAccount(request)).answer;
    // In a demo community: posting adds no community, so the lists other tests count stay as seeded.
    const post = await api<{ id: number; title: string }>(request, author, 'post', 'posts/', {
      title: `Deepam at dusk ${lang}-${Date.now().toString(36)}`,
      community: 'sanskrit-learning',
    });

    await signIn(page, reader);
    const streamOpen = page.waitForResponse((r) => r.url().includes(`/api/posts/${post.id}/stream/`));
    await page.goto(`/${lang}/posts/${post.id}`);
    await expect(page.locator('main h1')).toHaveText(post.title);
    expect((await streamOpen).status()).toBe(200);
    const postCard = page.locator('main article').first();
    // Written in the reader's digits; a new post's score is small, so one digit is read back.
    const digits = new Intl.NumberFormat(lang);
    const before = await scoreOf(postCard, lang).textContent();
    const after = [...Array(10).keys()].find((n) => digits.format(n) === before)! + 1;
    const draft = 'Om Namah Shivaya, the lamps';
    const box = page.getByLabel(t.comments.add);
    await box.fill(draft);

    const writerContext = await browser.newContext({ viewport: { width: 412, height: 915 } });
    const comment = 'Jai Jagdish Hare, lovely to see.';
    try {
      const writerPage = await writerContext.newPage();
      await signIn(writerPage, writer);
      await writerPage.goto(`/${lang}/posts/${post.id}`);
      await expect(writerPage.locator('main h1')).toHaveText(post.title);
      // A form still settling (the page comes rendered, then hydrates) may drop what was typed.
      const writerBox = writerPage.getByLabel(t.comments.add);
      await expect(async () => {
        if ((await writerBox.inputValue()) !== comment) await writerBox.fill(comment);
        await writerPage.getByRole('button', { name: t.comments.submit }).click();
        await expect(writerPage.getByText(comment)).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 30_000 });

      // The reader is told, politely, and nothing moved: the comment waits, the draft stays.
      const news = page.getByRole('status').getByRole('button', { name: fill(t.live.new_comments_one, { count: 1 }) });
      await expect(news).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(comment)).toHaveCount(0);
      await expect(box).toHaveValue(draft);
      await page.screenshot({ path: test.info().outputPath(`new-comment-${lang}-412.png`), fullPage: true });
      await expectNoAxeViolations(page, `a post with a new comment waiting (${lang})`);

      await news.click();
      const shown = page.getByRole('article', { name: fill(t.comments.by, { name: writer.user.username }) });
      await expect(shown).toContainText(comment);
      await expect(shown).toBeFocused();
      await expect(news).toHaveCount(0);
      await expect(box).toHaveValue(draft);

      // The writer upvotes the post in their browser: the reader's score follows.
      await writerPage.locator('main article').first().getByRole('button', { name: t.vote.upvote }).click();
      await expect(scoreOf(postCard, lang)).toHaveText(digits.format(after), {
        timeout: 15_000,
      });
      await expect(box).toHaveValue(draft);
    } finally {
      await writerContext.close();
    }
  });
}
