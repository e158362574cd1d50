import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../lib/paths';
import { PageFrame } from './page-frame';

/** The app's not-found page: the route table's catch-all, and a screen whose address names nothing. */
export function NotFound() {
  const { t } = useTranslation();
  const { lang = 'en' } = useParams();
  return (
    <PageFrame title={t('pages.not_found')} lead={t('not_found.body')}>
      <Link className="button" to={localize(lang, paths.home())}>
        {t('not_found.home')}
      </Link>
    </PageFrame>
  );
}
