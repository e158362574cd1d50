import type { APIRequestContext, Page } from '@playwright/test';
import {
  common,
  createAccount,
  expect,
  expectNoAxeViolations,
  fill,
  locale,
  signIn,
  test,
  type LoginAnswer,
} from '../fixtures';

const texts = (lang: string) => locale(lang, 'community');

async function api(request: APIRequestContext, who: LoginAnswer, url: string, data: unknown) {
  const res = await request.post(`/api/${url}`, { headers: { authorization: `Bearer ${who.access}` }, data });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/**
 * A post in a demo community and a comment on it by someone else. Posting adds no community, so the
 * community lists other tests count stay as seeded.
 */
async function postWithComment(request: APIRequestContext, lang: string) {
  const { answer: author } = await createAccount(request);
  const { answer: commenter } = await createAccount(request);
  const id = `${lang}-${Date.now().toString(36)}`;
  const post = await api(request, author, 'posts/', {
    title: `Mala beads that last ${id}`,
    community: 'sanskrit-learning',
  });
  const comment = await api(request, commenter, 'comments/', {
    post: post.id,
    content: `Rudraksha, strung anew ${id}`,
  });
  return { post: post as { id: number; title: string }, comment: comment as { content: string }, commenter };
}

/** The Save toggle of one post or comment, whichever word it shows. */
const saveToggle = (scope: ReturnType<Page['locator']>, lang: string) =>
  scope.getByRole('button', { name: new RegExp(`^(${texts(lang).save.save}|${texts(lang).save.saved})$`) });

for (const lang of ['en', 'hi']) {
  test(`a member saves a post and a comment, finds them in Saved and lets them go (${lang}, 412 px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 412, height: 915 });
    const t = texts(lang);
    const { post, comment, commenter } = await postWithComment(request, lang);
    await signIn(page, (await createAccount(request)).answer);

    await page.goto(`/${lang}/posts/${post.id}`);
    const postSave = saveToggle(page.locator('main article').first(), lang);
    await expect(postSave).toHaveText(t.save.save);
    await expect(postSave).toHaveAttribute('aria-pressed', 'false');
    await postSave.click();
    await expect(postSave).toHaveText(t.save.saved);
    await expect(postSave).toHaveAttribute('aria-pressed', 'true');

    // The comment's by keyboard.
    const commentCard = page.getByRole('article', { name: fill(t.comments.by, { name: commenter.user.username }) });
    const commentSave = saveToggle(commentCard, lang);
    await commentSave.focus();
    await page.keyboard.press('Enter');
    await expect(commentSave).toHaveAttribute('aria-pressed', 'true');
    await expect(commentSave).toHaveText(t.save.saved);

    // Saved sits beside My Communities.
    await page.goto(`/${lang}/my-communities`);
    await page
      .getByRole('navigation', { name: t.mine.lists })
      .getByRole('link', { name: common(lang).pages.saved })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/saved$`));
    await expect(page.locator('main h1')).toHaveText(common(lang).pages.saved);
    const cards = page.locator('#saved-items article');
    const savedPost = cards.filter({ hasText: post.title });
    await expect(savedPost).toHaveCount(1);
    await expect(saveToggle(savedPost, lang)).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page, `saved posts (${lang})`);

    await page.getByRole('tab', { name: t.saved.comments }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/saved\\?type=comment$`));
    const savedComment = cards.filter({ hasText: comment.content });
    await expect(savedComment).toHaveCount(1);
    // It names its post, and leads there.
    await expect(savedComment.getByRole('link', { name: post.title })).toHaveAttribute(
      'href',
      `/${lang}/posts/${post.id}`,
    );
    await expectNoAxeViolations(page, `saved comments (${lang})`);

    // Unsaved, each leaves its list; the empty lists say how to fill them.
    await saveToggle(savedComment, lang).click();
    await expect(page.getByText(t.saved.no_comments)).toBeVisible();
    await page.getByRole('tab', { name: t.saved.posts }).click();
    await saveToggle(cards.filter({ hasText: post.title }), lang).click();
    await expect(page.getByText(t.saved.no_posts)).toBeVisible();
    await expectNoAxeViolations(page, `saved, empty (${lang})`);

    // Back on the post, both show unsaved.
    await page.goto(`/${lang}/posts/${post.id}`);
    await expect(postSave).toHaveAttribute('aria-pressed', 'false');
    await expect(commentSave).toHaveAttribute('aria-pressed', 'false');
  });

  test(`Top of the past week on a community page, kept in the address (${lang}, 412 px)`, async ({ page, request }) => {
    await page.setViewportSize({ width: 412, height: 915 });
    const t = texts(lang);
    const { post } = await postWithComment(request, lang);
    const period = page.getByRole('combobox', { name: t.period.label });

    await page.goto(`/${lang}/communities/sanskrit-learning`);
    await expect(period).toHaveCount(0);
    await page.getByRole('combobox', { name: t.sort.label }).selectOption('top');
    await expect(period).toHaveValue('all');
    await period.selectOption('week');
    await expect(page).toHaveURL(new RegExp(`/${lang}/communities/sanskrit-learning\\?sort=top&t=week$`));

    // The list is the API's top of the week, in its order.
    const week = await (await request.get('/api/posts/?community=sanskrit-learning&sort=top&t=week')).json();
    const titles = page.locator('main ul > li article h2');
    await expect(titles.first()).toHaveText(week.results[0].title);
    await expect(titles.filter({ hasText: post.title })).toHaveCount(1);
    // The demo's post of 205 hours ago is of all time, not of the week.
    const older = 'సంస్కృతాన్ని తెలుగు లిపిలోనే';
    const all = await (await request.get('/api/posts/?community=sanskrit-learning&sort=top&page_size=100')).json();
    expect(all.results.map((p: { title: string }) => p.title).join('\n')).toContain(older);
    await expect(titles.filter({ hasText: older })).toHaveCount(0);
    await expectNoAxeViolations(page, `top of the week (${lang})`);

    // A reload, or a shared link, opens the same order.
    await page.reload();
    await expect(page.getByRole('combobox', { name: t.sort.label })).toHaveValue('top');
    await expect(period).toHaveValue('week');
    await expect(titles.first()).toHaveText(week.results[0].title);

    // Another sort has no period, and drops it from the address.
    await page.getByRole('combobox', { name: t.sort.label }).selectOption('hot');
    await expect(period).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/${lang}/communities/sanskrit-learning\\?sort=hot$`));
  });
}
