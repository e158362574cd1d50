/** An item's texts in other languages in a form: the fieldset, the value it edits, the API's refusals. */
export { translationsFieldErrors, withoutTranslationsFields } from './translation-errors';
export { TranslationsFieldset } from './translations-fieldset';
export {
  readTranslations,
  translationsValue,
  withLanguage,
  withoutLanguage,
  withText,
  type TranslationsValue,
} from './translations-model';
