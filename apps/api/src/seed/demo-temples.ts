import type { Language, Nakshatra } from '@sangam/contracts';
import { zonedInstant } from '@sangam/panchang';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { poojaBookings, poojaDays, poojas, temples } from '../db/schema';
import type { Offering, PrasadAddress } from '../db/schema/poojas';
import content from './data/demo-temples.json';
import videos from './data/demo-videos.json';
import { demoVideoUrl } from './demo-community';
import { daysAgo, demoCreatorAccount, demoDate, demoUserId, type DemoCreator } from './demo-creators';
import { storeTempleSearchKeys } from '../modules/poojas';
import { demoYoutubeId } from './demo-videos';

interface DemoPooja {
  slug: string;
  /** Name, purpose, description and offerings are written in the temple's content_language. */
  name: string;
  purpose: string;
  description: string;
  price_minor: number;
  offerings: Offering[];
  prasad_available: boolean;
  prasad_price_minor: number;
  daily_limit: number;
  notice_days: number;
}

export interface DemoTemple {
  slug: string;
  /** The username of the creator account its staff use. */
  manager: string;
  name: string;
  /** In English, as the deity filter reads it ('Devi (Kali)' is found by 'devi' and by 'kali'). */
  deity: string;
  description: string;
  content_language: Language;
  /** Place, region and address stay in English (Latin script), so filters read one spelling. */
  place: string;
  region: string;
  address: string;
  latitude: number;
  longitude: number;
  time_zone: string;
  timings: Array<{ label: string; opens: string; closes: string }>;
  aartis: Array<{ name: string; time: string }>;
  /** Titles of demo videos (data/demo-videos.json) shown as its darshan videos. */
  darshan_videos: string[];
  poojas: DemoPooja[];
}

export interface DemoPoojaBooking {
  pooja: string;
  user: string;
  status: 'booked' | 'performed';
  /** The pooja's day, counted from the day the demo is loaded (negative: already past). */
  day_in_days: number;
  booked_days_ago: number;
  /** A performed pooja: when, in the temple's zone, on its day. */
  performed_at?: string;
  devotee_name: string;
  gotra: string;
  nakshatra: Nakshatra;
  sankalp: string;
  offering_ids: string[];
  prasad_address: PrasadAddress | null;
  /** A performed pooja's recording: a demo video's title. */
  recording_video?: string;
}

export const DEMO_TEMPLES = content as {
  managers: DemoCreator[];
  temples: DemoTemple[];
  bookings: DemoPoojaBooking[];
};

const videoTitles = new Set(videos.map((v) => v.title));

/** A darshan video: one of the demo library's, by title (its id derived as the library derives it). */
function darshanVideo(title: string) {
  if (!videoTitles.has(title)) throw new Error(`demo temples: no demo video titled "${title}"`);
  return { youtube_id: demoYoutubeId(title), title, live: false };
}

/**
 * Temples with their staff accounts (retreat_rep creators, decision 013), timings, aartis, darshan
 * videos from the demo library, and 30 poojas with offerings and prasad; then a few poojas booked by
 * the demo learner. Photos stay empty: the web app draws a placeholder, and no remote image is
 * shown. A slug already taken, or a manager name held by another kind of account, is left as it is.
 */
export async function seedDemoTemples(db: Db): Promise<void> {
  const now = new Date();
  const managers = new Map<string, number>();
  for (const manager of DEMO_TEMPLES.managers) {
    const id = await demoCreatorAccount(db, manager);
    if (id !== null) managers.set(manager.username, id);
  }
  /** The poojas this step made, by slug: only they get demo bookings. */
  const seeded = new Map<string, { id: number; templeId: number; temple: DemoTemple; pooja: DemoPooja }>();
  for (const t of DEMO_TEMPLES.temples) {
    const managerId = managers.get(t.manager);
    if (managerId === undefined) continue;
    const [temple] = await db
      .insert(temples)
      .values({
        slug: t.slug,
        managerId,
        name: t.name,
        deity: t.deity,
        description: t.description,
        contentLanguage: t.content_language,
        place: t.place,
        region: t.region,
        address: t.address,
        latitude: t.latitude,
        longitude: t.longitude,
        timeZone: t.time_zone,
        timings: t.timings,
        aartis: t.aartis,
        darshanVideos: t.darshan_videos.map(darshanVideo),
        createdAt: daysAgo(now, 30),
        updatedAt: daysAgo(now, 30),
      })
      .onConflictDoNothing()
      .returning({ id: temples.id });
    if (!temple) continue;
    for (const [position, p] of t.poojas.entries()) {
      const [pooja] = await db
        .insert(poojas)
        .values({
          templeId: temple.id,
          slug: p.slug,
          name: p.name,
          purpose: p.purpose,
          description: p.description,
          priceMinor: p.price_minor,
          offerings: p.offerings,
          prasadAvailable: p.prasad_available,
          prasadPriceMinor: p.prasad_price_minor,
          dailyLimit: p.daily_limit,
          noticeDays: p.notice_days,
          position,
          createdAt: daysAgo(now, 30),
        })
        .onConflictDoNothing()
        .returning({ id: poojas.id });
      if (pooja) seeded.set(p.slug, { id: pooja.id, templeId: temple.id, temple: t, pooja: p });
    }
    await storeTempleSearchKeys(db, temple.id);
  }
  for (const booking of DEMO_TEMPLES.bookings) {
    const pooja = seeded.get(booking.pooja);
    if (pooja) await bookPooja(db, pooja, booking, now);
  }
}

/**
 * A paid pooja booking. Its place of the day is counted as a real booking counts it (decision 013):
 * the day's row made when missing, then one conditional UPDATE within the daily limit, so
 * pooja_days.taken always equals the bookings of that day.
 */
async function bookPooja(
  db: Db,
  { id, templeId, temple, pooja }: { id: number; templeId: number; temple: DemoTemple; pooja: DemoPooja },
  booking: DemoPoojaBooking,
  now: Date,
) {
  const userId = await demoUserId(db, booking.user);
  if (userId === null) return;
  const day = demoDate({ in_days: booking.day_in_days }, temple.time_zone, now);
  const offerings = booking.offering_ids.map((offeringId) => {
    const offering = pooja.offerings.find((o) => o.id === offeringId);
    if (!offering) throw new Error(`demo temples: ${pooja.slug} has no offering "${offeringId}"`);
    return offering;
  });
  const prasad = booking.prasad_address !== null && pooja.prasad_available;
  const total =
    pooja.price_minor + offerings.reduce((sum, o) => sum + o.price_minor, 0) + (prasad ? pooja.prasad_price_minor : 0);
  await db.insert(poojaDays).values({ poojaId: id, day }).onConflictDoNothing();
  const taken = await db
    .update(poojaDays)
    .set({ taken: sql`${poojaDays.taken} + 1` })
    .where(and(eq(poojaDays.poojaId, id), eq(poojaDays.day, day), sql`${poojaDays.taken} + 1 <= ${pooja.daily_limit}`))
    .returning({ taken: poojaDays.taken });
  if (taken.length !== 1) throw new Error(`demo temples: ${pooja.slug} is full on ${day}`);
  const bookedAt = daysAgo(now, booking.booked_days_ago);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = (booking.performed_at ?? '10:00').split(':').map(Number) as [number, number];
  const performedAt =
    booking.status === 'performed' ? zonedInstant({ year, month, day: date }, temple.time_zone, hour, minute) : null;
  await db.insert(poojaBookings).values({
    poojaId: id,
    templeId,
    userId,
    day,
    devoteeName: booking.devotee_name,
    gotra: booking.gotra,
    nakshatra: booking.nakshatra,
    sankalp: booking.sankalp,
    offerings,
    prasadAddress: prasad ? booking.prasad_address : null,
    totalMinor: total,
    currency: 'INR',
    status: booking.status,
    idempotencyKey: `demo-${pooja.slug}`,
    paidAt: bookedAt,
    paymentProvider: 'direct',
    recordingUrl: performedAt && booking.recording_video ? demoVideoUrl(booking.recording_video) : '',
    performedAt,
    createdAt: bookedAt,
    updatedAt: performedAt ?? bookedAt,
  });
}
