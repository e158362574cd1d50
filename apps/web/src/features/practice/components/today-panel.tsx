import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PrefetchArgs } from '../../../shared/lib/page-prefetch';
import { SERVER_RENDER_ZONE, useBrowserZone } from '../../../shared/lib/use-hydrated';
import { locationStore } from '../../../shared/location/location-store';
import { readerPlace, useReaderPlace, type ReaderPlace } from '../../../shared/location/reader-place';
import { Skeleton } from '../../../shared/ui/skeleton';
import { todayQuery } from '../api';
import { ChantCounter } from './chant-counter';
import { DayCalendar } from './day-calendar';
import styles from './practice.module.css';

/** "भगवद्गीता 2.47": the work in the reader's language, then the verse. */
const sourceName = (t: TFunction<'practice'>, source: { work: string; ref: string | null }) =>
  [t(`scriptures.${source.work}` as 'scriptures.bhagavad-gita'), source.ref].filter(Boolean).join(' ');

/** Today's content as the panel first asks for it, for a page's prefetch. */
export function prefetchToday({ queryClient, params, onServer }: PrefetchArgs) {
  if (!params.lang) return undefined;
  // The server knows neither the reader's zone nor place: its page is today's at the default place.
  const query = onServer
    ? todayQuery(params.lang, null, SERVER_RENDER_ZONE)
    : placeQuery(params.lang, readerPlace(locationStore.get()));
  return queryClient.prefetchQuery(query);
}

/** Today at the reader's place, in its zone (its sunrise, its day); else at the default place, in this device's zone. */
const placeQuery = (lang: string, place: ReaderPlace | null, deviceZone?: string) =>
  todayQuery(lang, place, place?.zone ?? deviceZone);

/** Today's sankalp, mantra (with a chant counter), line of wisdom, tithi and festivals. */
export function TodayPanel() {
  const { t, i18n } = useTranslation('practice');
  // The server's page is today's in its zone, at the default place (its location state); once
  // adopted, the reader's own day and place follow, the server's content staying until it has come.
  const place = useReaderPlace();
  const zone = useBrowserZone();
  const today = useQuery({ ...placeQuery(i18n.language, place, zone), placeholderData: keepPreviousData });
  if (today.isPending) return <Skeleton lines={6} label={t('today.loading')} />;
  if (today.isError) return <p role="alert">{t('today.error')}</p>;
  const { sankalp, mantra, wisdom, panchang, date } = today.data;
  return (
    <div className={styles.today}>
      {sankalp ? (
        <section className={styles.card} aria-labelledby="today-sankalp">
          <h2 id="today-sankalp">{t('today.sankalp')}</h2>
          <p className={styles.hint}>{t('today.sankalp_hint')}</p>
          <p className={styles.sankalp}>{sankalp.text}</p>
        </section>
      ) : null}
      {mantra ? (
        <section className={styles.card} aria-labelledby="today-mantra">
          <h2 id="today-mantra">{t('today.mantra')}</h2>
          <p className={styles.mantra} lang="sa">
            {mantra.script}
          </p>
          {mantra.iast !== mantra.script ? (
            <p className={styles.iast} lang="sa-Latn">
              {mantra.iast}
            </p>
          ) : null}
          <p>
            <span className={styles.label}>{t('today.meaning')}: </span>
            {mantra.meaning}
          </p>
          {mantra.source ? (
            <p className={styles.source}>{t('today.source', { source: sourceName(t, mantra.source) })}</p>
          ) : null}
          <ChantCounter key={`${date}:${mantra.id}`} id={`${date}:${mantra.id}`} target={mantra.count} />
        </section>
      ) : null}
      {wisdom ? (
        <section className={styles.card} aria-labelledby="today-wisdom">
          <h2 id="today-wisdom">{t('today.wisdom')}</h2>
          {wisdom.script ? (
            <p className={styles.verse} lang="sa">
              {wisdom.script}
            </p>
          ) : null}
          {wisdom.iast && wisdom.iast !== wisdom.script ? (
            <p className={styles.iast} lang="sa-Latn">
              {wisdom.iast}
            </p>
          ) : null}
          <blockquote className={styles.quote}>{wisdom.text}</blockquote>
          <p className={styles.source}>{t('today.source', { source: sourceName(t, wisdom.source) })}</p>
        </section>
      ) : null}
      <DayCalendar day={panchang} city={place?.city ?? null} />
    </div>
  );
}
