import type { Category, VideoLanguage } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { languageName } from '../../shared/i18n/language-name';

/**
 * Names of categories and video languages in the interface language: categories from our texts
 * (an administrator's new category shows its own name until translated), languages by
 * languageName, so "Tamil" reads "तमिल" in Hindi.
 */
export function useCatalogueLabels() {
  const { t, i18n } = useTranslation('videos');
  return {
    category: (category: Pick<Category, 'slug' | 'name'>) =>
      i18n.exists(`categories.${category.slug}`, { ns: 'videos' })
        ? t(`categories.${category.slug}` as 'categories.bhajan')
        : category.name,
    language: (language: Pick<VideoLanguage, 'code' | 'name'>) =>
      languageName(language.code, i18n.language, language.name),
  };
}
