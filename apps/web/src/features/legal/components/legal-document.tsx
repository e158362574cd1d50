import { DATA_DELETION_BUSINESS_DAYS, LEGAL_EFFECTIVE_DATE } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../shared/lib/app-config';
import { useScreenTitleKey } from '../../../shared/lib/route-handle';
import { PageFrame } from '../../../shared/ui/page-frame';
import styles from './legal-document.module.css';
import { dateTimeFormat } from '../../../shared/lib/intl-format';

interface Section {
  heading: string;
  body: string[];
}

/** A legal text of the `legal` namespace: effective date, introduction, contents and sections. */
export function LegalDocument({ doc }: { doc: 'privacy' | 'terms' | 'data_deletion' }) {
  const { t, i18n } = useTranslation(['legal', 'common']);
  const title = useScreenTitleKey();
  const values = { email: appConfig.supportEmail, days: DATA_DELETION_BUSINESS_DAYS };
  const sections = t(`${doc}.sections`, { returnObjects: true, ...values }) as unknown as Section[];
  const date = dateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${LEGAL_EFFECTIVE_DATE}T00:00:00Z`),
  );
  return (
    <PageFrame title={t(`common:pages.${title}`)}>
      <p className={styles.effective}>{t('effective', { date })}</p>
      <p className={styles.intro}>{t(`${doc}.intro`)}</p>
      <nav className={styles.contents} aria-labelledby={`${doc}-contents`}>
        <h2 id={`${doc}-contents`}>{t('contents')}</h2>
        <ol>
          {sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#${doc}-${index + 1}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.heading} id={`${doc}-${index + 1}`} className={styles.section}>
          <h2>
            {index + 1}. {section.heading}
          </h2>
          {section.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </PageFrame>
  );
}
