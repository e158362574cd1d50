import { tithiAt } from './day';
import { sunEvent, type Place } from './sky';
import type { Period } from './timings';
import { parseIsoDate, zonedInstant } from './zoned-time';

/**
 * The window to break an Ekadashi fast (parana) on the civil date after it, by the rule Drik
 * Panchang states and prints: after sunrise, within Dwadashi (unless Dwadashi is over before
 * sunrise), never in Hari Vasara (the first quarter of Dwadashi), best in Pratahkal (the first fifth
 * of daylight); when Hari Vasara lasts past Pratahkal, after Madhyahna, in Aparahna (the fourth
 * fifth). Null where the Sun does not rise.
 */
export function paranaWindow(date: string, place: Place, timeZone: string): Period | null {
  const civil = parseIsoDate(date);
  const sunrise = sunEvent(place, 1, zonedInstant(civil, timeZone), 1);
  const sunset = sunrise ? sunEvent(place, -1, sunrise, 1) : null;
  if (!sunrise || !sunset) return null;
  const fifth = (sunset.getTime() - sunrise.getTime()) / 5;
  const at = (fifths: number) => new Date(sunrise.getTime() + fifths * fifth);
  const pratahEnd = at(1);

  // The Dwadashi (12th of either paksha) in force at sunrise, or the one that begins when an
  // Ekadashi still holding at sunrise ends; when Dwadashi is gone already, only Pratahkal bounds it.
  const atSunrise = tithiAt(sunrise);
  const next =
    atSunrise.number % 15 === 11 && atSunrise.endsAt ? tithiAt(new Date(atSunrise.endsAt.getTime() + 1000)) : null;
  const dwadashi = [atSunrise, next].find((t) => t && t.number % 15 === 12) ?? null;
  if (!dwadashi?.startsAt || !dwadashi.endsAt) return { start: sunrise, end: pratahEnd };
  const { startsAt, endsAt } = dwadashi;
  const hariVasaraEnd = new Date(startsAt.getTime() + (endsAt.getTime() - startsAt.getTime()) / 4);
  const earlier = (a: Date, b: Date) => (a < b ? a : b);
  const later = (a: Date, b: Date) => (a > b ? a : b);

  const start = later(sunrise, hariVasaraEnd);
  if (start < pratahEnd) return { start, end: earlier(pratahEnd, endsAt) };
  // Hari Vasara outlasts Pratahkal: after Madhyahna, or up to Dwadashi's end if it ends sooner.
  if (endsAt <= at(3)) return { start, end: endsAt };
  return { start: later(at(3), hariVasaraEnd), end: earlier(at(4), endsAt) };
}
