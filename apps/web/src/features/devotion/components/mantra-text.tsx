import type { Chant } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { deityName, formatNumber, sourceName } from '../chant-labels';
import styles from './chanting.module.css';

/** BCP 47 script subtags of the scripts the API writes a mantra in, for the text's lang attribute. */
const SCRIPT_TAG: Record<string, string> = {
  en: 'Latn',
  hi: 'Deva',
  mr: 'Deva',
  bn: 'Beng',
  te: 'Telu',
  ta: 'Taml',
  gu: 'Gujr',
  kn: 'Knda',
  or: 'Orya',
  ml: 'Mlym',
};

/**
 * A mantra as the API gives it: in the reader's script (IAST for English), the IAST line beside it
 * (Tamil readers need it for the sounds), the Devanagari original, and its meaning and where it
 * comes from in the interface language, exactly as the API states them: nothing is added here.
 */
export function MantraText({ chant, headingId }: { chant: Chant; headingId: string }) {
  const { t, i18n } = useTranslation('devotion');
  // The works are named in the practice texts, as the day's mantra names them.
  const { t: tp } = useTranslation('practice');
  const language = i18n.resolvedLanguage ?? 'en';
  const deity = deityName(t, chant.deity);
  return (
    <section className={styles.mantra} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('chanting.mantra_heading')}
      </h2>
      {deity ? <p className={styles.deity}>{deity}</p> : null}
      <p className={styles.script} lang={`sa-${SCRIPT_TAG[language] ?? 'Latn'}`}>
        {chant.script}
      </p>
      {chant.iast !== chant.script ? (
        <p className={styles.iast} lang="sa-Latn">
          {chant.iast}
        </p>
      ) : null}
      {chant.devanagari !== chant.script ? (
        <p className={styles.devanagari}>
          <span className="visually-hidden">{t('chanting.original')}: </span>
          <span lang="sa-Deva">{chant.devanagari}</span>
        </p>
      ) : null}
      <p className={styles.meaning}>
        <span className={styles.label}>{t('chanting.meaning')}: </span>
        {chant.meaning}
      </p>
      {chant.source ? (
        <p className={styles.source}>{t('chanting.source', { source: sourceName(tp, chant.source) })}</p>
      ) : null}
      {chant.tradition ? <p className={styles.source}>{chant.tradition}</p> : null}
      <p className={styles.suggested}>
        {chant.count === 108
          ? t('chanting.suggested_round')
          : t('chanting.suggested', { count: chant.count, number: formatNumber(chant.count, language) })}
      </p>
    </section>
  );
}
