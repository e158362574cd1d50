import type { Translations } from '@sangam/contracts';
import { describe, expect, it } from 'vitest';
import {
  languagesToAdd,
  readTranslations,
  textFieldsOf,
  translationsValue,
  withLanguage,
  withoutLanguage,
  withText,
} from './translations-model';

/** A Hindi temple as the demo keeps it: a copy in its own language, English and Tamil with their lists. */
const stored: Translations = {
  hi: { name: 'श्री गंगेश्वर महादेव मंदिर', description: 'गंगा के घाट पर।' },
  en: { name: 'Shri Gangeshwar Mahadev Temple', place: 'Varanasi', timings: ['Morning'], aartis: ['Mangala aarti'] },
  ta: { name: 'ஸ்ரீ கங்கேஸ்வர மகாதேவர் கோயில்' },
};

describe('the texts a creator gives in other languages', () => {
  it('shows the text fields of the kind, a temple without its lists', () => {
    expect(textFieldsOf('temple')).toEqual([
      { field: 'name', max: 140, long: false },
      { field: 'description', max: 4000, long: true },
      { field: 'place', max: 120, long: false },
      { field: 'region', max: 120, long: false },
    ]);
    expect(textFieldsOf('retreat').map((f) => [f.field, f.long])).toEqual([
      ['title', false],
      ['summary', true],
      ['description', true],
    ]);
  });

  it("starts from the stored languages but the item's own, and offers the others", () => {
    const value = translationsValue('temple', stored, 'hi');
    expect(value.entries.map((e) => e.lang)).toEqual(['en', 'ta']);
    expect(value.entries[0]!.texts).toEqual({
      name: 'Shri Gangeshwar Mahadev Temple',
      description: '',
      place: 'Varanasi',
      region: '',
    });
    expect(languagesToAdd(value, 'hi')).toEqual(['bn', 'mr', 'te', 'gu', 'kn', 'or', 'ml']);
  });

  it('sends nothing when nothing changed, not even the copy in its own language', () => {
    expect(readTranslations('temple', translationsValue('temple', stored, 'hi'))).toBeUndefined();
    expect(readTranslations('temple', translationsValue('temple', null, 'en'))).toBeUndefined();
  });

  it('sends a changed language whole, with the lists this form does not show, and leaves the rest out', () => {
    let value = translationsValue('temple', stored, 'hi');
    value = withText(value, 'en', 'region', '  Uttar Pradesh ');
    expect(readTranslations('temple', value)).toEqual({
      en: {
        name: 'Shri Gangeshwar Mahadev Temple',
        place: 'Varanasi',
        region: 'Uttar Pradesh',
        timings: ['Morning'],
        aartis: ['Mangala aarti'],
      },
    });
  });

  it('sends an added language with its filled fields only, and a removed one as null', () => {
    let value = translationsValue('temple', stored, 'hi');
    value = withLanguage('temple', value, 'bn');
    value = withText(value, 'bn', 'name', 'শ্রী গঙ্গেশ্বর মহাদেব মন্দির');
    value = withoutLanguage(value, 'ta');
    expect(readTranslations('temple', value)).toEqual({ bn: { name: 'শ্রী গঙ্গেশ্বর মহাদেব মন্দির' }, ta: null });
    // An added language left empty is not sent.
    expect(readTranslations('temple', withLanguage('temple', translationsValue('temple', stored, 'hi'), 'mr'))).toBe(
      undefined,
    );
  });

  it('removes a language whose every field was emptied', () => {
    const value = withText(translationsValue('temple', stored, 'hi'), 'ta', 'name', ' ');
    expect(readTranslations('temple', value)).toEqual({ ta: null });
  });

  it('gives back the stored texts of a language removed and added again', () => {
    const value = withLanguage('temple', withoutLanguage(translationsValue('temple', stored, 'hi'), 'ta'), 'ta');
    expect(value.entries.at(-1)!.texts.name).toBe('ஸ்ரீ கங்கேஸ்வர மகாதேவர் கோயில்');
    expect(readTranslations('temple', value)).toBeUndefined();
  });
});
