/** The 10 interface languages of the product (spec section 1), in the order the switcher shows them. */
export const LANGUAGES = ['en', 'hi', 'bn', 'mr', 'te', 'ta', 'gu', 'kn', 'or', 'ml'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's own name for itself, shown in the language switcher. */
export const LANGUAGE_NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  bn: 'বাংলা',
  mr: 'मराठी',
  te: 'తెలుగు',
  ta: 'தமிழ்',
  gu: 'ગુજરાતી',
  kn: 'ಕನ್ನಡ',
  or: 'ଓଡ଼ିଆ',
  ml: 'മലയാളം',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The script each language is written in, named as the Noto font families name it. */
export const SCRIPT_OF_LANGUAGE: Record<Language, string> = {
  en: 'latin',
  hi: 'devanagari',
  mr: 'devanagari',
  bn: 'bengali',
  te: 'telugu',
  ta: 'tamil',
  gu: 'gujarati',
  kn: 'kannada',
  or: 'oriya',
  ml: 'malayalam',
};
