import { describe, expect, it } from 'vitest';
import { festivalsBetween, type Festival } from './festivals';
import { keptIn, type Region } from './regions';
import festivals from './published-regional-festivals.json';
import solar from './published-solar-dates.json';
import { solarDates, type SolarDates } from './solar';

/**
 * The engine against published rows for issue 25's regional calendars and festivals (decision 027):
 * the solar calendars' dates (Tamil, Malayalam, Bengali, Odia) and the regional festivals under the
 * contract's ids, each row with its page. Rows marked OUTLIER (a page contradicted by others, or
 * another observance under the same name) or DISAGREEMENT (a minority of the sources for that place
 * and year) are not required; every other row is, but for the differences listed with their reasons.
 */
const PLACES: Record<string, { latitude: number; longitude: number; zone?: string }> = {
  Chennai: { latitude: 13.08, longitude: 80.27 },
  Coimbatore: { latitude: 11.0168, longitude: 76.9558 },
  Tiruchendur: { latitude: 8.4966, longitude: 78.1197 },
  Tiruvannamalai: { latitude: 12.2253, longitude: 79.0747 },
  Srirangam: { latitude: 10.8627, longitude: 78.6928 },
  Hyderabad: { latitude: 17.385, longitude: 78.4867 },
  'Kuala Lumpur': { latitude: 3.139, longitude: 101.6869, zone: 'Asia/Kuala_Lumpur' },
  Thiruvananthapuram: { latitude: 8.5241, longitude: 76.9366 },
  Kochi: { latitude: 9.9312, longitude: 76.2673 },
  Vazhoor: { latitude: 9.57, longitude: 76.75 },
  Palakkad: { latitude: 10.7867, longitude: 76.6548 },
  Sabarimala: { latitude: 9.4346, longitude: 77.0814 },
  Kolkata: { latitude: 22.5726, longitude: 88.3639 },
  Dhaka: { latitude: 23.8103, longitude: 90.4125, zone: 'Asia/Dhaka' },
  Bhubaneswar: { latitude: 20.2961, longitude: 85.8245 },
  Puri: { latitude: 19.8135, longitude: 85.8312 },
  Cuttack: { latitude: 20.4625, longitude: 85.8828 },
  Guwahati: { latitude: 26.1445, longitude: 91.7362 },
  Amritsar: { latitude: 31.634, longitude: 74.8723 },
  'New Delhi': { latitude: 28.6139, longitude: 77.209 },
  Mumbai: { latitude: 19.076, longitude: 72.8777 },
  Ahmedabad: { latitude: 23.0225, longitude: 72.5714 },
  Gandhinagar: { latitude: 23.2156, longitude: 72.6369 },
};
/** The calendar each place keeps, so a row is held to the day its own region keeps the feast on. */
const REGION_OF: Record<string, Region> = {
  Chennai: 'tamil',
  Coimbatore: 'tamil',
  Tiruchendur: 'tamil',
  Tiruvannamalai: 'tamil',
  Srirangam: 'tamil',
  Hyderabad: 'telugu',
  'Kuala Lumpur': 'tamil',
  Thiruvananthapuram: 'malayalam',
  Kochi: 'malayalam',
  Vazhoor: 'malayalam',
  Palakkad: 'malayalam',
  Sabarimala: 'malayalam',
  Kolkata: 'bengali',
  Dhaka: 'bengali',
  Bhubaneswar: 'odia',
  Puri: 'odia',
  Cuttack: 'odia',
  Guwahati: 'assamese',
  Amritsar: 'punjabi',
  'New Delhi': 'north',
  Mumbai: 'marathi',
  Ahmedabad: 'gujarati',
  Gandhinagar: 'gujarati',
};
const zoneOf = (place: string) => PLACES[place]!.zone ?? 'Asia/Kolkata';
const required = (row: { note?: string }) => !/^(OUTLIER|DISAGREEMENT)/.test(row.note ?? '');
const FESTIVAL_IDS = [
  'thai-pongal',
  'bhogi',
  'puthandu',
  'thaipusam',
  'aadi-perukku',
  'skanda-sashti',
  'vaikunta-ekadashi',
  'karthigai-deepam',
  'onam',
  'vishu',
  'makaravilakku',
  'attukal-pongala',
  'mahalaya',
  'durga-saptami',
  'durga-ashtami',
  'durga-navami',
  'vijaya-dashami',
  'kali-puja',
  'kojagari-lakshmi-puja',
  'pohela-boishakh',
  'saraswati-puja',
  'jamai-sashti',
  'rath-yatra',
  'snana-purnima',
  'raja-parba',
  'pana-sankranti',
  'kumar-purnima',
  'bohag-bihu',
  'magh-bihu',
  'lohri',
  'baisakhi',
  'naga-panchami',
  'hariyali-teej',
  'hartalika-teej',
  'vat-savitri',
  'ahoi-ashtami',
  'narak-chaturdashi',
  'sharad-purnima',
  'buddha-purnima',
  'pitru-paksha',
  'sarva-pitru-amavasya',
  'gudi-padwa',
  'gujarati-new-year',
  'ayudha-puja',
];

describe('published regional rows', () => {
  it('date and source every festival row under a contract id, each id at least twice', () => {
    expect(festivals.length).toBeGreaterThanOrEqual(120);
    for (const row of festivals) {
      expect(FESTIVAL_IDS, row.id).toContain(row.id);
      expect(row.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.source).toMatch(/^https?:\/\//);
    }
    for (const id of FESTIVAL_IDS) expect(festivals.filter((r) => r.id === id).length, id).toBeGreaterThanOrEqual(2);
  });

  it('date and source every solar row, at least ten for each of the four calendars', () => {
    for (const calendar of ['tamil', 'malayalam', 'bengali', 'odia']) {
      expect(solar.filter((r) => r.calendar === calendar).length, calendar).toBeGreaterThanOrEqual(10);
    }
    for (const row of solar) {
      expect(row.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.source).toMatch(/^https?:\/\//);
      expect(row.day).toBeGreaterThanOrEqual(1);
    }
  });
});

/** Published festival dates we knowingly differ from: sources that split, and why we side as we do. */
const KNOWN_FESTIVALS = new Set([
  // Aadi 18: these count Aadi from July 16 (a sankranti at 17:30); Tamil month lists begin it on the 17th.
  '2025-08-02 aadi-perukku Chennai',
  // Pages split 1:1 on the day; the star holds at midday on the 4th.
  '2025-12-03 karthigai-deepam Chennai',
  '2023-08-31 onam Thiruvananthapuram',
  '2024-01-13 lohri Amritsar',
  // The Mesha sankranti at 09:3x on the 14th; a single page gives the 13th.
  '2026-04-13 baisakhi Amritsar',
  // Kumar Purnima by the full moon at midnight: right in 2024 and 2025, a day early for this 2021 page.
  '2021-10-20 kumar-purnima Bhubaneswar',
  // A sankranti at 21:06: the Odia pages split 2:2 between the 13th and the 14th.
  '2024-04-13 pana-sankranti Bhubaneswar',
  // One page against Dashami at sunrise; the four Kolkata pages of 2026 keep Dashami at sunrise.
  '2024-10-12 vijaya-dashami Kolkata',
  '2025-10-19 narak-chaturdashi Kolkata',
  '2026-06-15 raja-parba Bhubaneswar',
]);

/** Published solar dates we knowingly differ from. */
const KNOWN_SOLAR = new Set([
  // Tamil pages split on late-afternoon sankrantis (vakya almanacs against drik ones); we follow
  // the madhyahna rule that dates Thai 1 2026, Karthigai 1 2025 and Aadi 1 2025 as most pages do.
  'tamil maasi 1 2024-02-13',
  'tamil aani 1 2023-06-15',
  'tamil aadi 1 2025-07-16',
  'tamil vaikasi 5 2024-05-18',
  'tamil vaikasi 7 2024-05-20',
  'tamil vaikasi 10 2024-05-23',
  'tamil vaikasi 13 2024-05-26',
  'tamil vaikasi 16 2024-05-29',
  // One 2026 list dates evening sankrantis (the sankramam), not the month's first day.
  'malayalam thulam 1 2026-10-17',
  'malayalam vrischikam 1 2026-11-16',
  'malayalam makaram 1 2027-01-14',
  // The Beni Madhab Sil panjika reckons by the Surya Siddhanta, a day later than the drik sankranti.
  'bengali ashwin 21 2024-10-08',
  'bengali ashwin 22 2024-10-09',
  'bengali ashwin 23 2024-10-10',
  'bengali ashwin 24 2024-10-11',
  'bengali ashwin 25 2024-10-12',
  'bengali boishakh 1 2024-04-15',
]);

const festivalYears = new Map<string, Festival[]>();
function keptOn(row: { id: string; date: string; place: string }) {
  const key = `${row.place} ${row.date.slice(0, 4)}`;
  if (!festivalYears.has(key)) {
    const year = row.date.slice(0, 4);
    festivalYears.set(key, festivalsBetween(`${year}-01-01`, `${year}-12-31`, PLACES[row.place]!, zoneOf(row.place)));
  }
  // The feast as the place's region keeps it (a regional variant's day where it has one), or as
  // kept anywhere when no region of it names the place's (a Bengali feast reported from Chennai).
  const same = festivalYears.get(key)!.filter((f) => f.id === row.id);
  const own = same.filter((f) => keptIn(f.regions, REGION_OF[row.place]!));
  return (own.length ? own : same).some((f) => [f.date, f.vaishnavaDate, f.vratDate].includes(row.date));
}

describe('the engine against the published regional rows', () => {
  it('keeps every required festival row on its published day, but the known differences', () => {
    const rows = festivals.filter(required);
    const missed = rows.filter((r) => !keptOn(r)).map((r) => `${r.date} ${r.id} ${r.place}`);
    expect(missed.filter((m) => !KNOWN_FESTIVALS.has(m))).toEqual([]);
    // A difference mended is struck from the list, so the list stays the truth.
    expect([...KNOWN_FESTIVALS].filter((m) => !missed.includes(m))).toEqual([]);
    // The match rate quoted in the notes (decision 027's table).
    expect((rows.length - missed.length) / rows.length).toBeGreaterThan(0.95);
  }, 60_000);

  it('dates every solar row (month, day, Tamil year, Kollam and Bengali eras), but the known differences', () => {
    // Bangladesh keeps a revised Bengali calendar of fixed month lengths since 1987: not ours.
    const rows = solar.filter((r) => r.place !== 'Dhaka');
    // Odia pages also name months by their sign (Dhanu is Pausa, Makara is Magha).
    const ODIA_SIGN_NAMES: Record<string, string> = { dhanu: 'pausa', makara: 'magha' };
    const missed = rows
      .filter((r) => {
        const dates = solarDates(r.date, PLACES[r.place]!, zoneOf(r.place));
        const got = dates[r.calendar as keyof SolarDates] as { month: string; day: number } & Record<string, unknown>;
        const month = r.calendar === 'odia' ? (ODIA_SIGN_NAMES[r.month] ?? r.month) : r.month;
        return (
          got.month !== month ||
          got.day !== r.day ||
          (r.era_year !== null && got.eraYear !== r.era_year) ||
          (r.year_name !== null && got.yearName !== r.year_name.toLowerCase())
        );
      })
      .map((r) => `${r.calendar} ${r.month} ${r.day} ${r.date}`);
    expect(missed.filter((m) => !KNOWN_SOLAR.has(m))).toEqual([]);
    expect([...KNOWN_SOLAR].filter((m) => !missed.includes(m))).toEqual([]);
  });
});
