import { depositMinor, type Language } from '@sangam/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';
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

/** A booking confirmed to be paid directly and never paid, past its organiser's days to pay. */
interface DemoUnpaidBooking extends DemoJourneyBooking {
  organiser: string;
  pay_within_days: number;
}

export const DEMO_JOURNEYS = content as {
  organisers: DemoCreator[];
  journeys: DemoJourney[];
  bookings: DemoJourneyBooking[];
  unpaid_bookings: DemoUnpaidBooking[];
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
    if (journeyId !== undefined) await bookPlaces(db, journeyId, booking, now, true);
  }
}

/**
 * Issue 24: an organiser who gives travellers days to pay directly, and a booking past them still
 * unpaid, so the demo shows "Release unpaid booking" (and the browser test releases it). Its own
 * step, after the journeys: a demo database made before it gets it too. Left out when the organiser
 * already chose their days or the journey is not the demo's.
 */
export async function seedDemoUnpaidBookings(db: Db): Promise<void> {
  const now = new Date();
  for (const booking of DEMO_JOURNEYS.unpaid_bookings) {
    const [row] = await selectRows<{ journey_id: number; organiser_id: number }>(
      db,
      sql`select j.id as journey_id, j.organiser_id from journeys j join users u on u.id = j.organiser_id
          join creator_profiles cp on cp.user_id = u.id
          where j.slug = ${booking.journey} and lower(u.username) = ${booking.organiser} and cp.pay_within_days is null`,
    );
    if (!row) continue;
    await db.execute(
      sql`update creator_profiles set pay_within_days = ${booking.pay_within_days} where user_id = ${row.organiser_id}`,
    );
    await bookPlaces(db, row.journey_id, booking, now, false);
  }
}

/**
 * A confirmed booking paid directly, its deposit paid (`paid`) or still owed. Its places are taken through the same takePlaces a
 * real booking uses (decision 013), so journey_departures.seats_taken always equals the bookings.
 */
async function bookPlaces(db: Db, journeyId: number, booking: DemoJourneyBooking, now: Date, paid: boolean) {
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
    paidAt: paid ? bookedAt : null,
    paymentProvider: 'direct',
    createdAt: bookedAt,
    updatedAt: bookedAt,
  });
}
