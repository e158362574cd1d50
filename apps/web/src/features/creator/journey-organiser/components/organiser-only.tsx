import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../../shared/lib/paths';
import { useIsRetreatHost } from '../../retreat-host/use-retreat-host';
import creator from '../../components/creator.module.css';

/**
 * The organiser's pages for a retreat representative (organisers are creators of that type); another
 * kind of creator (a tutor, a mentor) reads why these pages are not theirs, in the API's own words,
 * instead of meeting its refusal.
 */
export function OrganiserOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('journey-organiser');
  const { lang = 'en' } = useParams();
  if (useIsRetreatHost()) return <>{children}</>;
  return (
    <div className={creator.empty}>
      <h2>{t('not_organiser.title')}</h2>
      <p>{t('api.notAnOrganiser')}</p>
      <p>
        <Link to={localize(lang, paths.creator())}>{t('not_organiser.back')}</Link>
      </p>
    </div>
  );
}
