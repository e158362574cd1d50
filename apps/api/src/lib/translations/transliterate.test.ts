import { describe, expect, it } from 'vitest';
import { BENGALI_TATSAMA_YA, transliterate } from './transliterate';

describe('a name in the reader’s script', () => {
  it('reads Malayalam chillu letters as the consonants they are', () => {
    expect(transliterate('ഗുരുവായൂർ', 'hi')).toBe('गुरुवायूर्');
  });

  it('reads Tamil letters as their plain sounds, not the aspirated ones', () => {
    expect(transliterate('அருள்மிகு கபாலீஸ்வரர் கோயில்', 'hi')).toBe('अरुळ्मिकु कपालीस्वरर् कोयिल्');
    expect(transliterate('சென்னை', 'hi')).toBe('चेन्नै');
  });

  it('writes Odia with ୟ and ବ, Tamil without Sanscript’s apostrophe', () => {
    expect(transliterate('ശീവേലി', 'or')).toBe('ଶୀବେଲି');
    expect(transliterate('ശ്രീകൃഷ്ണ', 'ta')).toBe('ஶ்ரீக்ருஷ்ண');
  });

  it('writes Bengali with য় between vowels and ল without a nukta', () => {
    expect(transliterate('नारायण', 'bn')).toBe('নারায়ণ');
    expect(transliterate('विजय', 'bn')).toBe('বিজয়');
    expect(transliterate('संयम', 'bn')).toBe('সংযম');
    expect(transliterate('सूर्य', 'bn')).toBe('সূর্য');
    expect(transliterate('यमुना', 'bn')).toBe('যমুনা');
    expect(transliterate('திருச்சிராப்பள்ளி', 'bn')).toBe('তিরুচ্চিরাপ্পল্লি');
  });

  it('keeps য in the tatsama words Bengali writes so, from any script', () => {
    expect(transliterate('अयोध्या', 'bn')).toBe('অযোধ্যা');
    expect(transliterate('ಅಯೋಧ್ಯಾ', 'bn')).toBe('অযোধ্যা');
    expect(transliterate('अयोध्याधाम', 'bn')).toBe('অযোধ্যাধাম');
    // Only at a word's start, and the rule still holds in the same name.
    expect(transliterate('नारायण अयोध्या', 'bn')).toBe('নারায়ণ অযোধ্যা');
    expect(transliterate('शयन आरती', 'bn')).toBe('শয়ন আরতী');
    for (const word of BENGALI_TATSAMA_YA) expect(transliterate(transliterate(word, 'hi')!, 'bn')).toBe(word);
  });

  it('leaves Latin and the reader’s own script alone', () => {
    expect(transliterate('Thrissur', 'hi')).toBeNull();
    expect(transliterate('काशी', 'mr')).toBeNull();
  });
});
