import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../../shared/ui/load-more';
import { tutorReviewsQuery } from '../api';
import { bookingFailure } from '../messages';
import styles from './classes.module.css';
import { dateTimeFormat } from '../../../shared/lib/intl-format';

/** What learners wrote after their classes, newest first, ten at a time. */
export function ReviewList({ tutorSlug }: { tutorSlug: string }) {
  const { t, i18n } = useTranslation('classes');
  const list = useInfiniteQuery(tutorReviewsQuery(tutorSlug));
  if (list.isPending) return <p className={styles.meta}>{t('loading', { ns: 'common' })}</p>;
  if (list.isError) return <p role="alert">{bookingFailure(list.error, 'load')}</p>;
  const reviews = list.data.pages.flatMap((page) => page.results);
  if (reviews.length === 0) return <p className={styles.notice}>{t('reviews.none')}</p>;
  const date = dateTimeFormat(i18n.resolvedLanguage, { day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <>
      <ul className={styles.reviews}>
        {reviews.map((review) => (
          <li key={review.id}>
            <p className={styles.meta}>
              <span aria-label={t('reviews.stars', { count: review.rating })}>
                {'★'.repeat(review.rating)}
                {'☆'.repeat(5 - review.rating)}
              </span>{' '}
              · {review.learner.username} · {review.class_title} · {date.format(new Date(review.created_at))}
            </p>
            {review.text ? <p className={styles.bio}>{review.text}</p> : null}
          </li>
        ))}
      </ul>
      <LoadMore list={list} />
    </>
  );
}
