import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { PageFrame } from '../../../shared/ui/page-frame';
import styles from '../bookings.module.css';
import { listKindOf } from '../checkout-kinds';
import { BOOKING_KINDS } from '../kinds';

/** my-bookings: everything the person has booked, one kind at a time, the kind kept in the address. */
export function Component() {
  const { t } = useTranslation('bookings');
  const { lang = 'en' } = useParams();
  const [params] = useSearchParams();
  // The payment provider comes back naming the kind as checkout does (`kind=pooja`): its tab is poojas.
  const asked = listKindOf(params.get('kind')) ?? params.get('kind');
  const current = BOOKING_KINDS.find((kind) => kind.id === asked) ?? BOOKING_KINDS[0];
  const { Panel } = current;

  return (
    <PageFrame title={t('pages.my_bookings', { ns: 'common' })} lead={t('lead')}>
      {BOOKING_KINDS.length > 1 ? (
        <nav className={styles.kinds} aria-label={t('kinds_label')}>
          {BOOKING_KINDS.map((kind) => (
            <Link
              key={kind.id}
              to={`${localize(lang, paths.myBookings())}?kind=${kind.id}`}
              aria-current={kind.id === current.id ? 'page' : undefined}
              replace
            >
              {t(`kinds.${kind.id}`)}
            </Link>
          ))}
        </nav>
      ) : null}
      <Panel key={current.id} />
    </PageFrame>
  );
}
