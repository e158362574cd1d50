import type { APIRequestContext } from '@playwright/test';
import {
  createAccount,
  expect,
  expectNoAxeViolations,
  fill,
  locale,
  signIn,
  test,
  type LoginAnswer,
} from '../fixtures';

/** Public profiles and blocking a person (issue 26), on a phone. */

const texts = (lang: string) => locale(lang, 'community');

/** A new member's post in a demo community: posting adds no community, so other tests' counts stay as seeded. */
async function postInSanskritLearning(request: APIRequestContext, who: LoginAnswer, title: string) {
  const res = await request.post('/api/posts/', {
    headers: { authorization: `Bearer ${who.access}` },
    data: { title, community: 'sanskrit-learning' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { id: number };
}

for (const lang of ['en', 'ta']) {
  test(`a post's author link opens their profile, in ${lang} at 412 px`, async ({ page, request }) => {
    await page.setViewportSize({ width: 412, height: 915 });
    const t = texts(lang);
    const { answer } = await createAccount(request);
    const name = answer.user.username;
    const title = `Evening aarti at home ${Date.now().toString(36)}`;
    const post = await postInSanskritLearning(request, answer, title);
    const comment = await request.post('/api/comments/', {
      headers: { authorization: `Bearer ${answer.access}` },
      data: { post: post.id, content: 'The lamp is lit at sunset.' },
    });
    expect(comment.ok()).toBe(true);

    await page.goto(`/${lang}/posts/${post.id}`);
    const byline = page.locator('main article').first();
    await byline.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/u/${name}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(`${name} · Sanatan Sangam`);
    const about = page.getByRole('complementary', { name });
    await expect(about.getByText(fill(t.person.post_points_other, { formatted: '0' }))).toBeVisible();
    await expect(about.getByText(fill(t.person.comment_points_other, { formatted: '0' }))).toBeVisible();
    // Their posts first; then their comments, each naming its post.
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('link', { name: title })).toBeVisible();
    await page.getByRole('tab', { name: t.person.tab_comments }).click();
    await expect(panel.getByText('The lamp is lit at sunset.')).toBeVisible();
    await expect(panel.getByRole('link', { name: title })).toHaveAttribute('href', `/${lang}/posts/${post.id}`);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
    await expectNoAxeViolations(page, `profile (${lang})`);

    // A comment's author links to the same page.
    await page.goto(`/${lang}/posts/${post.id}`);
    await page
      .getByRole('article', { name: fill(t.comments.by, { name }) })
      .getByRole('link', { name, exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
}

test('a member blocks a person from their profile and their post leaves the community page (ta, 412 px)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 412, height: 915 });
  const t = texts('ta');
  const author = (await createAccount(request)).answer;
  const reader = (await createAccount(request)).answer;
  const title = `A post to be blocked ${Date.now().toString(36)}`;
  await postInSanskritLearning(request, author, title);
  await signIn(page, reader);

  await page.goto('/ta/communities/sanskrit-learning');
  const card = page.locator('main article').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name: author.user.username, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: author.user.username })).toBeVisible();

  await page.getByRole('button', { name: t.person.block }).click();
  await expect(page.getByText(fill(t.person.block_question, { name: author.user.username }))).toBeVisible();
  await expectNoAxeViolations(page, 'block question (ta)');
  await page.getByRole('button', { name: t.person.block }).click();
  await expect(page.getByText(fill(t.person.blocked, { name: author.user.username }))).toBeVisible();
  await expect(page.getByRole('button', { name: t.person.unblock })).toBeVisible();

  await page.goto('/ta/communities/sanskrit-learning');
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(card).toHaveCount(0);
});
