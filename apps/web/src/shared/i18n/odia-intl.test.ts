import { describe, expect, it } from 'vitest';
import { joinList } from './odia-intl';

describe('lists', () => {
  it('join in Odia as CLDR does, also where the browser has no Odia lists', () => {
    const native = Intl.ListFormat.supportedLocalesOf;
    for (const missing of [false, true]) {
      if (missing) Intl.ListFormat.supportedLocalesOf = () => [];
      try {
        expect(joinList(['ହିନ୍ଦୀ', 'ଓଡ଼ିଆ'], 'or')).toBe('ହିନ୍ଦୀ ଓ ଓଡ଼ିଆ');
        expect(joinList(['a', 'b', 'c'], 'or')).toBe('a, b, ଓ c');
        expect(joinList(['a'], 'or')).toBe('a');
        expect(joinList(['Hindi', 'English'], 'en')).toBe('Hindi and English');
      } finally {
        Intl.ListFormat.supportedLocalesOf = native;
      }
    }
  });
});
