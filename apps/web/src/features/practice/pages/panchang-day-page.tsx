import { GEOLOCATION, type PanchangDay } from '@sangam/contracts';
import type { Tradition } from '@sangam/panchang/regions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { monthReckoning, useTradition } from '../../../shared/lib/calendar-tradition';
import { dateTimeFormat, numberFormat } from '../../../shared/lib/intl-format';
import type { PagePrefetch } from '../../../shared/lib/page-prefetch';
import { localize, paths } from '../../../shared/lib/paths';
import { dateInZone, zoneName } from '../../../shared/lib/time-zones';
import { locationStore } from '../../../shared/location/location-store';
import { readerPlace, useReaderPlace } from '../../../shared/location/reader-place';
import { ItemNotFound } from '../../../shared/ui/item-not-found';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { panchangDayQuery, type PanchangPlace } from '../api';
import { ChoghadiyaTables } from '../components/choghadiya-table';
import { DayTimings } from '../components/day-timings';
import { PanchangFestivals } from '../components/panchang-festivals';
import { PanchangLimbs } from '../components/panchang-limbs';
import { PanchangSettings } from '../components/panchang-settings';
import { SunMoonTimes } from '../components/sun-moon-times';
import { SolarDate } from '../components/solar-date';
import { isPanchangDate, neighbourDays, placeFromAddress, placeSearch } from '../panchang-day';
import panchangStyles from '../components/panchang.module.css';
import styles from '../components/practice.module.css';

/** Where a day is read without a place: the API's default, Kolkata. */
const DEFAULT_ZONE = GEOLOCATION.defaultTimeZone;

/** The day the address names, or today where the place is (its zone decides when today begins). */
const dayOf = (date: string | undefined, place: PanchangPlace | null) =>
  date ?? dateInZone(Date.now(), place?.zone ?? DEFAULT_ZONE);

/**
 * A day of the Hindu calendar (issue 25): today at the reader's place on /{lang}/panchang, any day
 * on /{lang}/panchang/{yyyy-mm-dd}. A place chosen on the page rides in the address; otherwise the
 * reader's own place, as daily dharma reads it, which the server's page does not know (decision 017):
 * it shows the default place, and the reader's follows once adopted.
 */
export function Component() {
  const { t, i18n } = useTranslation('practice');
  const { date: dateInAddress } = useParams();
  const [search] = useSearchParams();
  const searchText = search.toString();
  const chosen = useMemo(() => placeFromAddress(new URLSearchParams(searchText)), [searchText]);
  const saved = useReaderPlace();
  const place = chosen ?? saved;
  const tradition = useTradition(i18n.language);
  const valid = dateInAddress === undefined || isPanchangDate(dateInAddress);
  const date = dayOf(valid ? dateInAddress : undefined, place);
  const day = useQuery({ ...panchangDayQuery(date, place), placeholderData: keepPreviousData, enabled: valid });

  if (!valid)
    return (
      <ItemNotFound
        title={t('panchang_day.bad_date')}
        back={{ path: paths.panchang(), text: t('panchang_day.to_today') }}
      />
    );

  const city = place?.city || t('panchang_day.default_place');
  const longDate = dateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
  return (
    <PageFrame title={t('pages.panchang', { ns: 'common' })} lead={longDate}>
      <DayLinks date={date} search={placeSearch(chosen)} />
      <PanchangSettings key={city} date={dateInAddress} city={city} chosen={chosen !== null} tradition={tradition} />
      {day.isPending ? (
        <Skeleton lines={8} label={t('panchang_day.loading')} />
      ) : day.isError ? (
        <div role="alert">
          <p>{t('panchang_day.error')}</p>
          <button type="button" className="button" onClick={() => void day.refetch()}>
            {t('panchang_day.retry')}
          </button>
        </div>
      ) : (
        <DayContent day={day.data} city={city} tradition={tradition} />
      )}
    </PageFrame>
  );
}

/** The day before, today and the day after, keeping a place chosen on the page. */
function DayLinks({ date, search }: { date: string; search: string }) {
  const { t } = useTranslation('practice');
  const { lang = 'en' } = useParams();
  const { previous, next } = neighbourDays(date);
  return (
    <nav aria-label={t('panchang_day.days')}>
      <ul className={panchangStyles.days}>
        <li>
          {previous ? (
            <Link to={localize(lang, paths.panchang(previous, search))}>← {t('panchang_day.previous')}</Link>
          ) : null}
        </li>
        <li>
          <Link to={localize(lang, paths.panchang(undefined, search))}>{t('panchang_day.today')}</Link>
        </li>
        <li>
          {next ? <Link to={localize(lang, paths.panchang(next, search))}>{t('panchang_day.next')} →</Link> : null}
        </li>
      </ul>
    </nav>
  );
}

function DayContent({ day, city, tradition }: { day: PanchangDay; city: string; tradition: Tradition }) {
  const { t, i18n } = useTranslation('practice');
  const time = dateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit', timeZone: day.place.time_zone });
  const at = (iso: string | null) => (iso ? time.format(new Date(iso)) : '—');
  const reckoning = monthReckoning(tradition);
  const lunarMonth = reckoning === 'purnimanta' ? day.purnimanta_month : day.amanta_month;
  const month = t(`calendar.months.${lunarMonth.id}` as 'calendar.months.chaitra');
  return (
    <div className={styles.today}>
      <section className={styles.card} aria-labelledby="panchang-limbs">
        <h2 id="panchang-limbs">{t('panchang_day.limbs')}</h2>
        <PanchangLimbs day={day} at={at} />
      </section>
      <PanchangFestivals day={day} at={at} />
      <section className={styles.card} aria-labelledby="panchang-sun-moon">
        <h2 id="panchang-sun-moon">{t('panchang_day.sun_moon')}</h2>
        <dl className={styles.facts}>
          <SunMoonTimes day={day} at={at} />
          <dt>{t('panchang_day.moon')}</dt>
          <dd>
            {t('panchang_day.moon_lit', {
              phase: t(`panchang_day.moon_phases.${day.moon_phase.id}`),
              percent: numberFormat(i18n.language, { style: 'percent' }).format(day.moon_phase.illuminated),
            })}
          </dd>
          <dt>{t('today.month')}</dt>
          <dd>
            {lunarMonth.adhika ? t('calendar.adhika', { month }) : month}
            {' · '}
            {t('today.samvat', { year: day.vikram_samvat })}
          </dd>
          <SolarDate day={day} tradition={tradition} />
        </dl>
        <p className={styles.note}>
          {reckoning === 'purnimanta' ? t('today.month_note') : t('panchang_day.month_note_amanta')}
        </p>
      </section>
      <section className={styles.card} aria-labelledby="panchang-timings">
        <h2 id="panchang-timings">{t('panchang_day.timings')}</h2>
        <DayTimings day={day} at={at} withDurMuhurtam />
      </section>
      <section className={styles.card} aria-labelledby="panchang-choghadiya">
        <h2 id="panchang-choghadiya">{t('panchang_day.choghadiya')}</h2>
        <p className={styles.hint}>{t('panchang_day.choghadiya_hint')}</p>
        <ChoghadiyaTables day={day} at={at} />
      </section>
      <p className={styles.note}>
        {t('panchang_day.zone_note', { city, zone: zoneName(day.place.time_zone, i18n.language) })}
      </p>
    </div>
  );
}

/** The day's answer, at the place of the address, else the reader's (not on the server), else the default. */
export const prefetch: PagePrefetch = ({ queryClient, params, url, onServer }) => {
  if (params.date !== undefined && !isPanchangDate(params.date)) return Promise.resolve();
  const place = placeFromAddress(url.searchParams) ?? (onServer ? null : readerPlace(locationStore.get()));
  return queryClient.prefetchQuery(panchangDayQuery(dayOf(params.date, place), place));
};
