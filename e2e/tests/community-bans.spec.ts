import {
  adminSession,
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

/**
 * Community bans (issue 26): a moderator bans a member from the community's settings page (in
 * English), and the member, reading in Hindi, is told why and until when, and cannot comment.
 */
test('a moderator bans a member, who is told why and cannot comment (en, then hi, 412 px)', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 412, height: 915 });
  const en = texts('en');
  const hi = texts('hi');
  const { answer: member } = await createAccount(request);
  const { answer: author } = await createAccount(request);
  const posted = await request.post('/api/posts/', {
    headers: { authorization: `Bearer ${author.access}` },
    data: { title: `Which mala for japa ${Date.now().toString(36)}`, community: 'sanskrit-learning' },
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  const post = (await posted.json()) as { id: number };

  // The moderator (an administrator moderates every community), by keyboard where a person would.
  await signIn(page, await adminSession(request));
  await page.goto('/en/communities/sanskrit-learning/settings');
  const bans = page.getByRole('region', { name: en.bans.heading });
  await bans.getByLabel(en.bans.username).fill(member.user.username);
  await bans.getByLabel(en.bans.reason, { exact: true }).fill('Rule 2: no selling');
  await bans.getByLabel(en.bans.duration).selectOption({ label: fill(en.bans.days_other, { formatted: 7 }) });
  await bans.getByLabel(en.bans.duration).press('Tab');
  await page.keyboard.press('Enter');
  await expect(toast(page, fill(en.bans.banned, { name: member.user.username }))).toBeVisible();
  const item = bans.getByRole('listitem').filter({ hasText: member.user.username });
  await expect(item).toContainText('Rule 2: no selling');
  await expect(
    item.getByRole('button', { name: fill(en.bans.unban_label, { name: member.user.username }) }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the bans of community settings (en)');

  // The member, in Hindi, on a phone.
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const memberPage = await context.newPage();
  await signIn(memberPage, member);
  await memberPage.goto('/hi/communities/sanskrit-learning');
  const notice = memberPage
    .getByRole('note')
    .filter({ hasText: fill(hi.bans.notice_reason, { reason: 'Rule 2: no selling' }) });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(new RegExp(escape(hi.bans.notice_until.split('{{until}}')[0]!)));
  await expect(notice).toContainText(hi.bans.notice_reads);
  await expect(memberPage.getByRole('button', { name: hi.create_post.open })).toHaveCount(0);
  await expectNoAxeViolations(memberPage, 'a community a member is banned from (hi)');

  await memberPage.goto(`/hi/posts/${post.id}`);
  await expect(memberPage.getByRole('note')).toContainText('Rule 2: no selling');
  await expect(memberPage.getByLabel(hi.comments.add)).toHaveCount(0);
  // A vote is refused with the reason said in Hindi.
  await memberPage.locator('main article').first().getByRole('button', { name: hi.vote.upvote }).click();
  await expect(toast(memberPage, hi.bans.errors.banned_here)).toBeVisible();
  await expectNoAxeViolations(memberPage, 'a post in a community a member is banned from (hi)');
  await context.close();
});
