import { describe, expect, it } from 'vitest';
import { countryName } from './country-name';

describe('countryName', () => {
  it('names a country in the reader’s language', () => {
    expect(countryName('India', 'hi')).toBe('भारत');
    expect(countryName('India', 'ta')).toBe('இந்தியா');
    expect(countryName('india ', 'or')).toBe('ଭାରତ');
    expect(countryName('Nepal', 'bn')).toBe('নেপাল');
    expect(countryName('United Kingdom', 'ml')).toBe('യുണൈറ്റഡ് കിംഗ്ഡം');
  });

  it('keeps the country as written in English, without a language, or when ICU does not know it', () => {
    expect(countryName('India', 'en')).toBe('India');
    expect(countryName('India', undefined)).toBe('India');
    expect(countryName('Bharatvarsha', 'hi')).toBe('Bharatvarsha');
  });
});
