import { api } from '../api-as';
import {
  LABEL,
  common,
  createAccount,
  escape,
  expect,
  expectNoAxeViolations,
  fill,
  locale,
  signIn,
  test,
  toast,
} from '../fixtures';

const texts = (lang: string) => locale(lang, 'community');

const RULE = 'No selling or advertising';

test('a moderator pins a post and removes a comment for a rule; the modlog says both in Tamil (412 px)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 412, height: 915 });
  const t = texts('en');
  const { answer: mod } = await createAccount(request);
  const { answer: member } = await createAccount(request);
  const id = Date.now().toString(36);
  const community = await api<{ id: number; slug: string; name: string }>(request, mod, 'post', 'communities/', {
    name: `Japa Circle ${id}`,
    rules: `1. Be kind to one another\n2. ${RULE}`,
  });
  const pinned = await api<{ id: number; title: string }>(request, member, 'post', 'posts/', {
    title: `Our japa times ${id}`,
    community: community.slug,
  });
  await api(request, member, 'post', 'posts/', { title: `Newer question ${id}`, community: community.slug });
  await api(request, member, 'post', 'comments/', { post: pinned.id, content: 'Cheap malas, buy from my shop' });
  await signIn(page, mod);

  // Pin the older post: it leads the community's newest-first list, with its badge.
  await page.goto(`/en/posts/${pinned.id}`);
  await page.getByRole('button', { name: t.mods.pin, exact: true }).click();
  await expect(toast(page, t.mods.pinned_toast)).toBeVisible();
  await expect(page.getByRole('button', { name: t.mods.unpin, exact: true })).toBeVisible();
  await page.goto(`/en/communities/${community.slug}`);
  const first = page.locator('main article').first();
  await expect(first.getByRole('heading')).toHaveText(pinned.title);
  await expect(first).toContainText(t.mods.pinned);
  await expect(page.getByRole('link', { name: t.mods.modlog })).toHaveAttribute(
    'href',
    `/en/communities/${community.slug}/modlog`,
  );

  // Remove the comment, the rule as the reason: the moderator then reads it under the comment.
  await page.goto(`/en/posts/${pinned.id}`);
  const comment = page.getByRole('article', { name: fill(t.comments.by, { name: member.user.username }) });
  await comment.getByRole('button', { name: t.moderation.remove, exact: true }).click();
  await comment.getByRole('radio', { name: RULE }).check();
  await expectNoAxeViolations(page, 'the removal reasons');
  await comment.getByRole('button', { name: t.mods.remove_submit }).click();
  await expect(comment.getByText(fill(t.mods.reason_shown, { reason: RULE }))).toBeVisible();

  // The log in Tamil, as a guest reads it: both actions as sentences, newest first.
  const ta = texts('ta');
  const removal = fill(ta.mods.log.because, {
    what: fill(ta.mods.log.remove_comment, {
      moderator: mod.user.username,
      user: member.user.username,
      post: pinned.title,
    }),
    reason: RULE,
  });
  const pin = fill(ta.mods.log.pin_post, { moderator: mod.user.username, post: pinned.title });
  // Served rendered: the sentences are in the first HTML.
  const html = await (await request.get(`/ta/communities/${community.slug}/modlog`)).text();
  expect(html).toContain(removal);

  await page.goto(`/ta/communities/${community.slug}/modlog`);
  await expect(page).toHaveTitle(`${common('ta').pages.community_modlog} · ${community.name} · ${LABEL}`);
  await expect(page.locator('main h1')).toHaveText(common('ta').pages.community_modlog);
  const entries = page.locator('main ol > li');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText(removal);
  await expect(entries.nth(1)).toContainText(pin);
  await expect(page.getByText(new RegExp(escape(ta.mods.modlog_empty)))).toHaveCount(0);
  await expectNoAxeViolations(page, 'the moderation log in Tamil');
});
