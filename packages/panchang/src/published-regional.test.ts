import { describe, expect, it } from 'vitest';
import festivals from './published-regional-festivals.json';
import solar from './published-solar-dates.json';

/**
 * Published rows for issue 25's regional calendars and festivals, gathered with their pages before
 * the engine knows them: the solar calendars' dates (Tamil, Malayalam, Bengali, Odia) and the
 * regional festivals under the contract's ids. The engine's tests will hold it to these; until then
 * this keeps the tables honest: every row dated, sourced and named by a contract id.
 */
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
