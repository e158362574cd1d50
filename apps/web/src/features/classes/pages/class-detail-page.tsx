import { addDays } from '@sangam/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/http-client';
import { localize, paths } from '../../../shared/lib/paths';
import { track } from '../../../shared/tracking';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { classQuery, slotsQuery } from '../api';
import { formatDay, formatTime, localDate } from '../format';
import { categoryLabel } from '../labels';
import { bookingFailure } from '../messages';
import { ClassFacts } from '../components/class-facts';
import { ClassNotFound } from '../components/not-found';
import { Rating } from '../components/rating';
import { TutorAvatar } from '../components/tutor-avatar';
import { ZonePicker } from '../components/zone-picker';
import { useVisitorZone } from '../visitor-zone';
import catalogue from '../../../shared/ui/catalogue.module.css';
import styles from '../components/classes.module.css';
import { browserZone } from '../../../shared/lib/time-zones';
import { VerifiedBadge } from '../../../shared/ui/verified-badge';

const NEXT_TIMES = 8;

/** classes/{slug}: what the class is, who teaches it, its facts, and its next open times. */
export function Component() {
  const { t, i18n } = useTranslation('classes');
  const { lang = 'en', slug = '' } = useParams();
  const [zone, setZone] = useVisitorZone();
  const language = i18n.resolvedLanguage ?? 'en';
  const cls = useQuery(classQuery(slug, lang));
  const today = localDate(new Date(), zone);
  const slots = useQuery({ ...slotsQuery(slug, today, addDays(today, 13), zone), enabled: cls.isSuccess });

  useEffect(() => {
    if (cls.data) track('class_view', { class: cls.data.slug, category: cls.data.category });
  }, [cls.data]);

  if (cls.isPending) return <Skeleton lines={6} label={t('loading', { ns: 'common' })} />;
  if (cls.isError) {
    if (cls.error instanceof ApiError && cls.error.status === 404) return <ClassNotFound what="class" />;
    return (
      <PageFrame title={t('pages.class_detail', { ns: 'common' })}>
        <p role="alert">{bookingFailure(cls.error, 'load')}</p>
      </PageFrame>
    );
  }
  const c = cls.data;
  const book = localize(lang, paths.book(c.slug));
  const keepZone = zone !== browserZone() ? `&tz=${encodeURIComponent(zone)}` : '';

  return (
    <PageFrame title={c.title} item={c.title} wide>
      <div className={catalogue.tags}>
        <span className={catalogue.tag}>{categoryLabel(t, c.category)}</span>
      </div>
      <div className={styles.tutor}>
        <TutorAvatar name={c.tutor.display_name} photoUrl={c.tutor.photo_url} />
        <div>
          <Link to={localize(lang, paths.tutor(c.tutor.slug))}>{c.tutor.display_name}</Link>
          <VerifiedBadge verified={c.tutor.verified} />
          <br />
          <Rating rating={c.tutor.rating} count={c.tutor.rating_count} />
        </div>
      </div>
      <ClassFacts cls={c} />
      <p className={styles.bio}>{c.description}</p>

      <section className={styles.section} aria-labelledby="next-times">
        <h2 id="next-times">{t('detail.next_times')}</h2>
        <ZonePicker zone={zone} onChange={setZone} />
        {slots.isPending ? (
          <Skeleton lines={2} label={t('loading', { ns: 'common' })} />
        ) : slots.isError ? (
          <p role="alert">{bookingFailure(slots.error, 'load')}</p>
        ) : slots.data.results.length === 0 ? (
          <p className={styles.notice}>{t('detail.no_times')}</p>
        ) : (
          <ul className={styles.slots}>
            {slots.data.results.slice(0, NEXT_TIMES).map((slot) => (
              <li key={slot.start}>
                <Link className={styles.slot} to={`${book}?start=${encodeURIComponent(slot.start)}${keepZone}`}>
                  {formatDay(slot.start, language, zone)}
                  <span className={styles.seats}>{formatTime(slot.start, language, zone)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to={keepZone ? `${book}?${keepZone.slice(1)}` : book} className="button">
            {t('detail.book')}
          </Link>
        </p>
      </section>
    </PageFrame>
  );
}
