import { isLanguage, type Language } from '@sangam/contracts';
import type { AboutValues } from './about-fieldset';

/** A new item's about values: nothing written yet, in the reader's language (English where the site has none such). */
export function newAboutValues(language: string): AboutValues {
  const lang: Language = isLanguage(language) ? language : 'en';
  return { title: '', summary: '', description: '', content_language: lang, languages: [lang] };
}

/** A saved item's about values, as the about fieldset edits them. */
export function aboutValuesOf(item: {
  title: string;
  summary: string;
  description: string;
  content_language: string;
  languages: string[];
}): AboutValues {
  return {
    title: item.title,
    summary: item.summary,
    description: item.description,
    content_language: item.content_language as Language,
    languages: item.languages as Language[],
  };
}
