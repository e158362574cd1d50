import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { localize, paths } from '../../../../shared/lib/paths';
import styles from '../retreat-host.module.css';

/** The pages of one retreat (details, packages, availability), shown above each of them. */
export function RetreatSteps({ id, title, lang: contentLanguage }: { id: number; title: string; lang: string }) {
  const { t } = useTranslation('retreat-host');
  const { lang = 'en' } = useParams();
  const to = (path: string) => localize(lang, path);
  return (
    <nav className={styles.steps} aria-label={t('steps.label', { title })}>
      <p className={styles.stepsTitle} lang={contentLanguage}>
        {title}
      </p>
      <ul>
        <li>
          <NavLink to={to(paths.creatorRetreatEdit(id))}>{t('steps.details')}</NavLink>
        </li>
        <li>
          <NavLink to={to(paths.creatorRetreatPackages(id))}>{t('steps.packages')}</NavLink>
        </li>
        <li>
          <NavLink to={to(paths.creatorRetreatAvailability(id))}>{t('steps.availability')}</NavLink>
        </li>
        <li>
          <NavLink to={to(paths.creatorRetreats())} end>
            {t('steps.all')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
