import { describe, expect, it } from 'vitest';
import { banDays } from './ban-panel';

describe("a ban's number of days", () => {
  it('is none (until lifted) when left empty', () => {
    expect(banDays('')).toBeNull();
    expect(banDays('   ')).toBeNull();
  });

  it('is a whole number from 1 to 3650', () => {
    expect(banDays(' 7 ')).toBe(7);
    expect(banDays('3650')).toBe(3650);
  });

  it('refuses zero, too many, fractions and words', () => {
    for (const typed of ['0', '3651', '1.5', '-3', 'seven']) expect(banDays(typed)).toBe('invalid');
  });
});
