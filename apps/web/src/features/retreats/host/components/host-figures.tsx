import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormMessage } from '../../../../shared/ui/form';
import { hostDashboardQuery } from '../api';
import { formatMoney, formatMonth, formatNumber } from '../../../creator';
import { describeHostError } from '../messages';
import { inquiriesPath } from '../host-paths';
import styles from '../../../../shared/ui/host-forms.module.css';
import creator from '../../../../shared/ui/creator.module.css';

/** The host's numbers: stays to come, bookings and deposits this month, new inquiries. */
export function HostFigures() {
  const { t, i18n } = useTranslation(['retreat-host', 'common']);
  const { lang = 'en' } = useParams();
  const language = i18n.resolvedLanguage ?? lang;
  const board = useQuery(hostDashboardQuery());

  if (board.isError) return <FormMessage kind="error">{describeHostError(board.error, 'load').form}</FormMessage>;
  // Placeholders of the same size while loading, so nothing below moves when the numbers arrive.
  const data = board.data;
  const figure = (value: string | null) => (
    <p className={creator.figure}>{value ?? <span className={styles.figurePlaceholder} aria-hidden="true" />}</p>
  );
  return (
    <div className={styles.figures} aria-busy={board.isPending}>
      {board.isPending ? <span className="visually-hidden">{t('common:loading')}</span> : null}
      <section className={creator.card} aria-labelledby="host-upcoming">
        <h2 id="host-upcoming">{t('dashboard.upcoming_title')}</h2>
        {figure(data ? formatNumber(data.upcoming.bookings, language) : null)}
        <p className={creator.meta}>
          {data
            ? t('dashboard.upcoming_guests', { count: data.upcoming.guests, bookings: data.upcoming.bookings })
            : ' '}
        </p>
      </section>
      <section className={creator.card} aria-labelledby="host-month">
        <h2 id="host-month">{t('dashboard.month_title')}</h2>
        {figure(data ? formatNumber(data.bookings_this_month, language) : null)}
        <p className={creator.meta}>
          {data ? t('dashboard.month_bookings', { count: data.bookings_this_month }) : ' '}
        </p>
      </section>
      <section className={creator.card} aria-labelledby="host-deposits">
        <h2 id="host-deposits">{t('dashboard.deposits_title')}</h2>
        {data && data.deposits_received.totals.length
          ? data.deposits_received.totals.map((total) => (
              <p key={total.currency} className={creator.figure}>
                {formatMoney(total.amount_minor, total.currency, language)}
              </p>
            ))
          : figure(data ? formatNumber(0, language) : null)}
        <p className={creator.meta}>
          {data ? t('dashboard.deposits_month', { month: formatMonth(data.deposits_received.month, language) }) : ' '}
        </p>
      </section>
      <section className={creator.card} aria-labelledby="host-inquiries">
        <h2 id="host-inquiries">{t('dashboard.inquiries_title')}</h2>
        {figure(data ? formatNumber(data.new_inquiries, language) : null)}
        <p className={creator.meta}>
          {data ? t('dashboard.inquiries_new', { count: data.new_inquiries }) : ' '}{' '}
          <Link to={inquiriesPath(lang)}>{t('dashboard.see_inquiries')}</Link>
        </p>
      </section>
    </div>
  );
}
