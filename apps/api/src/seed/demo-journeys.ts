import { depositMinor, type Language } from '@sangam/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { journeyBookings, journeyDepartures, journeys } from '../db/schema';
import type { RefundStep } from '@sangam/contracts';
import { storeSearchKeys } from '../lib/search';
import { searchableJourneys } from '../modules/journeys';
import { JOURNEY_TIME_ZONE, lockJourneySeats, takePlaces } from '../modules/journeys/seats';
import content from './data/demo-journeys.json';
import { daysAgo, demoCreatorAccount, demoDate, demoUserId, type DemoCreator, type DemoDate } from './demo-creators';

export interface DemoJourney {
  slug: string;
  /** The organiser's username. */
  organiser: string;
  /** Title, summary, description, itinerary, inclusions and exclusions are written in content_language. */
  title: string;
  summary: string;
  description: string;
  content_language: Language;
  languages: Language[];
  /** Region and start place stay in English (Latin script), so filters read one spelling. */
  region: string;
  start_place: string;
  itinerary: Array<{ day: number; title: string; place: string; description: string }>;
  inclusions: string[];
  exclusions: string[];
  duration_days: number;
  price_minor: number;
  currency: string;
  deposit_percent: number;
  cancellation_policy: RefundStep[];
  /** Dated from the day the demo is loaded; a seasonal journey names the next date of its season. */
  departures: Array<{ start: DemoDate; capacity: number; price_minor?: number }>;
}

export interface DemoJourneyBooking {
  journey: string;
  user: string;
  /** The departure's index in the journey's list. */
  departure: number;
  traveller_names: string[];
  booked_days_ago: number;
}

export const DEMO_JOURNEYS = content as {
  organisers: DemoCreator[];
  journeys: DemoJourney[];
  bookings: DemoJourneyBooking[];
};

/** The start dates of a journey's departures, dated from `now` where journeys count days (India). */
const journeyStarts = (journey: DemoJourney, now: Date) =>
  journey.departures.map((d) => demoDate(d.start, JOURNEY_TIME_ZONE, now));

/**
 * Pilgrimage journeys with their organisers (retreat_rep creators, decision 013), day-by-day
 * itineraries and departures ahead of the day the demo is loaded; then a booking of the demo
 * learner Arjun. Photos stay empty: the web app draws a placeholder. A slug already taken, or an
 * organiser name held by another kind of account, is left as it is.
 */
export async function seedDemoJourneys(db: Db): Promise<void> {
  const now = new Date();
  const organisers = new Map<string, number>();
  for (const organiser of DEMO_JOURNEYS.organisers) {
    const id = await demoCreatorAccount(db, organiser);
    if (id !== null) organisers.set(organiser.username, id);
  }
  /** The journeys this step made, by slug: only they get demo bookings. */
  const seeded = new Map<string, number>();
  for (const j of DEMO_JOURNEYS.journeys) {
    const organiserId = organisers.get(j.organiser);
    if (organiserId === undefined) continue;
    const [row] = await db
      .insert(journeys)
      .values({
        slug: j.slug,
        organiserId,
        title: j.title,
        summary: j.summary,
        description: j.description,
        contentLanguage: j.content_language,
        languages: j.languages,
        region: j.region,
        startPlace: j.start_place,
        itinerary: j.itinerary,
        inclusions: j.inclusions,
        exclusions: j.exclusions,
        durationDays: j.duration_days,
        priceMinor: j.price_minor,
        currency: j.currency,
        depositPercent: j.deposit_percent,
        cancellationPolicy: j.cancellation_policy,
        createdAt: daysAgo(now, 30),
        updatedAt: daysAgo(now, 30),
      })
      .onConflictDoNothing()
      .returning({ id: journeys.id });
    if (!row) continue;
    seeded.set(j.slug, row.id);
    await storeSearchKeys(db, searchableJourneys, [row.id]);
    const starts = journeyStarts(j, now);
    await db.insert(journeyDepartures).values(
      j.departures.map((d, i) => ({
        journeyId: row.id,
        startDate: starts[i]!,
        capacity: d.capacity,
        priceMinor: d.price_minor ?? null,
      })),
    );
  }
  for (const booking of DEMO_JOURNEYS.bookings) {
    const journeyId = seeded.get(booking.journey);
    if (journeyId !== undefined) await bookPlaces(db, journeyId, booking, now);
  }
}

/**
 * A confirmed booking with its deposit paid. Its places are taken through the same takePlaces a
 * real booking uses (decision 013), so journey_departures.seats_taken always equals the bookings.
 */
async function bookPlaces(db: Db, journeyId: number, booking: DemoJourneyBooking, now: Date) {
  const journey = DEMO_JOURNEYS.journeys.find((j) => j.slug === booking.journey)!;
  const userId = await demoUserId(db, booking.user);
  const startDate = journeyStarts(journey, now)[booking.departure];
  if (userId === null || startDate === undefined) return;
  const [departure] = await db
    .select({ id: journeyDepartures.id, priceMinor: journeyDepartures.priceMinor })
    .from(journeyDepartures)
    .where(and(eq(journeyDepartures.journeyId, journeyId), eq(journeyDepartures.startDate, startDate)));
  if (!departure) return;
  const travellers = booking.traveller_names.length;
  await lockJourneySeats(db, journeyId);
  if (!(await takePlaces(db, departure.id, travellers)))
    throw new Error(`demo journeys: no room for ${travellers} on ${booking.journey} ${startDate}`);
  const total = (departure.priceMinor ?? journey.price_minor) * travellers;
  const bookedAt = daysAgo(now, booking.booked_days_ago);
  await db.insert(journeyBookings).values({
    journeyId,
    departureId: departure.id,
    userId,
    travellers,
    travellerNames: booking.traveller_names,
    status: 'confirmed',
    idempotencyKey: `demo-${booking.journey}`,
    totalMinor: total,
    depositMinor: depositMinor(total, journey.deposit_percent),
    currency: journey.currency,
    cancellationPolicy: journey.cancellation_policy,
    paidAt: bookedAt,
    paymentProvider: 'direct',
    createdAt: bookedAt,
    updatedAt: bookedAt,
  });
}
