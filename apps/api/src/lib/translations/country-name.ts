import type { Language } from '@sangam/contracts';

/**
 * A country as a reader of `lang` names it: temples and retreats keep their country as written, in
 * English ("India"), and a Hindi page said "…, India". The country is found among the regions ICU
 * names in English and named again in the reader's language (भारत, இந்தியா, ଭାରତ); a name ICU does not
 * know stays as written.
 */
export function countryName(country: string, lang: Language | undefined): string {
  if (!lang || lang === 'en') return country;
  const code = regionCodes().get(country.trim().toLowerCase());
  if (!code) return country;
  let names = namers.get(lang);
  if (!names) namers.set(lang, (names = new Intl.DisplayNames([lang], { type: 'region' })));
  return names.of(code) ?? country;
}

const namers = new Map<Language, Intl.DisplayNames>();
let byEnglishName: Map<string, string> | null = null;

/** Every two-letter region ICU names, by its English name in lower case (made once, on first use). */
function regionCodes(): Map<string, string> {
  if (byEnglishName) return byEnglishName;
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  byEnglishName = new Map();
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const first of letters)
    for (const second of letters) {
      const code = first + second;
      const name = english.of(code);
      if (name && name !== 'Unknown Region') byEnglishName.set(name.toLowerCase(), code);
    }
  return byEnglishName;
}
