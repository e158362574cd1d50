import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { FormMessage } from '../../../shared/ui/form';
import { Skeleton } from '../../../shared/ui/skeleton';
import { formatDateTime, formatPrice } from '../../classes';
import { dashboardQuery } from '../api';
import { describeCreatorError } from '../messages';
import styles from '../../../shared/ui/creator.module.css';
import { dateTimeFormat, numberFormat } from '../../../shared/lib/intl-format';
import { zoneName } from '../../../shared/lib/time-zones';

/** 'November 2026' for '2026-11', in the active language. */
function monthName(month: string, language: string) {
  return dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T00:00:00Z`),
  );
}

/** The signed-in tutor's dashboard: coming sessions, new bookings, earnings this month. */
export function CreatorDashboard() {
  const { t, i18n } = useTranslation(['creator', 'classes', 'common']);
  const { lang = 'en' } = useParams();
  const language = i18n.resolvedLanguage ?? lang;
  const board = useQuery(dashboardQuery());
  const to = (path: string) => localize(lang, path);

  return (
    <>
      <nav aria-label={t('dashboard.quick_links')} className={styles.actions}>
        <Link className="button" to={to(paths.creatorClassSetup())}>
          {t('dashboard.new_class')}
        </Link>
        <Link className="button button-secondary" to={to(paths.creatorAvailability())}>
          {t('dashboard.set_hours')}
        </Link>
        <Link className="button button-secondary" to={to(paths.creatorProfile())}>
          {t('dashboard.edit_profile')}
        </Link>
      </nav>
      {board.isPending ? <Skeleton lines={6} label={t('common:loading')} /> : null}
      {board.isError ? (
        <FormMessage kind="error">
          {describeCreatorError(board.error, 'load').form ?? t('dashboard.load_failed')}
        </FormMessage>
      ) : null}
      {board.data ? (
        <div className={styles.sections}>
          <div className={styles.stats}>
            <section className={styles.card} aria-labelledby="dash-earnings">
              <h2 id="dash-earnings">{t('dashboard.earnings_title')}</h2>
              <p className={styles.meta}>
                {t('dashboard.earnings_month', { month: monthName(board.data.earnings.month, language) })}
              </p>
              {board.data.earnings.totals.length ? (
                <ul className={styles.stack}>
                  {board.data.earnings.totals.map((total) => (
                    <li key={total.currency}>
                      <p className={styles.figure}>{formatPrice(total.amount_minor, total.currency, language)}</p>
                      <p className={styles.meta}>{t('dashboard.earnings_bookings', { count: total.bookings })}</p>
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{t('dashboard.earnings_none')}</p>
              )}
            </section>
            <section className={styles.card} aria-labelledby="dash-new">
              <h2 id="dash-new">{t('dashboard.new_title')}</h2>
              <p className={styles.figure}>{numberFormat(language).format(board.data.new_bookings.count)}</p>
              <p className={styles.meta}>
                {board.data.new_bookings.count
                  ? t('dashboard.new_count', { count: board.data.new_bookings.count })
                  : t('dashboard.new_none')}
              </p>
              {board.data.new_bookings.latest.length ? (
                <ul className={styles.stack}>
                  {board.data.new_bookings.latest.map((booking) => (
                    <li key={booking.id}>
                      {t('dashboard.booked_by', { name: booking.learner, title: booking.class_title })}
                      <br />
                      <span className={styles.meta}>
                        {formatDateTime(booking.start, language, board.data.time_zone)} ·{' '}
                        {t(`classes:status.${booking.status as 'held'}`)}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
              <Link to={to(paths.creatorBookings())}>{t('dashboard.see_bookings')}</Link>
            </section>
          </div>
          <section className={styles.card} aria-labelledby="dash-upcoming">
            <h2 id="dash-upcoming">{t('dashboard.upcoming_title')}</h2>
            <p className={styles.meta}>{t('dashboard.times_in', { zone: zoneName(board.data.time_zone, language) })}</p>
            {board.data.upcoming.length ? (
              <ul className={styles.stack}>
                {board.data.upcoming.map((session) => (
                  <li key={`${session.class}-${session.start}`}>
                    <Link to={to(paths.classDetail(session.class))}>{session.class_title}</Link>
                    <br />
                    <span>{formatDateTime(session.start, language, board.data.time_zone)}</span>
                    <br />
                    <span className={styles.meta}>
                      {t('dashboard.seats', { taken: session.seats_taken, capacity: session.capacity })}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('dashboard.upcoming_none')}</p>
            )}
          </section>
        </div>
      ) : null}
    </>
  );
}
