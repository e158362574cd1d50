import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, expect, expectNoAxeViolations, locale, signIn, test, type LoginAnswer } from '../fixtures';

const common = (lang: string) => locale(lang, 'common');
const texts = (lang: string) => locale(lang, 'community');
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text);
const plural = (
  entry: Record<string, string>,
  key: string,
  count: number,
  values: Record<string, string | number> = {},
) => fill(entry[`${key}_${count === 1 ? 'one' : 'other'}`]!, { count, formatted: count, ...values });

async function api(request: APIRequestContext, who: LoginAnswer, method: 'post' | 'get', url: string, data?: unknown) {
  const res = await request[method](`/api/${url}`, { headers: { authorization: `Bearer ${who.access}` }, data });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

const toast = (page: Page, text: string) => page.locator('[data-type]').filter({ hasText: text });

test('a guest reads the community, searches it, and is sent to login to follow', async ({ page, request }) => {
  const t = texts('en');
  await page.goto('/en/community');
  await expect(page.locator('main h1')).toHaveText(common('en').pages.community);
  await expect(page.getByRole('link', { name: t.landing.sign_up })).toBeVisible();
  await expect(page.getByRole('heading', { name: t.landing.popular })).toBeVisible();
  // Pages of 12; the demo's 14 communities, and any an earlier test on this server made.
  const { count } = (await (await request.get('/api/communities/?page_size=1')).json()) as { count: number };
  expect(count).toBeGreaterThanOrEqual(14);
  const cards = page.locator('main ul > li article');
  await expect(cards).toHaveCount(12);
  await page.getByRole('button', { name: t.load_more }).click();
  await expect(cards).toHaveCount(Math.min(24, count));

  // Search by tag, debounced: the list follows the typing.
  await page.getByRole('searchbox', { name: t.search.label }).fill('kirtan');
  await expect(cards.first()).toContainText('Bhakti & Kirtan');
  await page.getByRole('searchbox', { name: t.search.label }).fill('zzqq-nothing');
  await expect(page.getByText(t.empty.no_communities)).toBeVisible();
  await page.getByRole('searchbox', { name: t.search.label }).fill('');

  await page.getByRole('button', { name: fill(t.follow.follow_named, { name: 'Yoga Sadhana' }) }).click();
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fcommunity$/);

  // Browse Communities: the chips, and an empty search that offers to create one.
  await page.goto('/en/communities');
  await expect(page.locator('main h1')).toHaveText(common('en').pages.communities);
  await expect(page.getByText(t.browse.trending, { exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: t.search.label }).fill('zzqq-nothing');
  await expect(page.getByText(t.empty.no_communities)).toBeVisible();
  await expect(page.getByRole('link', { name: t.browse.create_one })).toHaveAttribute('href', '/en/communities/create');
  await expectNoAxeViolations(page, 'browse communities as a guest');

  // A community and a post read as a guest; voting also leads to login.
  await page.goto('/en/communities/bhakti-kirtan');
  await expect(page.locator('main h1')).toHaveText('Bhakti & Kirtan');
  const firstPost = page.locator('main ul > li article').first();
  await firstPost.locator('h2 a').click();
  await expect(page).toHaveURL(/\/en\/posts\/\d+$/);
  await expect(page.locator('#comments-heading')).toBeVisible();
  await expectNoAxeViolations(page, 'post detail as a guest');
  await page.getByRole('button', { name: t.vote.upvote }).first().click();
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fposts%2F\d+$/);
});

test('a community created with a Tamil name is named in Tamil to Tamil readers, in the original to others', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 412, height: 915 });
  const t = texts('en');
  const c = common('en');
  const { answer } = await createAccount(request);
  await signIn(page, answer);
  const id = Date.now().toString(36);
  const name = `Morning Japa ${id}`;
  const tamilName = `காலை ஜப வட்டம் ${id}`;

  await page.goto('/en/communities/create');
  await page.getByRole('textbox', { name: t.create.name, exact: true }).fill(name);
  const others = page.getByRole('group', { name: c.translations.legend });
  await others.getByLabel(c.translations.language).selectOption('ta');
  await others.getByRole('button', { name: c.translations.add, exact: true }).click();
  const tamil = others.getByRole('group', { name: 'தமிழ்' });
  await tamil.getByLabel(c.translations.fields.name, { exact: true }).fill(tamilName);
  await expectNoAxeViolations(page, 'create community with a Tamil name');
  await page.getByRole('button', { name: t.create.submit }).click();
  await expect(page).toHaveURL(/\/en\/communities\/morning-japa-/);
  const slug = new URL(page.url()).pathname.split('/').at(-1)!;

  // A Tamil reader: the community's page and the list name it in Tamil.
  await page.goto(`/ta/communities/${slug}`);
  await expect(page.locator('main h1')).toHaveText(tamilName);
  await page.goto('/ta/communities');
  await page.getByRole('searchbox', { name: texts('ta').search.label }).fill(tamilName);
  await expect(page.locator('main ul > li article').first()).toContainText(tamilName);

  // An English reader reads the original.
  await page.goto(`/en/communities/${slug}`);
  await expect(page.locator('main h1')).toHaveText(name);

  // Its moderator, reading in Hindi, mends the Tamil name and writes a description, from the page.
  const hi = texts('hi');
  const hiCommon = common('hi');
  await page.goto(`/hi/communities/${slug}`);
  await page.getByRole('link', { name: hi.community.edit }).click();
  await expect(page.locator('main h1')).toHaveText(hiCommon.pages.community_settings);
  // The community's own fields come first; its translations' fields, named alike, follow.
  await expect(page.getByRole('textbox', { name: hi.create.name, exact: true }).first()).toHaveValue(name);
  await page.getByRole('textbox', { name: hi.create.description, exact: true }).first().fill('Japa together at dawn.');
  const settled = page.getByRole('group', { name: hiCommon.translations.legend }).getByRole('group', { name: 'தமிழ்' });
  await settled.getByLabel(hiCommon.translations.fields.name, { exact: true }).fill(`காலை ஜப சங்கம் ${id}`);
  await expectNoAxeViolations(page, 'edit a community in Hindi');
  await page.getByRole('button', { name: hi.settings.submit }).click();
  await expect(page.getByText(hi.toasts.community_saved)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/hi/communities/${slug}$`));
  await expect(page.getByText('Japa together at dawn.')).toBeVisible();
  await page.goto(`/ta/communities/${slug}`);
  await expect(page.locator('main h1')).toHaveText(`காலை ஜப சங்கம் ${id}`);

  // Someone else, in a browser of their own, is told it is not theirs to change.
  const { answer: stranger } = await createAccount(request);
  const theirs = await browser.newContext({ serviceWorkers: 'block' });
  const strangerPage = await theirs.newPage();
  await signIn(strangerPage, stranger);
  await strangerPage.goto(`/en/communities/${slug}/settings`);
  await expect(strangerPage.getByRole('alert')).toHaveText(t.settings.not_moderator);
  await theirs.close();
});

for (const lang of ['en', 'hi'] as const) {
  test(`a member creates a community, posts, votes, comments, replies and reports (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const t = texts(lang);
    const { answer } = await createAccount(request);
    await signIn(page, answer);

    // Create a Community, with its live preview.
    await page.goto(`/${lang}/community`);
    await page.getByRole('link', { name: t.landing.create }).click();
    await expect(page.locator('main h1')).toHaveText(common(lang).pages.create_community);
    const name = `Satsang ${lang} ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: t.create.name, exact: true }).fill(name);
    await page.getByRole('textbox', { name: t.create.tags, exact: true }).fill(' japa, , kirtan ');
    const preview = page.getByRole('region', { name: t.create.preview });
    await expect(preview).toContainText(name);
    await expect(preview).toContainText('#japa');
    await expect(preview).toContainText('#kirtan');
    await expectNoAxeViolations(page, `create community ${lang}`);
    await page.getByRole('button', { name: t.create.submit }).click();
    await expect(toast(page, t.toasts.community_created)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${lang}/communities/satsang-${lang}-`));
    await expect(page.locator('main h1')).toHaveText(name);
    await expect(page.getByText(t.empty.no_posts)).toBeVisible();

    // Create Post: the title is required, the link must be a link; then it is the first post.
    await page.getByRole('button', { name: t.create_post.open }).click();
    await page.getByRole('button', { name: t.create_post.submit }).click();
    await expect(page.getByText(t.validation.title_required)).toBeVisible();
    await page.getByLabel(t.create_post.field_title).fill('Evening aarti <b>live</b>');
    await page.getByLabel(t.create_post.field_content).fill('Join us at https://example.org/aarti **tonight**.');
    // The preview reads it as the post will: bold by the same Markdown rules.
    await page.getByRole('button', { name: t.markdown.preview }).click();
    await expect(page.getByRole('region', { name: t.markdown.preview_label }).locator('strong')).toHaveText('tonight');
    await page.getByLabel(t.create_post.field_media).fill('not a link');
    await page.getByRole('button', { name: t.create_post.submit }).click();
    await expect(page.getByText(t.validation.media_url)).toBeVisible();
    await page.getByLabel(t.create_post.field_media).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.getByLabel(t.create_post.field_tags).fill('aarti, live');
    await page.getByRole('button', { name: t.create_post.submit }).click();
    await expect(toast(page, t.toasts.post_created)).toBeVisible();
    const post = page.locator('main ul > li article').first();
    // Shown as text, with the link clickable and the YouTube player waiting for a press.
    await expect(post.getByRole('heading', { level: 2 })).toHaveText('Evening aarti <b>live</b>');
    await expect(post.getByRole('link', { name: 'https://example.org/aarti' })).toHaveAttribute(
      'rel',
      'nofollow ugc noopener',
    );
    await expect(post.locator('strong')).toHaveText('tonight');
    await expect(post.getByRole('button', { name: t.post.play_video })).toBeVisible();
    await expect(post.locator('iframe')).toHaveCount(0);

    // Vote: the score moves, the button is pressed; again withdraws.
    const up = post.getByRole('button', { name: t.vote.upvote });
    await up.click();
    await expect(up).toHaveAttribute('aria-pressed', 'true');
    await expect(post.getByText(plural(t.vote, 'score', 1))).toBeAttached();
    await expect(toast(page, t.toasts.upvoted)).toBeVisible();
    await up.click();
    await expect(up).toHaveAttribute('aria-pressed', 'false');
    await expect(post.getByText(plural(t.vote, 'score', 0))).toBeAttached();
    await expect(toast(page, t.toasts.vote_removed)).toBeVisible();
    await expectNoAxeViolations(page, `community posts ${lang}`);

    // The post: comment, reply (indented below), edit, report.
    await post.getByRole('heading', { level: 2 }).getByRole('link').click();
    await expect(page.locator('main h1')).toHaveText('Evening aarti <b>live</b>');
    await page.getByRole('button', { name: t.comments.submit }).click();
    await expect(page.getByText(t.validation.content_required)).toBeVisible();
    await page.getByLabel(t.comments.add).fill('Hari Om, I will be there.');
    await page.getByRole('button', { name: t.comments.submit }).click();
    await expect(toast(page, t.toasts.comment_posted)).toBeVisible();
    const thread = page.locator('section[aria-labelledby="comments-heading"] > ul > li');
    const first = thread.first();
    await expect(first).toContainText('Hari Om, I will be there.');
    await first.getByRole('button', { name: t.comments.reply }).click();
    // A mention: the names starting with what is typed after @ are offered; a press completes one.
    const me = answer.user.username;
    await page.getByLabel(fill(t.comments.reply_label, { name: me })).fill(`Jai Shri Krishna @${me.slice(0, -1)}`);
    await page
      .getByRole('list', { name: t.mentions.suggestions })
      .getByRole('button', { name: `@${me}` })
      .click();
    await expect(page.getByLabel(fill(t.comments.reply_label, { name: me }))).toHaveValue(`Jai Shri Krishna @${me} `);
    await page.getByRole('button', { name: t.comments.reply_submit }).click();
    await expect(toast(page, t.toasts.reply_posted)).toBeVisible();
    const reply = thread.nth(1);
    await expect(reply).toContainText('Jai Shri Krishna');
    await expect(reply.getByRole('link', { name: `@${me}` })).toHaveAttribute('href', `/u/${me}`);
    const indent = async (item: typeof reply) => item.evaluate((el) => parseFloat(getComputedStyle(el).marginLeft));
    expect(await indent(reply)).toBeGreaterThan(await indent(first));
    await expect(page.locator('#comments-heading')).toHaveText(plural(t.comments, 'heading', 2));

    await first.getByRole('button', { name: t.comments.edit }).click();
    await first.getByLabel(t.comments.edit_label).fill('Hari Om, I will be there with my family.');
    await first.getByRole('button', { name: t.comments.save }).click();
    await expect(first).toContainText('with my family');
    await expect(first).toContainText(t.comments.edited_one);

    await reply.getByRole('button', { name: t.comments.report }).click();
    await expect(reply.getByLabel(t.report.reason)).toHaveValue('spam');
    await reply.getByLabel(t.report.reason).selectOption('other');
    await reply.getByRole('button', { name: t.report.submit }).click();
    await expect(toast(page, t.toasts.reported)).toBeVisible();
    await expect(reply.getByRole('button', { name: t.report.submit })).toHaveCount(0);
    await expectNoAxeViolations(page, `post detail ${lang}`);

    // The community's moderator (its creator) sees the report on the community page and resolves it.
    await page
      .getByRole('link', { name: new RegExp(name) })
      .first()
      .click();
    const queue = page.getByRole('region', { name: t.moderation.reports });
    await expect(queue).toContainText('Jai Shri Krishna');
    await queue.getByRole('button', { name: t.moderation.resolve }).click();
    await expect(queue).toContainText(t.moderation.no_reports);

    // The feed carries the community's name; My Communities lists it until unfollowed.
    await page.goto(`/${lang}/feed`);
    await expect(page.locator('main h1')).toHaveText(common(lang).pages.feed);
    await expect(page.locator('main ul > li article').first().getByRole('link', { name })).toBeVisible();
    await expectNoAxeViolations(page, `feed ${lang}`);
    await page.goto(`/${lang}/my-communities`);
    await expect(page.getByRole('button', { name: fill(t.follow.unfollow_named, { name }) })).toBeVisible();
    await expectNoAxeViolations(page, `my communities ${lang}`);
    await page.getByRole('button', { name: fill(t.follow.unfollow_named, { name }) }).click();
    await expect(toast(page, t.toasts.unfollowed)).toBeVisible();
    await page.reload();
    await expect(page.getByText(t.empty.no_followed)).toBeVisible();
  });
}

test('a failed vote is undone and says so; stored markup stays text (hi)', async ({ page, request }) => {
  const t = texts('hi');
  const { answer } = await createAccount(request);
  const community = await api(request, answer, 'post', 'communities/', { name: `Test ${Date.now().toString(36)}` });
  const xss = '<img src=x onerror="window.__owned=1">';
  const created = await api(request, answer, 'post', 'posts/', { title: xss, content: xss, community: community.slug });
  await signIn(page, answer);
  await page.route('**/api/posts/*/upvote/', (route) =>
    route.fulfill({ status: 403, json: { detail: 'No.', code: 'permission_denied' } }),
  );
  await page.goto(`/hi/posts/${created.id}`);
  await expect(page.locator('main h1')).toHaveText(xss);
  await expect(page.locator('main article')).toContainText(xss);
  expect(await page.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined();

  const up = page.getByRole('button', { name: t.vote.upvote }).first();
  await up.click();
  await expect(toast(page, t.failures.upvote)).toBeVisible();
  await expect(up).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(plural(t.vote, 'score', 0))).toBeAttached();
});
