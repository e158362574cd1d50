import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../shared/lib/paths';
import { PageFrame } from '../shared/ui/page-frame';

export function Component() {
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
