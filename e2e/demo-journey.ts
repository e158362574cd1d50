import type { APIRequestContext } from '@playwright/test';
import { api, inDays } from './api-as';
import { createConfirmedAccount, type LoginAnswer } from './fixtures';

/** A name no other run uses. */
export const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A published two-day journey of the organiser's with one departure 45 days ahead, made through the API. */
export async function publishedJourney(request: APIRequestContext, organiser: LoginAnswer, capacity: number) {
  const journey = await api<{ id: number; slug: string; title: string }>(
    request,
    organiser,
    'post',
    'creators/journeys/',
    {
      title: `Naimisharanya Parikrama ${suffix()}`,
      summary: 'Two quiet days at Naimisharanya with a guide.',
      region: 'Uttar Pradesh',
      start_place: 'Lucknow',
      languages: ['hi', 'en'],
      duration_days: 2,
      itinerary: [
        { day: 1, title: 'Chakra Tirtha and Lalita Devi', place: 'Naimisharanya' },
        { day: 2, title: 'Vyasa Gaddi and return', place: 'Naimisharanya' },
      ],
      price_minor: 1500000,
      deposit_percent: 25,
      cancellation_policy: [{ days_before: 15, refund_percent: 100 }],
    },
  );
  const { results } = await api<{ results: Array<{ id: number; start_date: string }> }>(
    request,
    organiser,
    'put',
    `creators/journeys/${journey.id}/departures/`,
    { departures: [{ start_date: inDays(45), capacity }] },
  );
  await api(request, organiser, 'patch', `creators/journeys/${journey.id}/`, { published: true });
  return { journey, departure: results[0]! };
}

/** A traveller's held booking of `travellers` places, made through the API as the booking page does. */
export async function heldJourneyBooking(
  request: APIRequestContext,
  slug: string,
  departureId: number,
  travellers: number,
) {
  const { answer, account } = await createConfirmedAccount(request);
  const booking = await api<{ id: number }>(request, answer, 'post', `journeys/${slug}/bookings/`, {
    departure_id: departureId,
    travellers,
    traveller_names: Array.from({ length: travellers }, (_, i) => `Yatri ${account.username.slice(-4)} ${i + 1}`),
    idempotency_key: `e2e-organiser-${suffix()}`,
  });
  return { traveller: answer, username: account.username, email: account.email, booking };
}
