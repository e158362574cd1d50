import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../../shared/lib/paths';
import { FormMessage } from '../../../../shared/ui/form';
import { PageFrame } from '../../../../shared/ui/page-frame';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { hostRetreatsQuery } from '../api';
import { HostFigures } from '../components/host-figures';
import { HostOnly } from '../components/host-only';
import { HostRetreatCard } from '../components/host-retreat-card';
import { describeHostError } from '../messages';
import styles from '../../../../shared/ui/creator.module.css';

function RetreatList() {
  const { t } = useTranslation(['retreat-host', 'common']);
  const { lang = 'en' } = useParams();
  const retreats = useQuery(hostRetreatsQuery());
  const to = (path: string) => localize(lang, path);

  return (
    <div className={styles.sections}>
      <HostFigures />
      <nav className={styles.actions} aria-label={t('list.quick_links')}>
        <Link className="button" to={to(paths.creatorRetreatNew())}>
          {t('list.new_retreat')}
        </Link>
        <Link className="button button-secondary" to={to(paths.creatorRetreatBookings())}>
          {t('list.see_bookings')}
        </Link>
      </nav>
      <section aria-labelledby="my-retreats">
        <h2 id="my-retreats" className="visually-hidden">
          {t('common:pages.creator_retreats')}
        </h2>
        {retreats.isPending ? <Skeleton lines={6} label={t('common:loading')} /> : null}
        {retreats.isError ? (
          <FormMessage kind="error">{describeHostError(retreats.error, 'load').form}</FormMessage>
        ) : null}
        {retreats.data && retreats.data.results.length === 0 ? (
          <div className={styles.empty}>
            <p>{t('list.empty')}</p>
            <p className={styles.meta}>{t('list.empty_hint')}</p>
            <p>
              <Link className="button" to={to(paths.creatorRetreatNew())}>
                {t('list.new_retreat')}
              </Link>
            </p>
          </div>
        ) : null}
        {retreats.data?.results.length ? (
          <ul className={styles.grid}>
            {retreats.data.results.map((retreat) => (
              <HostRetreatCard key={retreat.id} retreat={retreat} />
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}

/** `creator/retreats` (My Retreats): the host's numbers, then each retreat with its state and pages. */
export function Component() {
  const { t } = useTranslation('retreat-host');
  return (
    <PageFrame title={t('pages.creator_retreats', { ns: 'common' })} lead={t('list.lead')} wide>
      <HostOnly>
        <RetreatList />
      </HostOnly>
    </PageFrame>
  );
}
