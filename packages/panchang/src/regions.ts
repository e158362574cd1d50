/**
 * Where each festival is kept (issue 25): a festival carries the regions whose calendars observe
 * it, `all` for the pan-Indian ones. A reader's tradition (the calendar they live by) picks the
 * regions shown to them by default; the API's `region=` narrows a year to one region (and `all`).
 */

export const REGIONS = [
  'all',
  'north',
  'tamil',
  'malayalam',
  'bengali',
  'odia',
  'gujarati',
  'marathi',
  'assamese',
  'punjabi',
  'telugu',
  'kannada',
] as const;
export type Region = (typeof REGIONS)[number];

/** The calendars a reader may follow: North Indian purnimanta, or one of the regional ones. */
export const TRADITIONS = ['north', 'tamil', 'malayalam', 'bengali', 'odia', 'gujarati'] as const;
export type Tradition = (typeof TRADITIONS)[number];

/** Festivals kept in some regions only; every other id is kept everywhere (`all`). */
const REGIONAL: Record<string, Region[]> = {
  ugadi: ['telugu', 'kannada'],
  'gudi-padwa': ['marathi'],
  'chaitra-navratri': ['north', 'gujarati', 'marathi'],
  'karva-chauth': ['north', 'punjabi'],
  'govardhan-puja': ['north', 'gujarati'],
  chhath: ['north'],
  'thai-pongal': ['tamil'],
  bhogi: ['tamil', 'telugu'],
  puthandu: ['tamil'],
  thaipusam: ['tamil', 'malayalam'],
  'aadi-perukku': ['tamil'],
  'skanda-sashti': ['tamil'],
  'vaikunta-ekadashi': ['tamil', 'malayalam', 'telugu', 'kannada'],
  'karthigai-deepam': ['tamil'],
  onam: ['malayalam'],
  vishu: ['malayalam'],
  makaravilakku: ['malayalam'],
  'attukal-pongala': ['malayalam'],
  mahalaya: ['bengali', 'odia', 'assamese'],
  'durga-saptami': ['bengali', 'odia', 'assamese'],
  'durga-ashtami': ['bengali', 'odia', 'assamese'],
  'durga-navami': ['bengali', 'odia', 'assamese'],
  // Kept by Dashami at sunrise; the south and west keep it as Dussehra (a variant rule, festivals.ts).
  'vijaya-dashami': ['bengali', 'odia', 'assamese'],
  'kali-puja': ['bengali', 'odia', 'assamese'],
  'kojagari-lakshmi-puja': ['bengali', 'odia', 'assamese'],
  'pohela-boishakh': ['bengali'],
  'saraswati-puja': ['bengali', 'odia', 'assamese'],
  'jamai-sashti': ['bengali'],
  'rath-yatra': ['odia', 'bengali'],
  'snana-purnima': ['odia'],
  'raja-parba': ['odia'],
  'pana-sankranti': ['odia'],
  'kumar-purnima': ['odia'],
  'bohag-bihu': ['assamese'],
  'magh-bihu': ['assamese'],
  lohri: ['punjabi', 'north'],
  baisakhi: ['punjabi', 'north'],
  'hariyali-teej': ['north'],
  'hartalika-teej': ['north', 'marathi'],
  'vat-savitri': ['north', 'odia'],
  // Everywhere but Gujarat, whose Nag Pancham falls a fortnight later (a variant rule, festivals.ts).
  'naga-panchami': REGIONS.filter((r) => r !== 'all' && r !== 'gujarati'),
  'ahoi-ashtami': ['north'],
  'gujarati-new-year': ['gujarati'],
  'ayudha-puja': ['tamil', 'malayalam', 'kannada', 'telugu'],
};

export function regionsOf(id: string): Region[] {
  return REGIONAL[id] ?? ['all'];
}

/** The regions a tradition's reader sees by default: their own, the neighbours who share its feasts, and `all`. */
export const TRADITION_REGIONS: Record<Tradition, Region[]> = {
  north: ['all', 'north', 'punjabi'],
  tamil: ['all', 'tamil'],
  malayalam: ['all', 'malayalam'],
  bengali: ['all', 'bengali'],
  odia: ['all', 'odia'],
  gujarati: ['all', 'gujarati'],
};

/** Whether a festival of these regions belongs to a list narrowed to one region. */
export const keptIn = (regions: readonly Region[], region: Region) =>
  region === 'all' || regions.includes('all') || regions.includes(region);

/** The tradition a reader of an interface language follows unless they choose another (issue 25). */
const LANGUAGE_TRADITIONS: Record<string, Tradition> = {
  ta: 'tamil',
  ml: 'malayalam',
  bn: 'bengali',
  or: 'odia',
  gu: 'gujarati',
};

export const defaultTradition = (language: string): Tradition => LANGUAGE_TRADITIONS[language] ?? 'north';
