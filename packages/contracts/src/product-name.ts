import { isLanguage, type Language } from './languages';

/** The product's name as the logo and the page titles write it (APP_LABEL's default). */
export const PRODUCT_LABEL = 'Sanatan Sangam';

/** The product's name inside a sentence, in each language's own script. */
export const PRODUCT_NAMES: Record<Language, string> = {
  en: 'Sanatan Sangam',
  hi: 'सनातन संगम',
  bn: 'সনাতন সঙ্গম',
  mr: 'सनातन संगम',
  te: 'సనాతన సంగమం',
  ta: 'சனாதன சங்கமம்',
  gu: 'સનાતન સંગમ',
  kn: 'ಸನಾತನ ಸಂಗಮ',
  or: 'ସନାତନ ସଙ୍ଗମ',
  ml: 'സനാതന സംഗമം',
};

/**
 * The name a sentence of a language calls the product by: ours in the reader's script, or the
 * label a deployment gave itself (APP_LABEL), which is its own name and stays as written.
 */
export function nameInText(language: string, label: string): string {
  if (label !== PRODUCT_LABEL) return label;
  return PRODUCT_NAMES[isLanguage(language) ? language : 'en'];
}
