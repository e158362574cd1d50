import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../shared/api/http-client';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { templeQuery } from '../api';
import { AartiTimes } from '../components/aarti-times';
import { DarshanVideo } from '../components/darshan-video';
import { PoojaNotFound } from '../components/not-found';
import { PoojaCard } from '../components/pooja-card';
import { TempleArt } from '../components/temple-art';
import { TermNotes } from '../components/term-notes';
import { deityLabel } from '../labels';
import { poojaFailure } from '../messages';
import { aartisAround, dateIn, zonedInstant } from '../temple-clock';
import catalogue from '../../../shared/ui/catalogue.module.css';
import styles from '../components/poojas.module.css';
import { useBrowserZone } from '../../../shared/lib/use-hydrated';
import { dateTimeFormat } from '../../../shared/lib/intl-format';
import { zoneName } from '../../../shared/lib/time-zones';
import { OriginalName } from '../../../shared/ui/original-name';
import { VerifiedBadge } from '../../../shared/ui/verified-badge';
import { ItemReviews } from '../../reviews';

/** An OpenStreetMap page centred on a point: a link, so no map tiles load on our page. */
const mapLink = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;

/**
 * temples/{slug}: the temple, its deity and place, its address with a map link, its opening hours
 * (on the temple's clock), its aartis (on the visitor's), its darshan videos and its poojas.
 */
export function Component() {
  const { t, i18n } = useTranslation('poojas');
  const { slug = '' } = useParams();
  const language = i18n.resolvedLanguage ?? 'en';
  const temple = useQuery(templeQuery(slug, language));
  const zone = useBrowserZone();

  if (temple.isPending) return <Skeleton lines={8} label={t('loading', { ns: 'common' })} />;
  if (temple.isError) {
    if (temple.error instanceof ApiError && temple.error.status === 404) return <PoojaNotFound what="temple" />;
    return (
      <PageFrame title={t('pages.temple', { ns: 'common' })}>
        <p role="alert">{poojaFailure(temple.error, 'load')}</p>
      </PageFrame>
    );
  }
  const tm = temple.data;
  const now = new Date();
  const aartis = aartisAround(tm.aartis, tm.time_zone, now);
  const templeToday = dateIn(now, tm.time_zone);
  const templeClock = (time: string) =>
    dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: tm.time_zone }).format(
      zonedInstant(templeToday, time, tm.time_zone),
    );

  return (
    <PageFrame title={tm.name} titleOriginal={tm.name_original} item={`${tm.name} · ${tm.place}`} wide>
      <TempleArt deity={tm.deity} photo={tm.photo} large />
      <p className={styles.templeFacts}>
        <span className={catalogue.tag}>{deityLabel(tm.deity)}</span> <VerifiedBadge verified={tm.verified} />{' '}
        <OriginalName text={tm.place} original={tm.place_original} />
        {tm.region ? (
          <>
            , <OriginalName text={tm.region} original={tm.region_original} />
          </>
        ) : null}
        {tm.country ? `, ${tm.country}` : null}
      </p>
      {tm.description ? <p className={styles.description}>{tm.description}</p> : null}
      <TermNotes terms={['darshan', 'aarti']} />

      <div className={styles.columns}>
        <section className={styles.section} aria-labelledby="temple-address">
          <h2 id="temple-address">{t('temple.address')}</h2>
          <address className={styles.address}>{tm.address || tm.place}</address>
          {tm.coordinates ? (
            <p>
              <a
                href={mapLink(tm.coordinates.latitude, tm.coordinates.longitude)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('temple.map')}
                <span className="visually-hidden"> ({t('temple.new_tab')})</span>
              </a>
            </p>
          ) : null}
        </section>

        {tm.timings.length ? (
          <section className={styles.section} aria-labelledby="temple-hours">
            <h2 id="temple-hours">{t('temple.hours')}</h2>
            <p className={styles.meta}>{t('temple.hours_zone', { zone: zoneName(tm.time_zone, language) })}</p>
            <ul className={styles.hours}>
              {tm.timings.map((timing) => (
                <li key={`${timing.label}-${timing.opens}`}>
                  <span>{timing.label}</span>
                  <span>
                    {templeClock(timing.opens)} – {templeClock(timing.closes)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>

      {tm.aartis.length ? (
        <section className={styles.section} aria-labelledby="temple-aartis">
          <h2 id="temple-aartis">{t('temple.aartis')}</h2>
          <AartiTimes aartis={aartis.today} next={aartis.next} templeZone={tm.time_zone} visitorZone={zone} now={now} />
        </section>
      ) : null}

      {tm.darshan_videos.length ? (
        <section className={styles.section} aria-labelledby="temple-darshan">
          <h2 id="temple-darshan">{t('temple.darshan')}</h2>
          <p className={styles.meta}>{t('darshan.privacy')}</p>
          <ul className={styles.videos}>
            {tm.darshan_videos.map((video) => (
              <li key={video.youtube_id}>
                <DarshanVideo video={video} deity={tm.deity} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="temple-poojas">
        <h2 id="temple-poojas">{t('temple.poojas')}</h2>
        {tm.poojas.length === 0 ? (
          <p className={styles.notice}>{t('temple.no_poojas')}</p>
        ) : (
          <ul className={styles.grid}>
            {tm.poojas.map((pooja) => (
              <li key={pooja.id}>
                <PoojaCard pooja={pooja} heading="h3" showTemple={false} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <ItemReviews path="temples" slug={tm.slug} />
    </PageFrame>
  );
}
