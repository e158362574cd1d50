import { describe, expect, it } from 'vitest';
import { toListParams } from './filters';
import { formatDate, formatDateRange, journeyToday, policyLines } from './format';

describe('policyLines', () => {
  it('reads the steps most days first, each up to the day before the next, and nothing below the last', () => {
    const { lines, noneBelow } = policyLines([
      { days_before: 15, refund_percent: 25 },
      { days_before: 45, refund_percent: 100 },
      { days_before: 30, refund_percent: 50 },
    ]);
    expect(lines).toEqual([
      { from: 45, to: null, percent: 100 },
      { from: 30, to: 44, percent: 50 },
      { from: 15, to: 29, percent: 25 },
    ]);
    expect(noneBelow).toBe(15);
  });

  it('has no line below a step that reaches the day of departure, and none at all for an empty policy', () => {
    expect(policyLines([{ days_before: 0, refund_percent: 50 }])).toEqual({
      lines: [{ from: 0, to: null, percent: 50 }],
      noneBelow: null,
    });
    expect(policyLines([])).toEqual({ lines: [], noneBelow: null });
  });
});

describe('journey dates', () => {
  it('writes a calendar date as that same day whatever the zone', () => {
    expect(formatDate('2026-05-15', 'en-GB')).toMatch(/^Fri,? 15 May 2026$/);
    expect(formatDateRange('2026-05-15', '2026-05-25', 'en-GB')).toMatch(/^15\s?–\s?25 May 2026$/);
  });

  it('counts today on India’s calendar, as the API does', () => {
    // 20:00 UTC on 1 March is already 2 March in India.
    expect(journeyToday(new Date('2026-03-01T20:00:00Z'))).toBe('2026-03-02');
  });
});

describe('toListParams', () => {
  it('turns the address filters into the API’s parameters and drops what the page never offers', () => {
    expect(
      toListParams({ region: 'Odisha', month: '2026-10', price: '2500000', duration: 'week', language: 'ta' }, 'puri'),
    ).toEqual({
      q: 'puri',
      region: 'Odisha',
      month: '2026-10',
      price_max: 2_500_000,
      duration_min: 5,
      duration_max: 7,
      language: 'ta',
    });
    expect(toListParams({ month: '2026-13', price: 'lots', duration: 'forever', language: 'fr' }, '')).toEqual({});
    expect(toListParams({ duration: 'long' }, '')).toEqual({ duration_min: 8 });
  });
});
