import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { appConfig } from '../../../shared/lib/app-config';
import { dateTimeFormat } from '../../../shared/lib/intl-format';
import type { PagePrefetch } from '../../../shared/lib/page-prefetch';
import { localize, paths } from '../../../shared/lib/paths';
import { useBrowserValue, useBrowserZone, useThisMonth, useToday } from '../../../shared/lib/use-hydrated';
import { locationStore } from '../../../shared/location/location-store';
import { readerPlace, useReaderPlace, type ReaderPlace } from '../../../shared/location/reader-place';
import { ItemNotFound } from '../../../shared/ui/item-not-found';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { monthQuery } from '../api';
import { MonthGrid } from '../components/month-grid';
import { useTradition } from '../../../shared/lib/calendar-tradition';
import { feedAddress, monthAfter, monthOf, monthPath, type CalendarMonth } from '../month-grid';
import styles from '../components/month-grid.module.css';
import practiceStyles from '../components/practice.module.css';

/** The month at the reader's place (daily dharma's choice of place); the server knows none, so Kolkata. */
const placeMonth = ({ year, month }: CalendarMonth, place: ReaderPlace | null) =>
  monthQuery(year, month, place ? { lat: place.lat, lon: place.lon, zone: place.zone } : null);

/**
 * `/{lang}/calendar/{yyyy}/{mm}` (issue 25): the month's tithis and festivals as a calendar, with the
 * months either side and a subscription to the festivals for a calendar app.
 */
export function Component() {
  const { t, i18n } = useTranslation('practice');
  const { lang = 'en', yyyy, mm } = useParams();
  const month = monthOf(yyyy, mm);
  const thisMonth = useThisMonth();
  if (!month)
    return (
      <ItemNotFound
        title={t('month_calendar.not_found')}
        back={{ path: paths.calendarMonth(thisMonth.replace('-', '/')), text: t('month_calendar.this_month') }}
      />
    );
  const name = dateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const nameOf = (m: CalendarMonth) => name.format(new Date(Date.UTC(m.year, m.month - 1, 1)));
  const [previous, next] = [monthAfter(month, -1), monthAfter(month, 1)];
  return (
    <PageFrame
      title={nameOf(month)}
      // The tab reads "October 2025 · Hindu calendar · Sanatan Sangam" (decision 022).
      item={`${nameOf(month)} · ${t('pages.calendar_month', { ns: 'common' })}`}
      lead={t('month_calendar.lead')}
      wide
    >
      <nav className={styles.neighbours} aria-label={t('month_calendar.months')}>
        {previous ? (
          <Link to={localize(lang, paths.calendarMonth(monthPath(previous)))} rel="prev">
            ← {nameOf(previous)}
          </Link>
        ) : null}
        {next ? (
          <Link to={localize(lang, paths.calendarMonth(monthPath(next)))} rel="next">
            {nameOf(next)} →
          </Link>
        ) : null}
      </nav>
      <MonthDays month={month} />
    </PageFrame>
  );
}

/** The grid with its place and its feed: what depends on where the reader is. */
function MonthDays({ month }: { month: CalendarMonth }) {
  const { t } = useTranslation('practice');
  const { lang = 'en' } = useParams();
  const place = useReaderPlace();
  const deviceZone = useBrowserZone();
  const zone = place?.zone ?? deviceZone;
  // The server's page marks today in its own zone; once adopted, today is the reader's.
  const today = useToday(zone);
  const origin = useBrowserValue(() => appConfig.publicUrl, null);
  const tradition = useTradition(lang);
  const answer = useQuery({ ...placeMonth(month, place), placeholderData: keepPreviousData });
  if (answer.isPending) return <Skeleton lines={8} label={t('month_calendar.loading')} />;
  if (answer.isError) return <p role="alert">{t('month_calendar.error')}</p>;
  return (
    <>
      <p className={styles.note}>{place ? t('today.place', { city: place.city }) : t('month_calendar.kolkata')}</p>
      <MonthGrid month={month} data={answer.data} today={today} />
      {origin ? (
        <section className={`${practiceStyles.card} ${styles.subscribe}`} aria-labelledby="month-subscribe">
          <h2 id="month-subscribe">{t('month_calendar.subscribe_title')}</h2>
          <p>{t('month_calendar.subscribe_hint')}</p>
          <a className="button" href={feedAddress(origin, place, lang, tradition)}>
            {t('month_calendar.subscribe')}
          </a>
        </section>
      ) : null}
    </>
  );
}

/** The month as the page first asks for it: at the reader's place, or the default one on the server. */
export const prefetch: PagePrefetch = ({ queryClient, params, onServer }) => {
  const month = monthOf(params.yyyy, params.mm);
  if (!month) return Promise.resolve();
  return queryClient.prefetchQuery(placeMonth(month, onServer ? null : readerPlace(locationStore.get())));
};
