/**
 * Stable ids of the calendar's names (kebab-case, in the usual Sanskrit spelling). The apps
 * translate them; the engine never returns display text.
 */

/** Tithis 1–15 of each paksha; the 15th is Purnima in Shukla and Amavasya in Krishna paksha. */
export const TITHIS = [
  'pratipada',
  'dwitiya',
  'tritiya',
  'chaturthi',
  'panchami',
  'shashthi',
  'saptami',
  'ashtami',
  'navami',
  'dashami',
  'ekadashi',
  'dwadashi',
  'trayodashi',
  'chaturdashi',
] as const;

export const NAKSHATRAS = [
  'ashwini',
  'bharani',
  'krittika',
  'rohini',
  'mrigashira',
  'ardra',
  'punarvasu',
  'pushya',
  'ashlesha',
  'magha',
  'purva-phalguni',
  'uttara-phalguni',
  'hasta',
  'chitra',
  'swati',
  'vishakha',
  'anuradha',
  'jyeshtha',
  'mula',
  'purva-ashadha',
  'uttara-ashadha',
  'shravana',
  'dhanishta',
  'shatabhisha',
  'purva-bhadrapada',
  'uttara-bhadrapada',
  'revati',
] as const;

export const YOGAS = [
  'vishkambha',
  'priti',
  'ayushman',
  'saubhagya',
  'shobhana',
  'atiganda',
  'sukarma',
  'dhriti',
  'shula',
  'ganda',
  'vriddhi',
  'dhruva',
  'vyaghata',
  'harshana',
  'vajra',
  'siddhi',
  'vyatipata',
  'variyana',
  'parigha',
  'shiva',
  'siddha',
  'sadhya',
  'shubha',
  'shukla',
  'brahma',
  'indra',
  'vaidhriti',
] as const;

/** The seven movable karanas repeat eight times between the four fixed ones. */
export const MOVABLE_KARANAS = ['bava', 'balava', 'kaulava', 'taitila', 'garaja', 'vanija', 'vishti'] as const;

/** Lunar months, Chaitra first. */
export const LUNAR_MONTHS = [
  'chaitra',
  'vaishakha',
  'jyeshtha',
  'ashadha',
  'shravana',
  'bhadrapada',
  'ashwin',
  'kartika',
  'margashirsha',
  'pausha',
  'magha',
  'phalguna',
] as const;

/** Sidereal signs, Mesha (Aries) first. */
export const RASHIS = [
  'mesha',
  'vrishabha',
  'mithuna',
  'karka',
  'simha',
  'kanya',
  'tula',
  'vrishchika',
  'dhanu',
  'makara',
  'kumbha',
  'meena',
] as const;

export type LunarMonth = (typeof LUNAR_MONTHS)[number];
export type Rashi = (typeof RASHIS)[number];
export type Nakshatra = (typeof NAKSHATRAS)[number];
