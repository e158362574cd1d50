import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { PageFrame } from '../../../shared/ui/page-frame';

/** A class or tutor that does not exist (or is no longer offered), with the way back to the list. */
export function ClassNotFound({ what }: { what: 'class' | 'tutor' }) {
  const { t } = useTranslation('classes');
  const { lang = 'en' } = useParams();
  return (
    <PageFrame title={what === 'class' ? t('errors.class_not_found') : t('errors.tutor_not_found')}>
      <p>
        <Link to={localize(lang, paths.classesExplore())}>{t('landing.explore_all')}</Link>
      </p>
    </PageFrame>
  );
}
