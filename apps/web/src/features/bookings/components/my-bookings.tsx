import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { numberFormat } from '../../../shared/lib/intl-format';
import { localize, paths } from '../../../shared/lib/paths';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import styles from '../bookings.module.css';
import { listKindOf, type BookingKinds } from '../booking-kind';
import { combineUpcoming, useUpcomingByKind, type UpcomingByKind } from '../upcoming';
import type { UpcomingBookings } from '../upcoming-booking';

/**
 * my-bookings: first everything still to come, of every kind, in one list; then one kind at a time
 * (`?kind=`, the payment provider's return names it), upcoming and past. Each tab counts what is to come.
 * The kinds are the app's list (app/booking-kinds.tsx).
 */
export function MyBookingsPage({ kinds }: { kinds: BookingKinds }) {
  const { t, i18n } = useTranslation('bookings');
  const { lang = 'en' } = useParams();
  const [params] = useSearchParams();
  const byKind = useUpcomingByKind(kinds);
  // The payment provider comes back naming the kind as checkout does (`kind=pooja`): its tab is poojas.
  const asked = listKindOf(kinds, params.get('kind')) ?? params.get('kind');
  const current = kinds.find((kind) => kind.id === asked);
  const base = localize(lang, paths.myBookings());
  const lists = Object.values(byKind);
  const count = (list: UpcomingBookings | undefined) =>
    list?.status === 'success' ? ` (${numberFormat(i18n.resolvedLanguage ?? lang).format(list.items.length)})` : '';
  const allCount = lists.every((list) => list.status !== 'pending')
    ? ` (${numberFormat(i18n.resolvedLanguage ?? lang).format(combineUpcoming(byKind).length)})`
    : '';

  return (
    <PageFrame title={t('pages.my_bookings', { ns: 'common' })} lead={t('lead')}>
      <nav className={styles.kinds} aria-label={t('kinds_label')}>
        <Link to={base} aria-current={current ? undefined : 'page'} replace>
          {t('upcoming.tab')}
          {allCount}
        </Link>
        {kinds.map((kind) => (
          <Link
            key={kind.id}
            to={`${base}?kind=${kind.id}`}
            aria-current={kind.id === current?.id ? 'page' : undefined}
            replace
          >
            {t(`kinds.${kind.id}`)}
            {count(byKind[kind.id])}
          </Link>
        ))}
      </nav>
      {current ? <current.Panel key={current.id} /> : <UpcomingList kinds={kinds} byKind={byKind} />}
    </PageFrame>
  );
}

/** Everything to come, soonest first, each card under the name of its kind; or where to find something. */
function UpcomingList({ kinds, byKind }: { kinds: BookingKinds; byKind: UpcomingByKind }) {
  const { t } = useTranslation('bookings');
  const { lang = 'en' } = useParams();
  const lists = Object.values(byKind);
  const rows = combineUpcoming(byKind);
  // The list shows once every kind is read, so that its order does not change under the reader's eyes.
  if (lists.some((list) => list.status === 'pending'))
    return <Skeleton lines={4} label={t('loading', { ns: 'common' })} />;
  return (
    <>
      {lists.map((list, i) =>
        list.status === 'error' ? (
          <p key={i} role="alert">
            {list.error}
          </p>
        ) : null,
      )}
      {rows.length ? (
        <ul className={styles.upcoming}>
          {rows.map((row) => (
            <li key={row.key}>
              <p className={styles.kindOf}>{t(`upcoming.kind.${row.kind}`)}</p>
              {row.card}
            </li>
          ))}
        </ul>
      ) : lists.every((list) => list.status === 'success') ? (
        <div className={styles.notice}>
          <p>{t('upcoming.none')}</p>
          <ul className={styles.browse}>
            {kinds.map((kind) => (
              <li key={kind.id}>
                <Link to={localize(lang, kind.browsePath)}>{t(`upcoming.find.${kind.id}`)}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
