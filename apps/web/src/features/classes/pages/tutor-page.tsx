import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../shared/api/http-client';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { tutorQuery } from '../api';
import { languageName } from '../labels';
import { bookingFailure } from '../messages';
import { ClassCard } from '../components/class-card';
import { ClassNotFound } from '../components/not-found';
import { Rating } from '../components/rating';
import { ReviewList } from '../components/review-list';
import { TutorAvatar } from '../components/tutor-avatar';
import catalogue from '../../../shared/ui/catalogue.module.css';
import styles from '../components/classes.module.css';
import { VerifiedBadge } from '../../../shared/ui/verified-badge';

/** tutors/{id} (or slug): the tutor's photo, bio, languages, specialities, rating, classes and reviews. */
export function Component() {
  const { t, i18n } = useTranslation('classes');
  const { id = '', lang = 'en' } = useParams();
  const tutor = useQuery(tutorQuery(id, lang));
  const language = i18n.resolvedLanguage ?? 'en';

  if (tutor.isPending) return <Skeleton lines={6} label={t('loading', { ns: 'common' })} />;
  if (tutor.isError) {
    if (tutor.error instanceof ApiError && tutor.error.status === 404) return <ClassNotFound what="tutor" />;
    return (
      <PageFrame title={t('pages.tutor', { ns: 'common' })}>
        <p role="alert">{bookingFailure(tutor.error, 'load')}</p>
      </PageFrame>
    );
  }
  const p = tutor.data;
  return (
    <PageFrame title={p.display_name} item={p.display_name} wide>
      <div className={styles.profile}>
        <TutorAvatar name={p.display_name} photoUrl={p.photo_url} large />
        <div>
          <VerifiedBadge verified={p.verified} />
          <Rating rating={p.rating} count={p.rating_count} />
          <p className={styles.meta}>
            {t('tutor.teaches_in', { languages: p.languages.map((l) => languageName(l, language)).join(', ') })}
          </p>
        </div>
      </div>
      {p.bio ? <p className={styles.bio}>{p.bio}</p> : null}
      {p.specialities.length ? (
        <>
          <h2>{t('tutor.specialities')}</h2>
          <ul className={styles.chips}>
            {p.specialities.map((s) => (
              <li key={s} className={catalogue.tag}>
                {s}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <section className={styles.section} aria-labelledby="tutor-classes">
        <h2 id="tutor-classes">{t('tutor.classes')}</h2>
        {p.classes.length === 0 ? (
          <p className={styles.notice}>{t('tutor.no_classes')}</p>
        ) : (
          <ul className={styles.grid}>
            {p.classes.map((cls) => (
              <li key={cls.id}>
                <ClassCard cls={cls} heading="h3" />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="tutor-reviews">
        <h2 id="tutor-reviews">{t('tutor.reviews')}</h2>
        <ReviewList tutorSlug={p.slug} />
      </section>
    </PageFrame>
  );
}
