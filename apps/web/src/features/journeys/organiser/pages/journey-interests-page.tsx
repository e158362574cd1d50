import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../../shared/ui/form';
import { LoadMore } from '../../../../shared/ui/load-more';
import { PageFrame } from '../../../../shared/ui/page-frame';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { interestsQuery } from '../api';
import { InterestCard } from '../components/interest-card';
import { JourneyFilter, useListFilters } from '../components/journey-filter';
import { OrganiserOnly } from '../components/organiser-only';
import { describeOrganiserError } from '../messages';
import styles from '../../../../shared/ui/creator.module.css';
import organiser from '../journey-organiser.module.css';

function Interests() {
  const { t } = useTranslation(['journey-organiser', 'common']);
  const { journey, set } = useListFilters();
  const list = useInfiniteQuery(interestsQuery({ journey }));
  const interests = list.data?.pages.flatMap((page) => page.results) ?? [];
  const count = list.data?.pages[0]?.count ?? 0;
  return (
    <div className={styles.sections}>
      <div className={organiser.filters}>
        <JourneyFilter value={journey} onChange={(v) => set('journey', v)} />
      </div>
      {list.isPending ? <Skeleton lines={5} label={t('common:loading')} /> : null}
      {list.isError ? <FormMessage kind="error">{describeOrganiserError(list.error, 'load').form}</FormMessage> : null}
      {list.data ? (
        <p className={styles.meta} aria-live="polite">
          {t('interests.count', { count })}
        </p>
      ) : null}
      {list.data && interests.length === 0 ? (
        <div className={styles.empty}>
          <p>{journey ? t('interests.none_filtered') : t('interests.none')}</p>
        </div>
      ) : null}
      {interests.length ? (
        <ul className={styles.grid}>
          {interests.map((interest) => (
            <InterestCard key={interest.id} interest={interest} />
          ))}
        </ul>
      ) : null}
      <LoadMore list={list} />
    </div>
  );
}

/** `creator/journeys/interests`: people who asked about a journey instead of booking, to write back to. */
export function Component() {
  const { t } = useTranslation('journey-organiser');
  return (
    <PageFrame title={t('pages.creator_journey_interests', { ns: 'common' })} lead={t('interests.lead')} wide>
      <OrganiserOnly>
        <Interests />
      </OrganiserOnly>
    </PageFrame>
  );
}
