import { createAccount, expect, expectNoAxeViolations, locale, signIn, test, type LoginAnswer } from '../fixtures';
import type { APIRequestContext } from '@playwright/test';

const texts = (lang: string) => locale(lang, 'community');

async function api(request: APIRequestContext, who: LoginAnswer, url: string, data: unknown) {
  const res = await request.post(`/api/${url}`, { headers: { authorization: `Bearer ${who.access}` }, data });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/**
 * Three posts, one about Shiva (titled in Latin letters), in a demo community whose own posts say
 * nothing of Shiva: posting adds no community, so the community lists other tests count stay as seeded.
 */
async function postsInSanskritLearning(request: APIRequestContext) {
  const { answer } = await createAccount(request);
  const id = Date.now().toString(36);
  const post = (title: string, tags: string[]) =>
    api(request, answer, 'posts/', { title, community: 'sanskrit-learning', tags });
  const shiva = `Night vigil for Lord Shiva at home ${id}`;
  const japa = `Morning japa with a tulsi mala ${id}`;
  await post(shiva, ['jagran']);
  await post(japa, ['japa']);
  await post(`Ekadashi fasting: what do you eat? ${id}`, ['vrat']);
  return { shiva, japa };
}

test('a Hindi reader searches a community’s posts at 412 px: across scripts, suggestions, Back and Clear', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 412, height: 915 });
  const t = texts('hi');
  const did = locale('hi', 'common').search.did_you_mean;
  const slug = 'sanskrit-learning';
  const { shiva, japa } = await postsInSanskritLearning(request);
  const posts = page.locator('main ul > li article');
  // Only Shiva's posts (this test's, and another test's when both ran on this server).
  const onlyShiva = async () => {
    await expect(posts.filter({ hasText: shiva })).toHaveCount(1);
    await expect(posts.filter({ hasNotText: 'Lord Shiva' })).toHaveCount(0);
  };
  const box = page.getByRole('searchbox', { name: t.post_search.label });

  await page.goto(`/hi/communities/${slug}`);
  await expect(posts.filter({ hasText: japa })).toHaveCount(1);

  // A search says it is searching while its answer is on the way (held back here, so it is seen).
  await page.route('**/api/posts/?*q=*', async (route) => {
    await new Promise((done) => setTimeout(done, 800));
    await route.continue();
  });
  await box.fill('शिव');
  await expect(page.getByText(t.post_search.searching)).toBeVisible();
  // Devanagari finds the Latin-titled post, and not the others; the address keeps the words.
  await onlyShiva();
  await expect(page).toHaveURL(new RegExp(`/hi/communities/${slug}\\?q=${encodeURIComponent('शिव')}$`));
  await page.unroute('**/api/posts/?*q=*');
  await expectNoAxeViolations(page, 'community post search (hi)');

  // Open the post, come Back: the search is still there.
  await posts.filter({ hasText: shiva }).getByRole('heading', { level: 2 }).getByRole('link').click();
  await expect(page).toHaveURL(/\/hi\/posts\/\d+$/);
  await page.goBack();
  await expect(box).toHaveValue('शिव');
  await onlyShiva();

  // A misspelt search finds nothing and offers the nearest spelling (a link) and popular posts.
  await box.fill('jagrn');
  await expect(page.getByText(t.empty.no_posts)).toBeVisible();
  await expect(posts).toHaveCount(0);
  await expect(page.getByText(did)).toBeVisible();
  await expect(page.getByText(t.post_search.popular)).toBeVisible();
  await expect(page).toHaveURL(/\?q=jagrn$/);
  await page.getByRole('link', { name: 'jagran', exact: true }).click();
  await expect(page).toHaveURL(/\?q=jagran$/);
  await expect(box).toHaveValue('jagran');
  await onlyShiva();
  // Back returns to the search that found nothing, words and all.
  await page.goBack();
  await expect(box).toHaveValue('jagrn');
  await expect(page.getByText(t.empty.no_posts)).toBeVisible();

  // Clear empties the box, the list and the address.
  await page.getByRole('button', { name: t.post_search.clear }).click();
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();
  await expect(posts.filter({ hasText: japa })).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`/hi/communities/${slug}$`));
});

test('the feed’s search box finds posts of every community, and a shared link opens the search', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const t = texts('hi');
  const { shiva } = await postsInSanskritLearning(request);
  const { answer } = await createAccount(request);
  await signIn(page, answer);
  await page.goto(`/hi/feed?q=${encodeURIComponent('शिव')}`);
  const box = page.getByRole('searchbox', { name: t.post_search.label_all });
  await expect(box).toHaveValue('शिव');
  await expect(page.getByRole('heading', { name: t.post_search.everywhere })).toBeVisible();
  // This reader follows nothing, yet the search reaches every community; the post names its own.
  const found = page.locator('main ul > li article').filter({ hasText: shiva });
  await expect(found).toHaveCount(1);
  await expect(found.locator('a[href="/hi/communities/sanskrit-learning"]').first()).toBeVisible();
  await page.getByRole('button', { name: t.post_search.clear }).click();
  await expect(page.getByText(t.empty.no_feed)).toBeVisible();
  await expect(page).toHaveURL(/\/hi\/feed$/);
});
