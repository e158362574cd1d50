import type { HostRetreat } from '@sangam/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../../shared/api/http-client';
import { localize, paths } from '../../../../shared/lib/paths';
import { FormMessage } from '../../../../shared/ui/form';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { hostRetreatQuery } from '../api';
import { describeHostError } from '../messages';
import { RetreatSteps } from './retreat-steps';
import creator from '../../components/creator.module.css';

/** The retreat of the address (`creator/retreats/{id}/…`), read first; not found is said plainly. */
export function HostRetreatLoader({ children }: { children: (retreat: HostRetreat, updatedAt: number) => ReactNode }) {
  const { t } = useTranslation(['retreat-host', 'common']);
  const { lang = 'en', id = '' } = useParams();
  const retreatId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const retreat = useQuery({ ...hostRetreatQuery(retreatId), enabled: retreatId > 0 });
  if (retreatId > 0 && retreat.isPending) return <Skeleton lines={8} label={t('common:loading')} />;
  if (retreatId === 0 || retreat.isError) {
    const missing = retreatId === 0 || (retreat.error instanceof ApiError && retreat.error.status === 404);
    return (
      <div className={creator.empty}>
        <FormMessage kind="error">
          {missing ? t('errors.not_found') : describeHostError(retreat.error, 'load').form}
        </FormMessage>
        <p>
          <Link to={localize(lang, paths.creatorRetreats())}>{t('steps.all')}</Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <RetreatSteps id={retreat.data!.id} title={retreat.data!.title} lang={retreat.data!.content_language} />
      {children(retreat.data!, retreat.dataUpdatedAt)}
    </>
  );
}
