import { describe, expect, it } from 'vitest';
import { cleanDisplayLine, cleanDisplayParagraphs, displayLine, displayParagraphs } from './display-text';

const ZWJ = '\u200D';
const ZWNJ = '\u200C';

describe('display text', () => {
  it('keeps ZWJ and ZWNJ inside Indic words, where they choose the letters’ shapes', () => {
    for (const word of [
      `क्${ZWJ}ष`, // Hindi: a half-form of क before ष
      `क्${ZWNJ}ष`, // Hindi: the virama shown, no conjunct
      `र${ZWJ}्य`, // Marathi eyelash ra
      `র${ZWJ}্যাব`, // Bengali র‍্যাব (the ya-phala after ra)
      `അവന്${ZWJ}`, // Malayalam chillu ൻ written with ZWJ, at the end of a word
      `അവന്${ZWJ} വന്നു`, // …and before a space
      `ന്${ZWJ}റ`, // Malayalam
      `శ్రీ${ZWNJ}కాంత్`, // Telugu
      `ಕ್${ZWJ}ಷ`, // Kannada
      `ମ୍${ZWNJ}ଟ`, // Odia
      `நன்றி`, // Tamil, none needed
      `👨${ZWJ}👩${ZWJ}👧`, // an emoji family
    ]) {
      expect(cleanDisplayLine(word), word).toBe(word);
      expect(cleanDisplayParagraphs(word), word).toBe(word);
    }
  });

  it('removes ZWJ and ZWNJ where they are only invisible', () => {
    expect(cleanDisplayLine(`ad${ZWNJ}min`)).toBe('admin');
    expect(cleanDisplayLine(`${ZWJ}Meera${ZWJ}`)).toBe('Meera');
    expect(cleanDisplayLine(`क्${ZWJ}${ZWJ}${ZWJ}ष`)).toBe(`क्${ZWJ}ष`);
    expect(cleanDisplayLine(`${ZWNJ}${ZWNJ}`)).toBe('');
  });

  it('removes direction overrides, isolates and marks', () => {
    expect(cleanDisplayLine('Meera \u202Eelpmaxe.live\u202C')).toBe('Meera elpmaxe.live');
    for (const mark of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
    ])
      expect(cleanDisplayLine(`a${mark}b`), mark.codePointAt(0)!.toString(16)).toBe('ab');
  });

  it('removes zero-width and invisible characters', () => {
    for (const invisible of ['\u200B', '\u2060', '\uFEFF', '\u00AD', '\u2062', '\u3164', '\u115F', '\u180E'])
      expect(cleanDisplayLine(`Ar${invisible}jun`), invisible.codePointAt(0)!.toString(16)).toBe('Arjun');
    expect(cleanDisplayLine('\u3164\u3164')).toBe('');
  });

  it('removes control characters; a line takes breaks and tabs as spaces, paragraphs keep them', () => {
    expect(cleanDisplayLine('Om\u0000 Namah\u0007 Shivaya\u001B[31m\u0085\u009B')).toBe('Om Namah Shivaya[31m');
    expect(cleanDisplayLine('Gita\r\nstudy\tcircle\n')).toBe('Gita study circle');
    expect(cleanDisplayParagraphs('First line\r\nSecond\tline\rThird\u2028Fourth\u0000\u202E')).toBe(
      'First line\nSecond\tline\nThird\nFourth',
    );
    expect(cleanDisplayParagraphs('  \n Paragraph \n\n')).toBe('Paragraph');
  });

  it('leaves ordinary text of every language alone', () => {
    for (const text of [
      'Sanatan Sangam',
      'सनातन संगम',
      'সনাতন সঙ্গম',
      'ਸਤ ਸ੍ਰੀ ਅਕਾਲ',
      'ગીતા',
      'ଓଡ଼ିଆ',
      'మీరు',
      'ನೀವು',
      'நீங்கள்',
      'നിങ്ങൾ',
      'Ōm — “śānti” 🙏🏽',
    ])
      expect(cleanDisplayLine(text), text).toBe(text);
  });

  it('as zod fields: cleaned first, then measured, so an invisible-only required field is refused', () => {
    const name = displayLine({ message: 'Enter a name.' })
      .min(1, { message: 'Enter a name.' })
      .max(5, { message: 'Too long.' });
    expect(name.parse(' Me\u202Eera ')).toBe('Meera');
    expect(name.safeParse('\u200B\u202E').error?.issues[0]?.message).toBe('Enter a name.');
    expect(name.safeParse('M\u200Be\u200Be\u200Br\u200Ba\u200B').success).toBe(true);
    expect(name.safeParse(42).error?.issues[0]?.message).toBe('Enter a name.');
    expect(displayParagraphs().max(100).parse('a\r\nb\u2066')).toBe('a\nb');
  });
});
