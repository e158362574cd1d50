import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaOnly } from '../../../creator';
import { useIsRetreatHost } from '../../../retreats';

/**
 * The organiser's pages for a retreat representative (organisers are creators of that type); another
 * kind of creator (a tutor, a mentor) reads why these pages are not theirs, in the API's own words,
 * instead of meeting its refusal.
 */
export function OrganiserOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('journey-organiser');
  return (
    <AreaOnly
      allowed={useIsRetreatHost()}
      title={t('not_organiser.title')}
      text={t('api.notAnOrganiser')}
      back={t('not_organiser.back')}
    >
      {children}
    </AreaOnly>
  );
}
