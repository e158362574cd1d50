import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../../shared/lib/paths';
import { FormMessage } from '../../../../shared/ui/form';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { hostBookingsQuery } from '../api';
import { formatDateRange, formatNumber } from '../../../creator';
import { inquiriesPath } from '../host-paths';
import { describeHostError } from '../messages';
import { HostFigures } from './host-figures';
import { guestName } from './stay-dialogs';
import creator from '../../../../shared/ui/creator.module.css';

const COMING = 5;

/** The retreat host's dashboard at `creator`: the numbers, the next stays and the way to each page. */
export function HostDashboard() {
  const { t, i18n } = useTranslation(['retreat-host', 'common']);
  const { lang = 'en' } = useParams();
  const language = i18n.resolvedLanguage ?? lang;
  const to = (path: string) => localize(lang, path);
  const coming = useInfiniteQuery(hostBookingsQuery({ when: 'upcoming', page_size: COMING }, lang));
  const stays = coming.data?.pages[0]?.results ?? [];

  return (
    <div className={creator.sections}>
      <nav aria-label={t('dashboard.quick_links')} className={creator.actions}>
        <Link className="button" to={to(paths.creatorRetreatNew())}>
          {t('list.new_retreat')}
        </Link>
        <Link className="button button-secondary" to={to(paths.creatorRetreats())}>
          {t('dashboard.my_retreats')}
        </Link>
        <Link className="button button-secondary" to={inquiriesPath(lang)}>
          {t('inquiries.tab')}
        </Link>
        <Link className="button button-secondary" to={to(paths.retreatProfile())}>
          {t('dashboard.edit_profile')}
        </Link>
      </nav>
      <HostFigures />
      <section className={creator.card} aria-labelledby="host-coming">
        <h2 id="host-coming">{t('dashboard.coming_title')}</h2>
        {coming.isPending ? <Skeleton lines={3} label={t('common:loading')} /> : null}
        {coming.isError ? <FormMessage kind="error">{describeHostError(coming.error, 'load').form}</FormMessage> : null}
        {coming.data && stays.length === 0 ? <p>{t('dashboard.coming_none')}</p> : null}
        {stays.length ? (
          <ul className={creator.stack}>
            {stays.map((stay) => (
              <li key={stay.id}>
                <strong>{stay.retreat.title}</strong>
                <br />
                {formatDateRange(stay.start_date, stay.end_date, language)} · {stay.package.name}
                <br />
                <span className={creator.meta}>
                  {t('dashboard.coming_guest', {
                    name: guestName(stay),
                    guests: formatNumber(stay.guests, language),
                    count: stay.guests,
                  })}{' '}
                  · {t(`status.${stay.status}`)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <Link to={to(paths.creatorRetreatBookings())}>{t('dashboard.see_bookings')}</Link>
      </section>
    </div>
  );
}
