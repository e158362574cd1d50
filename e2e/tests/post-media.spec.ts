import type { APIRequestContext } from '@playwright/test';
import { createAccount, expect, locale, test } from '../fixtures';

async function post(request: APIRequestContext, access: string, title: string, media_url: string): Promise<number> {
  const res = await request.post('/api/posts/', {
    headers: { authorization: `Bearer ${access}` },
    data: { title, community: 'bhakti-kirtan', media_url, tags: [] },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

for (const lang of ['en', 'ta'] as const) {
  test(`a post's missing picture is a quiet note and a YouTube link is a card with its title (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const t = locale(lang, 'community');
    const { answer } = await createAccount(request);
    const [ours] = (await (await request.get('/api/videos/?page_size=1')).json()).results as Array<{
      youtube_id: string;
      title: string;
    }>;
    const picture = await post(
      request,
      answer.access,
      'Our deepam',
      `${baseURL}/media/community/gone-${Date.now()}.jpg`,
    );
    const library = await post(request, answer.access, 'Listen to this', `https://youtu.be/${ours!.youtube_id}`);
    const elsewhere = await post(request, answer.access, 'Found this', 'https://www.youtube.com/watch?v=ZZZZZZZZZZZ');

    // Nothing is asked of YouTube until a person presses play.
    const youtube: string[] = [];
    await page.route(/youtube|ytimg|googlevideo/, (route) => {
      youtube.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' });
    });
    await page.setViewportSize({ width: 412, height: 915 });

    await page.goto(`/${lang}/posts/${picture}`);
    const article = page.locator('main article').first();
    await expect(article.getByText(t.post.image_missing)).toBeVisible();
    await expect(article.locator('img')).toHaveCount(0);

    await page.goto(`/${lang}/posts/${library}`);
    await expect(page.locator('main article').first().getByText(ours!.title, { exact: true })).toBeVisible();

    await page.goto(`/${lang}/posts/${elsewhere}`);
    const card = page.locator('main article').first();
    await expect(card.getByText(t.post.youtube_video)).toBeVisible();
    await expect(card.getByText('youtube.com/watch?v=ZZZZZZZZZZZ')).toBeVisible();
    expect(youtube).toEqual([]);
    await card.getByRole('button', { name: t.post.play_video }).click();
    await expect(card.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/ZZZZZZZZZZZ/);
  });
}
