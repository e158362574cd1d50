import type { Festival, Language, PanchangYear } from '@sangam/contracts';
import { addDays, isoDate, localParts, parseIsoDate, type Region } from '@sangam/panchang';
import ical from 'ical-generator';
import { utcDay } from '../../lib/calendar-invite';
import { festivalTitle } from './festival-names';
import { inRegion } from './region-filter';

/**
 * The calendar feed (`calendar.ics`, issue 25): the festivals and Ekadashis of the coming 13
 * months at a place, as all-day events a calendar app subscribes to. The monthly vrats (Purnima,
 * Amavasya, Pradosh, Sankashti, the twelve sankrantis) are left out: a subscriber's calendar would
 * carry one nearly every few days.
 */

const MONTHLY = new Set(['purnima', 'amavasya', 'pradosh', 'sankashti-chaturthi', 'sankranti']);

export interface FeedOptions {
  language: Language;
  region?: Region;
  tradition: 'smarta' | 'vaishnava';
  timeZone: string;
  now: Date;
}

/** The feed's first day (today at the place), the day after its last (13 months on), and the years between. */
export function feedSpan(now: Date, timeZone: string) {
  const { year, month, day } = localParts(now, timeZone);
  const end = new Date(Date.UTC(year, month - 1 + 13, day));
  const lastYear = new Date(end.getTime() - 86_400_000).getUTCFullYear();
  return {
    first: isoDate({ year, month, day }),
    end: end.toISOString().slice(0, 10),
    years: Array.from({ length: lastYear - year + 1 }, (_, i) => year + i),
  };
}

/** The day a tradition keeps a festival: the Vaishnava day where it differs, for Vaishnavas. */
const dayOf = (f: Festival, tradition: FeedOptions['tradition']) =>
  tradition === 'vaishnava' ? (f.vaishnava_date ?? f.date) : f.date;

/** The same festival on the same day keeps its UID, so a calendar updates it rather than adds another. */
const uidOf = (f: Festival, day: string) => `${f.id}${f.name ? `.${f.name}` : ''}.${day}@sanatansangam`;

const CRLF = '\r\n';

export function buildFeed(years: PanchangYear[], options: FeedOptions): string {
  const { first, end } = feedSpan(options.now, options.timeZone);
  const calendar = ical({
    prodId: { company: 'Sanatan Sangam', product: 'Festivals', language: options.language.toUpperCase() },
    name: 'Sanatan Sangam',
    scale: 'GREGORIAN',
  });
  for (const festival of years.flatMap((y) => y.festivals)) {
    const day = dayOf(festival, options.tradition);
    if (MONTHLY.has(festival.id) || day < first || day >= end) continue;
    if (!inRegion(festival, options.region)) continue;
    calendar.createEvent({
      id: uidOf(festival, day),
      stamp: options.now,
      allDay: true,
      start: utcDay(day),
      end: utcDay(isoDate(addDays(parseIsoDate(day), 1))),
      summary: festivalTitle(festival, options.language),
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too.
  return calendar.toString() + CRLF;
}
