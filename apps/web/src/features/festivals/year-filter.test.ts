import type { Festival } from '@sangam/contracts';
import { describe, expect, it } from 'vitest';
import { byMonth, festivalsShown, keptOnTwoDays, regionChoice } from './year-filter';

const f = (id: string, date: string, regions: string[]): Festival => ({ id, date, regions });
const year = [
  f('durga-ashtami', '2026-10-19', ['bengali', 'odia', 'assamese']),
  f('thai-pongal', '2026-01-15', ['tamil']),
  f('diwali', '2026-11-08', ['all']),
  f('purnima', '2026-01-03', ['all']),
  f('lohri', '2026-01-13', ['punjabi', 'north']),
  f('onam', '2026-08-26', ['malayalam']),
];
const ids = (list: Festival[]) => list.map((x) => x.id);

describe("the year's festivals a reader is shown", () => {
  it("are those of their tradition's regions by default, in date order, without monthly ones", () => {
    expect(ids(festivalsShown(year, null, 'tamil'))).toEqual(['thai-pongal', 'diwali']);
    expect(ids(festivalsShown(year, null, 'north'))).toEqual(['lohri', 'diwali']);
    expect(ids(festivalsShown(year, null, 'bengali'))).toEqual(['durga-ashtami', 'diwali']);
  });

  it('are those kept in one chosen region, or in every region', () => {
    expect(ids(festivalsShown(year, 'malayalam', 'tamil'))).toEqual(['onam', 'diwali']);
    expect(ids(festivalsShown(year, 'all', 'tamil'))).toEqual([
      'lohri',
      'thai-pongal',
      'onam',
      'durga-ashtami',
      'diwali',
    ]);
  });

  it('reads only a known region from the address', () => {
    expect(regionChoice('odia')).toBe('odia');
    expect(regionChoice('atlantis')).toBeNull();
    expect(regionChoice(null)).toBeNull();
  });

  it('are grouped by month', () => {
    expect(byMonth(festivalsShown(year, 'all', 'north')).map((m) => [m.month, ids(m.festivals)])).toEqual([
      ['2026-01', ['lohri', 'thai-pongal']],
      ['2026-08', ['onam']],
      ['2026-10', ['durga-ashtami']],
      ['2026-11', ['diwali']],
    ]);
  });
});

describe('feasts kept on two days', () => {
  it('are the ids a list holds twice', () => {
    const list = [
      f('naga-panchami', '2025-07-29', ['north']),
      f('diwali', '2025-10-20', ['all']),
      f('naga-panchami', '2025-08-13', ['gujarati']),
    ];
    expect([...keptOnTwoDays(list)]).toEqual(['naga-panchami']);
    expect(keptOnTwoDays(list.slice(0, 2)).size).toBe(0);
  });
});
