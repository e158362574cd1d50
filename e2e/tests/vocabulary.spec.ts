import { adminSession, expect, locale, signIn, test, toast } from '../fixtures';

// Tags are a vocabulary with a name per language (issue 21): an administrator names a tag in Hindi
// in the console, and a Hindi reader sees the video's tag by that name and finds the video by it.

test('an administrator names a tag in Hindi; a Hindi reader sees it and finds the video by it', async ({
  browser,
  page,
  request,
}) => {
  const t = locale('en', 'console');
  const common = locale('en');
  const admin = await adminSession(request);
  const title = `Evening aarti ${Date.now().toString(36)}`;
  const added = await request.post('/api/admin/videos/', {
    headers: { authorization: `Bearer ${admin.access}` },
    data: {
      youtube_url: `https://youtu.be/v${Date.now().toString(36)}`.slice(0, 28).padEnd(28, 'q'),
      title,
      category: 'bhajan',
      language: 'hindi',
      tags: ['Holy basil'],
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const video = (await added.json()) as { id: number };

  await signIn(page, admin);
  await page.goto('/en/admin/tags');
  await expect(page.locator('main h1')).toHaveText(common.pages.admin_tags);
  await page.getByRole('searchbox', { name: t.vocabulary.search }).fill('holy basil');
  const item = page.getByRole('article', { name: 'Holy basil' });
  await expect(item).toBeVisible();
  await expect(item).toContainText(t.vocabulary.unnamed);
  await item.getByRole('button', { name: `${t.vocabulary.edit} Holy basil` }).click();

  await item.getByLabel(common.translations.language).selectOption('hi');
  await item.getByRole('button', { name: common.translations.add, exact: true }).click();
  await item.getByRole('group', { name: 'हिन्दी' }).getByLabel(common.translations.fields.name).fill('तुलसी');
  await item.getByRole('button', { name: t.vocabulary.save }).click();
  await expect(toast(page, t.vocabulary.saved.replace('{{name}}', 'Holy basil'))).toBeVisible();
  await expect(item.getByRole('definition')).toHaveText('तुलसी');

  // A Hindi reader, not signed in, in a browser of their own.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const reader = await context.newPage();
  await reader.goto(`/hi/video/${video.id}`);
  await expect(reader.getByRole('link', { name: '#तुलसी' })).toBeVisible();
  await reader.goto(`/hi/search/${encodeURIComponent('तुलसी')}`);
  await expect(reader.getByText(title)).toBeVisible();
  await context.close();
});
