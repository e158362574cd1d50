import * as Astronomy from 'astronomy-engine';

/**
 * The few positions a panchang needs, from astronomy-engine (VSOP87 and a full lunar theory, well
 * under an arcsecond of error for the Sun and a few for the Moon over these centuries).
 */

const DAY_MS = 86_400_000;
const J2000_MS = Date.UTC(2000, 0, 1, 12);

const norm = (degrees: number) => ((degrees % 360) + 360) % 360;

/**
 * The Lahiri (Chitrapaksha) ayanamsa: 23°51′25.5″ at J2000, moving with the general precession in
 * longitude (IAU 2006). Within a few arcseconds of the Indian ephemeris over 1900–2100.
 */
export function lahiriAyanamsa(instant: Date): number {
  const t = (instant.getTime() - J2000_MS) / DAY_MS / 36_525;
  return 23.857_092 + (5028.796_195 * t + 1.105_434_8 * t * t) / 3600;
}

/** The Sun's apparent sidereal longitude (degrees). */
export function sunSidereal(instant: Date): number {
  return norm(Astronomy.SunPosition(instant).elon - lahiriAyanamsa(instant));
}

/** The Moon's geocentric sidereal longitude (degrees). */
export function moonSidereal(instant: Date): number {
  return norm(Astronomy.EclipticGeoMoon(instant).lon - lahiriAyanamsa(instant));
}

/** Moon minus Sun (degrees, 0–360): the tithi and karana count it in 12° and 6° steps. */
export function elongation(instant: Date): number {
  return Astronomy.MoonPhase(instant);
}

/** Sun plus Moon, sidereal (degrees, 0–360): the yoga counts it in 13°20′ steps. */
export function yogaAngle(instant: Date): number {
  return norm(sunSidereal(instant) + moonSidereal(instant));
}

/**
 * When an always-increasing angle (mod 360) next reaches `target`, searching up to `limitDays`
 * ahead; the angles a panchang uses advance 12–14° a day, so a step of a few hours brackets it.
 */
export function nextCrossing(
  angle: (instant: Date) => number,
  target: number,
  from: Date,
  limitDays: number,
): Date | null {
  // Signed distance to the target in (-180, 180]: crosses zero, upwards, at the moment sought.
  const f = (t: Astronomy.AstroTime) => {
    const d = norm(angle(t.date) - target);
    return d > 180 ? d - 360 : d;
  };
  const stepMs = 6 * 3_600_000;
  let t1 = from;
  const end = from.getTime() + limitDays * DAY_MS;
  while (t1.getTime() < end) {
    const t2 = new Date(Math.min(t1.getTime() + stepMs, end));
    const f1 = f(Astronomy.MakeTime(t1));
    const f2 = f(Astronomy.MakeTime(t2));
    if (f1 <= 0 && f2 > 0 && f2 - f1 < 180) {
      const found = Astronomy.Search(f, Astronomy.MakeTime(t1), Astronomy.MakeTime(t2), { dt_tolerance_seconds: 1 });
      return found ? found.date : null;
    }
    t1 = t2;
  }
  return null;
}

/** The next new moon (elongation 0) after an instant. */
export function nextNewMoon(from: Date): Date {
  return Astronomy.SearchMoonPhase(0, from, 32)!.date;
}

/** The new moon at or before an instant. */
export function previousNewMoon(at: Date): Date {
  // The Moon gains ~12.19° a day on the Sun: start a little before the estimate.
  const estimate = at.getTime() - (elongation(at) / 12.19) * DAY_MS;
  const found = Astronomy.SearchMoonPhase(0, new Date(estimate - 3 * DAY_MS), 6)!.date;
  return found.getTime() <= at.getTime()
    ? found
    : Astronomy.SearchMoonPhase(0, new Date(estimate - 33 * DAY_MS), 6)!.date;
}

export interface Place {
  latitude: number;
  longitude: number;
  /** Metres above sea level; sunrise over a plain by default. */
  elevation?: number;
}

const observerOf = (place: Place) => new Astronomy.Observer(place.latitude, place.longitude, place.elevation ?? 0);

/** Sunrise (+1) or sunset (−1) after an instant: the Sun's upper limb at the horizon, with refraction. */
export function sunEvent(place: Place, direction: 1 | -1, from: Date, limitDays = 1): Date | null {
  return Astronomy.SearchRiseSet(Astronomy.Body.Sun, observerOf(place), direction, from, limitDays)?.date ?? null;
}

/** Moonrise (+1) or moonset (−1) after an instant: the Moon's upper limb at the horizon. */
export function moonEvent(place: Place, direction: 1 | -1, from: Date, limitDays = 1): Date | null {
  return Astronomy.SearchRiseSet(Astronomy.Body.Moon, observerOf(place), direction, from, limitDays)?.date ?? null;
}

/** The next moonrise after an instant (Karva Chauth and Sankashti are kept until the Moon is seen). */
export function moonrise(place: Place, from: Date, limitDays = 1): Date | null {
  return moonEvent(place, 1, from, limitDays);
}

/** Every new moon between two instants, in order. */
export function newMoonsBetween(from: Date, to: Date): Date[] {
  const moons: Date[] = [];
  let at = previousNewMoon(from);
  while (at.getTime() <= to.getTime()) {
    moons.push(at);
    at = nextNewMoon(new Date(at.getTime() + DAY_MS));
  }
  moons.push(at);
  return moons;
}
