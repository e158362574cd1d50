import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../../shared/lib/paths';
import { useIsTempleStaff } from '../use-temple-staff';
import creator from '../../components/creator.module.css';

/**
 * The temple staff's pages for the account type temples are assigned to; another kind of creator
 * (a tutor, a mentor) is told these pages are not for them, instead of meeting an empty list.
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('temple-staff');
  const { lang = 'en' } = useParams();
  if (useIsTempleStaff()) return <>{children}</>;
  return (
    <div className={creator.empty}>
      <h2>{t('not_staff.title')}</h2>
      <p>{t('not_staff.text')}</p>
      <p>
        <Link to={localize(lang, paths.creator())}>{t('not_staff.back')}</Link>
      </p>
    </div>
  );
}
