import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@sangam/contracts';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { bundledEnglish } from './resources';
import { loadScriptFaces } from './script-faces';

// One chunk per language and namespace, fetched when first needed (English common is bundled).
const otherLanguages = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*/*.json',
  '!../../locales/en/common.json',
]);

async function loadTranslations(lang: string, ns: string) {
  const loader = otherLanguages[`../../locales/${lang}/${ns}.json`];
  if (!loader) throw new Error(`No translations for ${lang}/${ns}`);
  return (await loader()).default;
}

export function initI18n(lang: Language = DEFAULT_LANGUAGE) {
  if (i18n.isInitialized) return i18n;
  i18n
    .use(resourcesToBackend(loadTranslations))
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      ns: ['common'],
      defaultNS: 'common',
      // English common is bundled; the rest come through the backend above.
      resources: { en: bundledEnglish },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  // The server's render (entry-server.tsx) has no document; the page's language is in its HTML.
  if (typeof document === 'undefined') return i18n;
  i18n.on('languageChanged', (next) => {
    document.documentElement.lang = next;
  });
  document.documentElement.lang = lang;
  return i18n;
}

/**
 * Switches the interface language and waits until its common texts are loaded, and, when a page
 * switches from another language, its script's faces too: the page then changes once, into text drawn
 * in its font. (A first page's faces come with it: the server's head preloads them.)
 */
export async function activateLanguage(lang: Language): Promise<void> {
  if (i18n.resolvedLanguage === lang && i18n.hasLoadedNamespace('common', { lng: lang })) return;
  if (i18n.resolvedLanguage && i18n.resolvedLanguage !== lang)
    await Promise.all([i18n.loadLanguages(lang), loadScriptFaces(lang)]);
  await i18n.changeLanguage(lang);
}

export { i18n };
