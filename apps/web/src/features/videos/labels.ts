import type { Category, VideoLanguage } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';

/**
 * Names of categories and video languages in the interface language: categories from our texts
 * (an administrator's new category shows its own name until translated), languages from the
 * browser's own list of language names (Intl.DisplayNames), so "Tamil" reads "तमिल" in Hindi.
 */
export function useCatalogueLabels() {
  const { t, i18n } = useTranslation('videos');
  const names = languageNames(i18n.language);
  return {
    category: (category: Pick<Category, 'slug' | 'name'>) =>
      i18n.exists(`categories.${category.slug}`, { ns: 'videos' })
        ? t(`categories.${category.slug}` as 'categories.bhajan')
        : category.name,
    language: (language: Pick<VideoLanguage, 'code' | 'name'>) => names?.of(language.code) ?? language.name,
  };
}

// Making an Intl.DisplayNames takes milliseconds; every card asks, so one per language.
const displayNames = new Map<string, Intl.DisplayNames | null>();

function languageNames(language: string): Intl.DisplayNames | null {
  if (!displayNames.has(language)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'language' });
    } catch {
      names = null; // An engine without it: the catalogue's own names.
    }
    displayNames.set(language, names);
  }
  return displayNames.get(language)!;
}
