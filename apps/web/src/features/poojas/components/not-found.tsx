import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { PageFrame } from '../../../shared/ui/page-frame';

/** A temple or pooja that does not exist (or is no longer offered), with the way back to the list. */
export function PoojaNotFound({ what }: { what: 'temple' | 'pooja' }) {
  const { t } = useTranslation('poojas');
  const { lang = 'en' } = useParams();
  return (
    <PageFrame title={what === 'temple' ? t('errors.temple_not_found') : t('errors.pooja_not_found')}>
      <p>
        <Link to={localize(lang, paths.poojas())}>{t('list.back')}</Link>
      </p>
    </PageFrame>
  );
}
