import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaOnly } from '../../../creator';
import { useIsRetreatHost } from '../use-retreat-host';

/**
 * The retreat host's pages for a retreat representative; another kind of creator (a tutor, a
 * mentor) is told these pages are not for them, instead of meeting the API's refusal.
 */
export function HostOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('retreat-host');
  return (
    <AreaOnly
      allowed={useIsRetreatHost()}
      title={t('not_host.title')}
      text={t('not_host.text')}
      back={t('not_host.back')}
    >
      {children}
    </AreaOnly>
  );
}
