import { createConfirmedAccount, expect, locale, signIn, test } from '../fixtures';
import { api, inDays } from '../api-as';

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text);

test('a booking cancelled this week is not counted among the tutor’s new bookings (Hindi, 412 px)', async ({
  page,
  request,
}) => {
  test.slow();
  await page.setViewportSize({ width: 412, height: 915 });
  const { answer: tutor } = await createConfirmedAccount(request, { creator_type: 'tutor', preferred_language: 'hi' });
  await api(request, tutor, 'put', 'creators/availability/', {
    weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '12:00' })),
    minimum_notice_minutes: 0,
    time_zone: 'Asia/Kolkata',
  });
  const cls = await api<{ slug: string }>(request, tutor, 'post', 'creators/classes/', {
    title: `Gita ${Date.now().toString(36)}`,
    category: 'gita-study',
    language: 'hi',
    format: 'online',
    meeting_url: 'https://meet.example.org/gita',
    duration_minutes: 60,
    capacity: 5,
  });
  const slots = await api<{ results: Array<{ start: string }> }>(
    request,
    tutor,
    'get',
    `classes/${encodeURIComponent(cls.slug)}/slots/?from=${inDays(2)}&to=${inDays(9)}&tz=Asia/Kolkata`,
  );
  // Two learners book the same free sitting; one of them cancels.
  const book = async (name: string) => {
    const { answer } = await createConfirmedAccount(request);
    await request.patch('/api/users/me/', {
      headers: { authorization: `Bearer ${answer.access}` },
      data: { display_name: name },
    });
    return api<{ id: number }>(request, answer, 'post', 'bookings/', {
      class: cls.slug,
      start: slots.results[0]!.start,
      idempotency_key: `e2e-dash-${name}-${Date.now()}`,
    }).then((booking) => ({ answer, booking }));
  };
  await book('Radha Iyer');
  const gone = await book('Gopal Das');
  await api(request, gone.answer, 'post', `bookings/${gone.booking.id}/cancel/`, { reason: 'Travelling that week.' });

  await signIn(page, tutor);
  await page.goto('/hi/creator');
  const t = locale('hi', 'creator').dashboard;
  const card = page.locator('section').filter({ has: page.getByRole('heading', { name: t.new_title }) });
  await expect(card.getByText(fill(t.new_count_one, { count: 1 }))).toBeVisible();
  await expect(card).toContainText('Radha Iyer');
  await expect(card).not.toContainText('Gopal Das');
});
