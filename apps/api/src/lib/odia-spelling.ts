/**
 * Sanscript writes Sanskrit in Odia letter for letter (य → ଯ, व → ଵ), but Odia spells those sounds
 * as its readers know them: ଯ begins a word and follows the anusvara (ସଂଯମ), after ର it is doubled
 * (ସୂର୍ଯ୍ୟ, କାର୍ଯ୍ୟ), and everywhere else, the subjoined ya-phala too, it is ୟ (U+0B5F: ମହାକାୟ,
 * ନାରାୟଣ, ଧର୍ମସ୍ୟ); va is ବ (ସର୍ବ, ବକ୍ରତୁଣ୍ଡ), and ୱ as the subjoined va-phala after a consonant
 * other than ର (ସ୍ୱାହା, ଦ୍ୱାର, ତତ୍ତ୍ୱ). This turns the first into the second.
 */
const YA = '\u0B2F';
const YYA = '\u0B5F';
const VA = '\u0B35';
const VIRAMA = '\u0B4D';
const RA_VIRAMA = `\u0B30${VIRAMA}`;
const ANUSVARA = '\u0B02';
/** Whether the text ends in an Odia letter, vowel sign or mark: then ya is part of a word, not its start. */
function endsInWord(text: string): boolean {
  const code = text.codePointAt(text.length - 1) ?? 0;
  return (code >= 0x0b01 && code <= 0x0b57 && code !== 0x0b04) || (code >= 0x0b5c && code <= 0x0b61) || code === 0x0b71;
}

/** ର with a virama that begins its cluster (ସର୍ବ), not a subjoined ra-phala (ତ୍ର୍ୟମ୍ବକ). */
const endsWithRepha = (before: string) => before.endsWith(RA_VIRAMA) && !before.slice(0, -2).endsWith(VIRAMA);

function ya(before: string): string {
  if (endsWithRepha(before)) return `${YA}${VIRAMA}${YYA}`;
  if (before.endsWith(ANUSVARA) || !endsInWord(before)) return YA;
  return YYA;
}

function va(before: string): string {
  return before.endsWith(VIRAMA) && !endsWithRepha(before) ? '\u0B71' : '\u0B2C';
}

export function odiaSpelling(text: string): string {
  let out = '';
  for (const char of text) {
    if (char === YA) out += ya(out);
    else if (char === VA) out += va(out);
    else out += char;
  }
  return out;
}
