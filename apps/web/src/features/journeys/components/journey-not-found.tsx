import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { PageFrame } from '../../../shared/ui/page-frame';

/** A journey that does not exist (or is no longer offered), with the way back to the list. */
export function JourneyNotFound() {
  const { t } = useTranslation('travel');
  const { lang = 'en' } = useParams();
  return (
    <PageFrame title={t('errors.not_found')}>
      <p>
        <Link to={localize(lang, paths.travel())}>{t('detail.all_journeys')}</Link>
      </p>
    </PageFrame>
  );
}
