import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaOnly, useIsTutor } from '../../../creator';

/**
 * The tutor's pages for a tutor; another kind of creator (a retreat host, a mentor) is told these
 * pages are not for them, instead of meeting the API's refusal.
 */
export function TutorOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('creator');
  return (
    <AreaOnly allowed={useIsTutor()} title={t('not_tutor.title')} text={t('not_tutor.text')} back={t('not_tutor.back')}>
      {children}
    </AreaOnly>
  );
}
