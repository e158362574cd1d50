import type { HostRetreat } from '@sangam/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../../shared/lib/paths';
import { ItemLoader, useItemId } from '../../../creator';
import { hostRetreatQuery } from '../api';
import { describeHostError } from '../messages';
import { RetreatSteps } from './retreat-steps';

/** The retreat of the address (`creator/retreats/{id}/…`), read first; not found is said plainly. */
export function HostRetreatLoader({ children }: { children: (retreat: HostRetreat, updatedAt: number) => ReactNode }) {
  const { t } = useTranslation(['retreat-host', 'common']);
  const retreatId = useItemId();
  const retreat = useQuery({ ...hostRetreatQuery(retreatId), enabled: retreatId > 0 });
  return (
    <ItemLoader
      itemId={retreatId}
      query={retreat}
      loadingLabel={t('common:loading')}
      notFound={t('errors.not_found')}
      describeError={(error) => describeHostError(error, 'load').form}
      allPath={paths.creatorRetreats()}
      allLabel={t('steps.all')}
    >
      {(item) => (
        <>
          <RetreatSteps id={item.id} title={item.title} lang={item.content_language} />
          {children(item, retreat.dataUpdatedAt)}
        </>
      )}
    </ItemLoader>
  );
}
