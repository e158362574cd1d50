import { createAccount, expect, locale, signIn, test } from '../fixtures';

/** Finishing the day's practices is marked by a calm word, and the streak lamp is a drawing, not an emoji. */
for (const lang of ['en', 'ta'] as const) {
  test(`the last practice of the day brings "today complete", motion only when wanted (${lang})`, async ({
    page,
    request,
  }) => {
    const t = locale(lang, 'practice');
    const { answer } = await createAccount(request);
    const setup = await request.put('/api/daily-dharma/setup/', {
      headers: { authorization: `Bearer ${answer.access}` },
      data: { level: 'beginner', practices: [{ kind: 'japa' }, { kind: 'meditation' }], time_zone: 'Asia/Kolkata' },
    });
    expect(setup.status()).toBe(200);
    await signIn(page, answer, { hasPractices: true });
    await page.setViewportSize({ width: 412, height: 900 });
    await page.goto(`/${lang}/daily-dharma/tracker`);

    // The streak's lamp is a picture with a name, not an emoji that an older phone draws as a box.
    const summary = page.getByRole('region', { name: t.tracker.summary_label });
    // (The tracker loads its practices after the page: on a busy machine that takes a while.)
    await expect(summary.getByRole('img', { name: t.tracker.streak_icon })).toBeVisible({ timeout: 20_000 });
    expect(await summary.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);

    const complete = page.getByText(t.tracker.day_complete);
    const mark = (name: string) => page.getByRole('button', { name: t.tracker.mark_label.replace('{{name}}', name) });
    await mark(t.practices.japa.name).click();
    await expect(
      page.getByRole('button', { name: t.tracker.undo_label.replace('{{name}}', t.practices.japa.name) }),
    ).toBeVisible();
    await expect(complete).toHaveCount(0);

    await mark(t.practices.meditation.name).click();
    await expect(complete).toBeVisible();
    await expect(page.getByText(t.tracker.day_complete_note)).toBeVisible();
    // It arrives gently for those who like motion...
    const animation = () => complete.evaluate((el) => getComputedStyle(el.closest('div')!).animationName);
    expect(await animation()).not.toBe('none');
    // ...and still for those who asked their device for less.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animation()).toBe('none');

    // Undoing one practice takes the word away again.
    await page.getByRole('button', { name: t.tracker.undo_label.replace('{{name}}', t.practices.japa.name) }).click();
    await expect(complete).toHaveCount(0);
  });
}
