import type { Namespace } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

/**
 * What a catalogue's card (a class, a pooja, a temple, a retreat, a journey) reads its words and
 * links with: `t` of its namespace, `lang` of the address (its links stay in it) and `language`, the
 * one the reader's numbers, dates and prices are formatted in.
 */
export function useCardWords<N extends Namespace>(ns: N) {
  const { t, i18n } = useTranslation(ns);
  const { lang = 'en' } = useParams();
  return { t, lang, language: i18n.resolvedLanguage ?? 'en' };
}
