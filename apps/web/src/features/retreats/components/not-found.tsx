import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { PageFrame } from '../../../shared/ui/page-frame';

/** A retreat that does not exist (or is no longer offered), with the way back to the list. */
export function RetreatNotFound() {
  const { t } = useTranslation('retreats');
  const { lang = 'en' } = useParams();
  return (
    <PageFrame title={t('errors.retreat_not_found')}>
      <p>
        <Link to={localize(lang, paths.retreats())}>{t('list.all')}</Link>
      </p>
    </PageFrame>
  );
}
