import type { Language } from '@sangam/contracts';

/**
 * Self-hosted Noto fonts for each Indic script, fetched only when that language is active. Latin
 * text uses the system font, so English pages load no font at all.
 */
const SCRIPT_FONTS: Partial<Record<Language, () => Promise<unknown>>> = {
  hi: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-600.css'),
    ]),
  mr: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-600.css'),
    ]),
  bn: () =>
    Promise.all([
      import('@fontsource/noto-sans-bengali/bengali-400.css'),
      import('@fontsource/noto-sans-bengali/bengali-600.css'),
    ]),
  te: () =>
    Promise.all([
      import('@fontsource/noto-sans-telugu/telugu-400.css'),
      import('@fontsource/noto-sans-telugu/telugu-600.css'),
    ]),
  ta: () =>
    Promise.all([
      import('@fontsource/noto-sans-tamil/tamil-400.css'),
      import('@fontsource/noto-sans-tamil/tamil-600.css'),
    ]),
  gu: () =>
    Promise.all([
      import('@fontsource/noto-sans-gujarati/gujarati-400.css'),
      import('@fontsource/noto-sans-gujarati/gujarati-600.css'),
    ]),
  kn: () =>
    Promise.all([
      import('@fontsource/noto-sans-kannada/kannada-400.css'),
      import('@fontsource/noto-sans-kannada/kannada-600.css'),
    ]),
  or: () =>
    Promise.all([
      import('@fontsource/noto-sans-oriya/oriya-400.css'),
      import('@fontsource/noto-sans-oriya/oriya-600.css'),
    ]),
  ml: () =>
    Promise.all([
      import('@fontsource/noto-sans-malayalam/malayalam-400.css'),
      import('@fontsource/noto-sans-malayalam/malayalam-600.css'),
    ]),
};

export function loadScriptFont(lang: Language): void {
  // A font that fails to load leaves the system fallback in place; nothing to report.
  SCRIPT_FONTS[lang]?.().catch(() => {});
}
