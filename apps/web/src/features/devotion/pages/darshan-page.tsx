import type { AartiTime } from '@sangam/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { OriginalName } from '../../../shared/ui/original-name';
import { AartiTimes, DarshanVideo, TermNotes, darshanQuery, deityLabel, type AartiItem } from '../../poojas';
import styles from '../darshan.module.css';
import { useBrowserZone } from '../../../shared/lib/use-hydrated';
import { dateTimeFormat } from '../../../shared/lib/intl-format';

const item = (a: AartiTime): AartiItem => ({
  name: a.name,
  ...(a.name_original ? { original: a.name_original } : {}),
  templeTime: a.temple_time,
  at: new Date(a.start),
});

/**
 * darshan: the temples' live and recorded darshan (each video loads from YouTube only when played),
 * with each temple's aartis of the day on the visitor's clock and the next one marked.
 */
export function Component() {
  const { t, i18n } = useTranslation('poojas');
  const { lang = 'en' } = useParams();
  const zone = useBrowserZone();
  const language = i18n.resolvedLanguage ?? 'en';
  const darshan = useQuery(darshanQuery(zone, language));
  const now = new Date();

  const soonest = darshan.data?.results
    .filter((r) => r.next_aarti)
    .sort((a, b) => Date.parse(a.next_aarti!.start) - Date.parse(b.next_aarti!.start))[0];

  return (
    <PageFrame title={t('pages.darshan', { ns: 'common' })} lead={t('darshan.lead')} wide>
      <TermNotes terms={['darshan', 'aarti']} />
      {darshan.isPending ? (
        <Skeleton lines={8} label={t('loading', { ns: 'common' })} />
      ) : darshan.isError ? (
        <p role="alert">{t('darshan.error')}</p>
      ) : darshan.data.results.length === 0 ? (
        <p className={styles.notice}>
          {t('darshan.empty')} <Link to={localize(lang, paths.poojas())}>{t('darshan.to_poojas')}</Link>
        </p>
      ) : (
        <>
          {soonest?.next_aarti ? (
            <p className={styles.nextAarti} role="status">
              {t('darshan.next_aarti', {
                name: soonest.next_aarti.name,
                temple: soonest.temple.name,
                time: dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(
                  new Date(soonest.next_aarti.start),
                ),
              })}
            </p>
          ) : null}
          <p className={styles.meta}>{t('darshan.privacy')}</p>
          <ul className={styles.temples}>
            {darshan.data.results.map((r) => (
              <li key={r.temple.slug}>
                <section className={styles.temple} aria-labelledby={`darshan-${r.temple.slug}`}>
                  <div className={styles.templeHead}>
                    <h2 id={`darshan-${r.temple.slug}`}>
                      <Link to={localize(lang, paths.temple(r.temple.slug))}>
                        <OriginalName text={r.temple.name} original={r.temple.name_original} />
                      </Link>
                    </h2>
                    {r.live ? <span className={styles.live}>{t('darshan.live')}</span> : null}
                  </div>
                  <p className={styles.meta}>
                    {deityLabel(r.temple.deity)} ·{' '}
                    <OriginalName text={r.temple.place} original={r.temple.place_original} />
                  </p>
                  <div className={styles.templeBody}>
                    <div>
                      <h3>{t('darshan.aartis')}</h3>
                      <AartiTimes
                        aartis={r.aartis.map(item)}
                        next={r.next_aarti ? item(r.next_aarti) : null}
                        templeZone={r.temple.time_zone}
                        visitorZone={zone}
                        now={now}
                      />
                    </div>
                    {r.videos.length ? (
                      <ul className={styles.videos}>
                        {r.videos.map((video) => (
                          <li key={video.youtube_id}>
                            <DarshanVideo video={video} deity={r.temple.deity} />
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className={styles.meta}>{t('darshan.no_videos')}</p>
                    )}
                  </div>
                </section>
              </li>
            ))}
          </ul>
        </>
      )}
    </PageFrame>
  );
}
