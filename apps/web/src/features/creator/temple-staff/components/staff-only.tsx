import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaOnly } from '../../shared/area-only';
import { useIsTempleStaff } from '../use-temple-staff';

/**
 * The temple staff's pages for the account type temples are assigned to; another kind of creator
 * (a tutor, a mentor) is told these pages are not for them, instead of meeting an empty list.
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('temple-staff');
  return (
    <AreaOnly
      allowed={useIsTempleStaff()}
      title={t('not_staff.title')}
      text={t('not_staff.text')}
      back={t('not_staff.back')}
    >
      {children}
    </AreaOnly>
  );
}
