import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaOnly } from '../../../creator';
import { useIsTempleEditor, useIsTempleStaff } from '../use-temple-staff';

/**
 * The temple staff's pages for the account type temples are assigned to; another kind of creator
 * (a tutor, a mentor) is told these pages are not for them, instead of meeting an empty list.
 * `console`: a page an editor or administrator also opens from the console (a temple's own page).
 */
export function StaffOnly({ children, console = false }: { children: ReactNode; console?: boolean }) {
  const { t } = useTranslation('temple-staff');
  const staff = useIsTempleStaff();
  const editor = useIsTempleEditor();
  return (
    <AreaOnly
      allowed={staff || (console && editor)}
      title={t('not_staff.title')}
      text={t('not_staff.text')}
      back={t('not_staff.back')}
    >
      {children}
    </AreaOnly>
  );
}
