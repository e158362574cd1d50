/**
 * Indic letters to plain Latin, one table for all nine scripts: their Unicode blocks share one
 * layout (ISCII's), so the letter at offset 0x15 is "ka" in each. The Latin is already loose
 * (no aspiration or voicing), because it only ever becomes a search key (key.ts); it keeps the
 * length of a, i and u (ā, ī, ū), which tells words apart in every Indic script (पूरी, पुरी).
 */

/** Unicode blocks of the Indic scripts, by the language code that names their main language. */
const BLOCKS: Array<[start: number, script: IndicScript]> = [
  [0x0900, 'deva'],
  [0x0980, 'beng'],
  [0x0a00, 'guru'],
  [0x0a80, 'gujr'],
  [0x0b00, 'orya'],
  [0x0b80, 'taml'],
  [0x0c00, 'telu'],
  [0x0c80, 'knda'],
  [0x0d00, 'mlym'],
];
export type IndicScript = 'deva' | 'beng' | 'guru' | 'gujr' | 'orya' | 'taml' | 'telu' | 'knda' | 'mlym';

export function scriptOf(char: string): IndicScript | null {
  const code = char.codePointAt(0)!;
  if (code < 0x0900 || code > 0x0d7f) return null;
  return BLOCKS[(code - 0x0900) >> 7]![1];
}

const CONSONANTS: Record<number, string> = {
  0x15: 'k',
  0x16: 'k',
  0x17: 'k',
  0x18: 'k',
  0x19: 'n',
  0x1a: 'c',
  0x1b: 'c',
  0x1c: 'c',
  0x1d: 'c',
  0x1e: 'n',
  0x1f: 't',
  0x20: 't',
  0x21: 't',
  0x22: 't',
  0x23: 'n',
  0x24: 't',
  0x25: 't',
  0x26: 't',
  0x27: 't',
  0x28: 'n',
  0x29: 'n',
  0x2a: 'p',
  0x2b: 'p',
  0x2c: 'p',
  0x2d: 'p',
  0x2e: 'm',
  0x2f: 'y',
  0x30: 'r',
  0x31: 'r',
  0x32: 'l',
  0x33: 'l',
  0x34: 'l',
  0x35: 'p',
  0x36: 's',
  0x37: 's',
  0x38: 's',
  0x39: 'h',
  // Letters with a nukta of their own, and Telugu's tsa, dza and rrra.
  0x58: 'k',
  0x59: 'k',
  0x5a: 'k',
  0x5b: 'c',
  0x5c: 'r',
  0x5d: 'r',
  0x5e: 'p',
  0x5f: 'y',
};

const VOWELS: Record<number, string> = {
  0x04: 'a',
  0x05: 'a',
  0x06: 'ā',
  0x07: 'i',
  0x08: 'ī',
  0x09: 'u',
  0x0a: 'ū',
  0x0b: 'ri',
  0x0c: 'li',
  0x0d: 'e',
  0x0e: 'e',
  0x0f: 'e',
  0x10: 'ai',
  0x11: 'o',
  0x12: 'o',
  0x13: 'o',
  0x14: 'au',
  0x60: 'ri',
  0x61: 'li',
};

/** Vowel signs: they replace the consonant's inherent "a". Devanagari has no short e or o, so none keeps its length. */
const SIGNS: Record<number, string> = {
  0x3e: 'ā',
  0x3f: 'i',
  0x40: 'ī',
  0x41: 'u',
  0x42: 'ū',
  0x43: 'ri',
  0x44: 'ri',
  0x45: 'e',
  0x46: 'e',
  0x47: 'e',
  0x48: 'ai',
  0x49: 'o',
  0x4a: 'o',
  0x4b: 'o',
  0x4c: 'au',
  0x4f: 'au',
  0x62: 'li',
  0x63: 'li',
  0x56: 'ai',
  0x57: 'au',
};

/** Letters whose offset means something else in one script. */
const SCRIPT_LETTERS: Partial<Record<IndicScript, Record<number, string>>> = {
  beng: { 0x4e: 't', 0x70: 'r', 0x71: 'p' }, // khanda ta; Assamese ra and wa
  orya: { 0x71: 'p' }, // wa
  guru: { 0x70: 'n', 0x71: '' }, // tippi (a nasal), addak (doubles the next letter)
  // Chillu letters: a consonant with no vowel after it, and the dot reph.
  mlym: {
    0x4e: 'r',
    0x54: 'm',
    0x55: 'y',
    0x56: 'l',
    0x7a: 'n',
    0x7b: 'n',
    0x7c: 'r',
    0x7d: 'l',
    0x7e: 'l',
    0x7f: 'k',
  },
};

const VIRAMA = 0x4d;
const NUKTA = 0x3c;

/**
 * Whether an Indic word is written to its end: its last consonant has a virama (Tamil's pulli) or
 * is a Malayalam chillu, which a longer word would have joined to its next letter (சமையல், cooking,
 * is written so only as a whole word; சமையலறை, kitchen, has no pulli on its ல).
 */
export function endsWord(word: string): boolean {
  const last = [...word.normalize('NFC')].at(-1);
  const script = last ? scriptOf(last) : null;
  if (!script) return false;
  const offset = last!.codePointAt(0)! & 0x7f;
  return offset === VIRAMA || (script === 'mlym' && SCRIPT_LETTERS.mlym![offset] !== undefined && offset !== 0x4e);
}

/**
 * Replaces every run of Indic letters by loose Latin; other characters are kept. Danda and other
 * punctuation become spaces; digits become ASCII digits.
 */
export function romanise(text: string): string {
  let out = '';
  // True while the last letter written is a consonant whose inherent "a" is still owed.
  let owesA = false;
  let lastLetter = 0;
  const settle = () => {
    if (owesA) out += 'a';
    owesA = false;
  };
  for (const char of text.normalize('NFC')) {
    const script = scriptOf(char);
    if (!script) {
      settle();
      out += char;
      continue;
    }
    const offset = char.codePointAt(0)! & 0x7f;
    const own = SCRIPT_LETTERS[script]?.[offset];
    if (own !== undefined) {
      settle();
      out += own;
      continue;
    }
    if (offset === NUKTA) {
      // ड़ and ढ़ (and Bengali ড়, Odia ଡ଼) are an "r"; other nuktas change no sound a key keeps.
      if (owesA && (lastLetter === 0x21 || lastLetter === 0x22)) {
        out = `${out.slice(0, -1)}r`;
      }
      continue;
    }
    lastLetter = offset;
    const consonant = CONSONANTS[offset];
    if (consonant !== undefined) {
      settle();
      out += consonant;
      owesA = true;
      continue;
    }
    const sign = SIGNS[offset];
    if (sign !== undefined) {
      owesA = false;
      out += sign;
      continue;
    }
    if (offset === VIRAMA) {
      owesA = false;
      continue;
    }
    settle();
    const vowel = VOWELS[offset];
    if (vowel !== undefined) out += vowel;
    else if (offset === 0x01 || offset === 0x02)
      out += 'n'; // candrabindu, anusvara
    else if (offset === 0x50) out += 'om';
    else if (offset >= 0x66 && offset <= 0x6f) out += String(offset - 0x66);
    else if (offset === 0x64 || offset === 0x65) out += ' '; // danda
    // Visarga, avagraha, accents and length marks are not part of a key.
  }
  settle();
  return out;
}
