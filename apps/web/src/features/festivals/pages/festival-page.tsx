import { hasFestivalPage, type Festival } from '@sangam/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { keptIn, TRADITION_REGIONS, type Region } from '@sangam/panchang/regions';
import { joinList } from '../../../shared/i18n/odia-intl';
import { useTradition } from '../../../shared/lib/calendar-tradition';
import { formatCalendarDate } from '../../../shared/lib/format-calendar-date';
import { dateTimeFormat } from '../../../shared/lib/intl-format';
import { localize, paths } from '../../../shared/lib/paths';
import { useReaderPlace, type ReaderPlace } from '../../../shared/location/reader-place';
import { NotFound } from '../../../shared/ui/not-found';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { festivalName } from '../../practice';
import { festivalYearQuery } from '../api';
import { calendarFileHref, festivalCalendarFile } from '../calendar-file';
import { decidingRule } from '../festival-rule';
import { PlaceNote } from '../components/place-note';
import { YearLinks } from '../components/year-links';
import styles from '../components/festivals.module.css';
import { calendarYear, prefetchFestivalYear } from '../reader-calendar';

export const prefetch = prefetchFestivalYear;

/**
 * festivals/{id}/{yyyy}: the festival's day that year at the reader's place, the rule that decides
 * it, the Smarta and Vaishnava days where they differ, and a file to add it to a calendar. An id
 * without a page of its own (or a name) is not found, like a year the calendar does not compute.
 */
export function Component() {
  const { t, i18n } = useTranslation('practice');
  const { id = '', year: yearText } = useParams();
  const year = calendarYear(yearText);
  const known = hasFestivalPage(id) && i18n.exists(`calendar.festivals.${id}`, { ns: 'practice' });
  if (year === null || !known) return <NotFound />;
  const name = festivalName(t, { id });
  const title = t('festival_pages.festival_title', { name, year });
  return (
    <PageFrame title={title} item={title} lead={t(`festival_pages.about.${id}` as 'festival_pages.about.diwali')}>
      <FestivalDays id={id} year={year} name={name} />
      <YearLinks
        year={year}
        path={(y) => paths.festival(id, y)}
        label={(y) => t('festival_pages.festival_title', { name, year: y })}
      />
    </PageFrame>
  );
}

/** The festival's day (or days, or none) in the year's answer at the reader's place. */
function FestivalDays({ id, year, name }: { id: string; year: number; name: string }) {
  const { t, i18n } = useTranslation('practice');
  const { lang = 'en' } = useParams();
  const place = useReaderPlace();
  const tradition = useTradition(i18n.language);
  const answer = useQuery({ ...festivalYearQuery(year, place), placeholderData: keepPreviousData });
  if (answer.isPending) return <Skeleton lines={5} label={t('festival_pages.loading')} />;
  if (answer.isError) return <p role="alert">{t('festival_pages.error')}</p>;
  // A feast some regions keep on another day (decision 027) has a day for each: the reader's first.
  const own = (f: Festival) =>
    TRADITION_REGIONS[tradition].some((r) => r !== 'all' && keptIn(f.regions as Region[], r));
  const days = answer.data.festivals.filter((f) => f.id === id).sort((a, b) => Number(own(b)) - Number(own(a)));
  return (
    <>
      {days.length ? (
        days.map((festival) => (
          <FestivalDay
            key={festival.date}
            festival={festival}
            name={name}
            place={place}
            timeZone={answer.data.place.time_zone}
            regional={days.length > 1}
          />
        ))
      ) : (
        <p>{t('festival_pages.not_this_year', { name, year })}</p>
      )}
      <PlaceNote place={place} />
      <p>
        <Link to={localize(lang, paths.festivals(year))}>{t('festival_pages.all_festivals', { year })}</Link>
      </p>
    </>
  );
}

/**
 * One day of the festival: its date, rule, both traditions' days, the calendar file and its Event
 * data; and the regions that keep it on this day, when others keep it on another (`regional`).
 */
function FestivalDay({
  festival,
  name,
  place,
  timeZone,
  regional,
}: {
  festival: Festival;
  name: string;
  place: ReaderPlace | null;
  timeZone: string;
  regional: boolean;
}) {
  const { t, i18n } = useTranslation('practice');
  const date = (iso: string) => formatCalendarDate(iso, i18n.language, true);
  const time = dateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit', timeZone });
  const rule = decidingRule(t, festival);
  const description = t(`festival_pages.about.${festival.id}` as 'festival_pages.about.diwali');
  const city = place?.city || t('festival_pages.default_city');
  const file = festivalCalendarFile({ id: festival.id, date: festival.date, title: name, description });
  const event = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name,
    startDate: festival.date,
    endDate: festival.date,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: city, address: city },
    description,
  };
  return (
    <>
      <dl className={styles.facts}>
        {regional ? (
          <>
            <dt>{t('festival_pages.kept_in')}</dt>
            <dd>
              {joinList(
                festival.regions.map((r) => t(`festival_pages.regions.${r}` as 'festival_pages.regions.all')),
                i18n.language,
              )}
            </dd>
          </>
        ) : null}
        <dt>{t('festival_pages.date')}</dt>
        <dd>{date(festival.date)}</dd>
        {festival.vaishnava_date ? (
          <>
            <dt>{t('festival_pages.smarta_day')}</dt>
            <dd>{date(festival.date)}</dd>
            <dt>{t('festival_pages.vaishnava_day')}</dt>
            <dd>{date(festival.vaishnava_date)}</dd>
          </>
        ) : null}
        {rule ? (
          <>
            <dt>{t('festival_pages.rule_label')}</dt>
            <dd>{rule}</dd>
          </>
        ) : null}
        {festival.muhurta && festival.moment ? (
          <>
            <dt>{t(`festival_pages.windows.${festival.moment}` as 'festival_pages.windows.nishita')}</dt>
            <dd>
              {time.format(new Date(festival.muhurta.start))} – {time.format(new Date(festival.muhurta.end))}
            </dd>
          </>
        ) : null}
      </dl>
      <p>
        <a className="button" href={calendarFileHref(file)} download={`${festival.id}-${festival.date}.ics`}>
          {t('festival_pages.add_to_calendar')}
        </a>
      </p>
      <script
        type="application/ld+json"
        // The page's own data, written as JSON: a `<` could not close the script.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(event).replaceAll('<', '\\u003c') }}
      />
    </>
  );
}
