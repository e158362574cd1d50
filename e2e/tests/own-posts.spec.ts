import type { APIRequestContext } from '@playwright/test';
import { createAccount, expect, expectNoAxeViolations, locale, signIn, test, type LoginAnswer } from '../fixtures';

// An author edits their own post (issue 26), sees it marked edited with the version before, then
// deletes it: the page stays with its comment, saying deleted in place of the title and the author.
// In English and in Marathi, on a phone's width, with axe on each state.

async function api(request: APIRequestContext, who: LoginAnswer, url: string, data: unknown) {
  const res = await request.post(`/api/${url}`, { headers: { authorization: `Bearer ${who.access}` }, data });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

for (const lang of ['en', 'mr']) {
  test(`an author edits and deletes their own post, ${lang}, 412 px`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const t = locale(lang, 'community');
    await page.setViewportSize({ width: 412, height: 915 });
    const { answer: author } = await createAccount(request);
    const { answer: reader } = await createAccount(request);
    const id = `${lang}${Date.now().toString(36)}`;
    const community = await api(request, author, 'communities/', { name: `Sandhya Circle ${id}` });
    const post = await api(request, author, 'posts/', {
      title: `Evening aarti ${id}`,
      content: 'We sing at the lamps.',
      community: community.slug,
    });
    await api(request, reader, 'comments/', { post: post.id, content: `Hari Om ${id}` });

    await signIn(page, author);
    await page.goto(`/${lang}/posts/${post.id}`);
    await expect(page.locator('main h1')).toHaveText(post.title);
    await page.getByRole('button', { name: t.post.edit, exact: true }).click();
    await expect(page.getByRole('heading', { name: t.edit_post.title })).toBeVisible();
    const title = page.getByLabel(t.create_post.field_title, { exact: true });
    await expect(title).toHaveValue(post.title);
    await title.fill(`Morning aarti ${id}`);
    await expectNoAxeViolations(page, `editing one's own post, ${lang}, 412 px`);
    // The form's own Save, not the comments' Save (the bookmark) below it.
    await page.locator('form').filter({ has: title }).getByRole('button', { name: t.edit_post.submit }).click();

    await expect(page.locator('[data-type]').filter({ hasText: t.toasts.post_edited })).toBeVisible();
    await expect(page.locator('main h1')).toHaveText(`Morning aarti ${id}`);
    const edited = page.getByText(t.post.edited_one, { exact: true });
    await expect(edited).toBeVisible();
    await edited.click();
    const history = page.getByRole('list', { name: t.history.label });
    await expect(history.getByText(post.title, { exact: true })).toBeVisible();
    await expect(history.getByText('We sing at the lamps.')).toBeVisible();
    await expectNoAxeViolations(page, `an edited post with its history open, ${lang}, 412 px`);

    // Delete asks first; keeping it changes nothing.
    await page.getByRole('button', { name: t.post.delete, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.delete_post.title });
    await expect(dialog).toContainText(t.delete_post.text);
    await dialog.getByRole('button', { name: t.delete_post.keep }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('main h1')).toHaveText(`Morning aarti ${id}`);
    await page.getByRole('button', { name: t.post.delete, exact: true }).click();
    await page
      .getByRole('dialog', { name: t.delete_post.title })
      .getByRole('button', { name: t.delete_post.confirm })
      .click();

    await expect(page.locator('[data-type]').filter({ hasText: t.toasts.post_deleted })).toBeVisible();
    await expect(page.locator('main h1')).toHaveText(t.post.deleted_title);
    await expect(page.getByText(t.post.deleted).first()).toBeVisible();
    await expect(page.getByText(`Hari Om ${id}`)).toBeVisible();
    await expect(page.getByRole('button', { name: t.post.edit, exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.post.delete, exact: true })).toHaveCount(0);
    await expect(page.locator('main').getByText(author.user.username)).toHaveCount(0);
    await expectNoAxeViolations(page, `a deleted post with its comment, ${lang}, 412 px`);

    // It left its community's list and count; a reader opening its address still finds the page.
    await page.goto(`/${lang}/communities/${community.slug}`);
    await expect(page.getByText(t.empty.no_posts)).toBeVisible();
    await expect(page.getByRole('link', { name: `Morning aarti ${id}` })).toHaveCount(0);
  });
}
