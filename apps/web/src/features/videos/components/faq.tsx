import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../shared/lib/app-config';
import styles from './faq.module.css';

const QUESTIONS = [1, 2, 3, 4, 5] as const;

/** Questions and answers under the list (spec section 2), each opening in place. */
export function Faq() {
  const { t } = useTranslation('videos');
  return (
    <section className={styles.faq} aria-labelledby="videos-faq">
      <h2 id="videos-faq">{t('faq.heading')}</h2>
      {QUESTIONS.map((n) => (
        <details key={n} className={styles.item}>
          <summary>{t(`faq.q${n}`)}</summary>
          <p>{t(`faq.a${n}`, { email: appConfig.supportEmail })}</p>
        </details>
      ))}
    </section>
  );
}
