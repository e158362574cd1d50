import type { Festival } from '@sangam/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REGIONS } from '@sangam/panchang/regions';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { joinList } from '../../../shared/i18n/odia-intl';
import { formatCalendarMonth } from '../../../shared/lib/format-calendar-date';
import { dateTimeFormat } from '../../../shared/lib/intl-format';
import { localize, paths } from '../../../shared/lib/paths';
import { useReaderPlace } from '../../../shared/location/reader-place';
import { NotFound } from '../../../shared/ui/not-found';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { festivalName } from '../../practice';
import { festivalYearQuery } from '../api';
import { PlaceNote } from '../components/place-note';
import { YearLinks } from '../components/year-links';
import styles from '../components/festivals.module.css';
import { useTradition } from '../../../shared/lib/calendar-tradition';
import { calendarYear, prefetchFestivalYear } from '../reader-calendar';
import { byMonth, festivalsShown, keptOnTwoDays, regionChoice, type RegionChoice } from '../year-filter';

export const prefetch = prefetchFestivalYear;

/**
 * festivals/{yyyy}: the year's festivals at the reader's place, by month, for the regions of their
 * tradition unless they pick one region (or all) by link, so the choice works before any script.
 */
export function Component() {
  const { t } = useTranslation('practice');
  const { lang = 'en', year: yearText } = useParams();
  const year = calendarYear(yearText);
  if (year === null) return <NotFound />;
  const title = t('festival_pages.year_title', { year });
  return (
    <PageFrame title={title} item={title} lead={t('festival_pages.year_lead')}>
      <RegionFilter year={year} />
      <YearFestivals year={year} />
      <YearLinks year={year} path={paths.festivals} label={(y) => t('festival_pages.year_title', { year: y })} />
      <p className={styles.note}>
        <Link to={localize(lang, paths.dailyDharma())}>{t('pages.daily_dharma', { ns: 'common' })}</Link>
      </p>
    </PageFrame>
  );
}

const useRegionChoice = (): RegionChoice => regionChoice(useSearchParams()[0].get('region'));

/** The region links: the reader's own calendar, every region, then each region. */
function RegionFilter({ year }: { year: number }) {
  const { t } = useTranslation('practice');
  const { lang = 'en' } = useParams();
  const choice = useRegionChoice();
  const tradition = useTradition(lang);
  const base = localize(lang, paths.festivals(year));
  const links: Array<{ key: string; href: string; text: string; current: boolean }> = [
    {
      key: 'mine',
      href: base,
      text: t('festival_pages.filter_mine', { region: t(`festival_pages.regions.${tradition}`) }),
      current: choice === null,
    },
    ...REGIONS.map((region) => ({
      key: region,
      href: `${base}?region=${region}`,
      text: region === 'all' ? t('festival_pages.filter_all') : t(`festival_pages.regions.${region}`),
      current: choice === region,
    })),
  ];
  return (
    <nav aria-label={t('festival_pages.filter_label')}>
      <ul className={styles.regions}>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.href} aria-current={link.current ? 'true' : undefined} replace>
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The chosen festivals of the year, grouped by month, each linking to its page. */
function YearFestivals({ year }: { year: number }) {
  const { t, i18n } = useTranslation('practice');
  const { lang = 'en' } = useParams();
  const place = useReaderPlace();
  const choice = useRegionChoice();
  const tradition = useTradition(lang);
  const answer = useQuery({ ...festivalYearQuery(year, place), placeholderData: keepPreviousData });
  if (answer.isPending) return <Skeleton lines={8} label={t('festival_pages.loading')} />;
  if (answer.isError) return <p role="alert">{t('festival_pages.error')}</p>;
  const shown = festivalsShown(answer.data.festivals, choice, tradition);
  const day = dateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  // A feast listed on two days says whose day each is.
  const twice = keptOnTwoDays(shown);
  const regionsOf = (f: Festival) =>
    joinList(
      f.regions.map((r) => t(`festival_pages.regions.${r}` as 'festival_pages.regions.all')),
      i18n.language,
    );
  return (
    <>
      {shown.length ? (
        byMonth(shown).map(({ month, festivals }) => (
          <section key={month} aria-labelledby={`month-${month}`}>
            <h2 id={`month-${month}`} className={styles.month}>
              {formatCalendarMonth(month, i18n.language)}
            </h2>
            <ul className={styles.list}>
              {festivals.map((f) => (
                <li key={`${f.id}-${f.date}`}>
                  <span className={styles.date}>{day.format(new Date(`${f.date}T12:00:00Z`))}</span>
                  <span>
                    <Link to={localize(lang, paths.festival(f.id, year))}>{festivalName(t, f)}</Link>
                    {twice.has(f.id) ? <span className={styles.regionNote}> ({regionsOf(f)})</span> : null}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))
      ) : (
        <p>{t('festival_pages.none', { year })}</p>
      )}
      <PlaceNote place={place} />
    </>
  );
}
