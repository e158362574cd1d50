import { useTranslation } from 'react-i18next';
import styles from './poojas.module.css';

/** The terms of practice a screen explains, each in a short line, the first time the screen uses them. */
export type Term = 'pooja' | 'prasad' | 'darshan' | 'aarti' | 'chadhava' | 'sankalp' | 'gotra' | 'nakshatra';

/** A few words on the terms a screen uses, for readers who meet them for the first time. */
export function TermNotes({ terms }: { terms: Term[] }) {
  const { t } = useTranslation('poojas');
  return (
    <dl className={styles.terms}>
      {terms.map((term) => (
        <div key={term}>
          <dt>{t(`terms.${term}.name`)}</dt>
          <dd>{t(`terms.${term}.hint`)}</dd>
        </div>
      ))}
    </dl>
  );
}
