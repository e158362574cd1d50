import type { Category, VideoLanguage } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { languageName } from '../../shared/i18n/language-name';

/**
 * Names of categories and video languages in the interface language. A category is named as the
 * API names it in the page's language (editors name categories in the console, issue 21); only
 * when the API gives the original English name our texts know (a category not yet named in this
 * language, or an answer asked for without a language) do our texts name it. Languages by
 * languageName, so "Tamil" reads "तमिल" in Hindi.
 */
export function useCatalogueLabels() {
  const { t, i18n } = useTranslation('videos');
  return {
    category: (category: Pick<Category, 'slug' | 'name'>): string => {
      const key = `categories.${category.slug}` as 'categories.bhajan';
      if (!i18n.exists(key, { ns: 'videos' })) return category.name;
      const original = String(i18n.getFixedT('en', 'videos')(key));
      return category.name === original ? String(t(key)) : category.name;
    },
    language: (language: Pick<VideoLanguage, 'code' | 'name'>) =>
      languageName(language.code, i18n.language, language.name),
  };
}
