import { describe, expect, it } from 'vitest';
import published from './published-dates.json';
import { yearFestivals, type Festival } from './index';

/**
 * The engine against published calendars for New Delhi, 2025 and 2026 (published-dates.json: each
 * row with the page it comes from). Rows marked OUTLIER (a source's own error) or DISAGREEMENT (a
 * minority source against Drik Panchang and the others) are not required. A row matches when the
 * engine observes that festival on that date: its main date, the Vaishnava day, or the fast's day.
 */
interface Row {
  id: string;
  date: string;
  place: string;
  source: string;
  ekadashi_name?: string;
  note?: string;
}

const delhi = { latitude: 28.6139, longitude: 77.209 };
const years: Record<string, Festival[]> = {
  '2025': yearFestivals(2025, delhi, 'Asia/Kolkata'),
  '2026': yearFestivals(2026, delhi, 'Asia/Kolkata'),
};
const rows = (published as Row[]).filter((r) => r.place === 'New Delhi' && !/OUTLIER|^DISAGREEMENT/.test(r.note ?? ''));

const observed = (row: Row) =>
  years[row.date.slice(0, 4)]!.some(
    (f) =>
      f.id === row.id &&
      (!row.ekadashi_name || f.name === row.ekadashi_name) &&
      [f.date, f.vaishnavaDate, f.vratDate].includes(row.date),
  );

/** Published dates we knowingly differ from, and why. */
const KNOWN = new Set([
  // Government holiday list; Pratipada holds at sunrise on the 10th (ISKCON calendars agree).
  '2026-11-09 govardhan-puja',
]);

describe('published festival dates, New Delhi 2025–2026', () => {
  it('has a real table: at least 60 dated rows, each with its source', () => {
    expect(rows.length).toBeGreaterThanOrEqual(60);
    for (const row of published as Row[]) expect(row.source).toMatch(/^https?:\/\//);
  });

  it('reproduces every row but the known differences', () => {
    const missed = rows.filter((r) => !observed(r)).map((r) => `${r.date} ${r.id}`);
    expect(missed.filter((m) => !KNOWN.has(m))).toEqual([]);
    // The match rate quoted in the notes.
    expect((rows.length - missed.length) / rows.length).toBeGreaterThan(0.99);
  });
});
