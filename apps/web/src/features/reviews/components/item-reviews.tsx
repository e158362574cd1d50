import { BOOKING_REVIEW_LIMITS, type BookingReview } from '@sangam/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, numberFormat } from '../../../shared/lib/intl-format';
import { TextAreaField } from '../../../shared/ui/form';
import { LoadMore } from '../../../shared/ui/load-more';
import { toast } from '../../../shared/ui/toast/toast-store';
import { itemReviewsQuery, reviewCalls, reviewKeys, type ReviewedItemPath } from '../api';
import { reviewFailure } from '../messages';
import styles from '../reviews.module.css';

/**
 * What those who booked an item wrote after it (a retreat, a temple's poojas, a journey), newest
 * first, with its average; its host answers each review here.
 */
export function ItemReviews({ path, slug }: { path: ReviewedItemPath; slug: string }) {
  const { t, i18n } = useTranslation('reviews');
  const heading = useId();
  const list = useInfiniteQuery(itemReviewsQuery(path, slug));
  const lang = i18n.resolvedLanguage ?? 'en';

  let body;
  if (list.isPending) body = <p className={styles.meta}>{t('loading', { ns: 'common' })}</p>;
  else if (list.isError) body = <p role="alert">{reviewFailure(list.error, 'load')}</p>;
  else {
    const first = list.data.pages[0]!;
    const reviews = list.data.pages.flatMap((page) => page.results);
    body = (
      <>
        {first.rating !== null ? (
          <p className={styles.average}>
            <span aria-hidden="true">★ </span>
            {t('average', {
              rating: numberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(first.rating),
              count: first.rating_count,
              formatted: numberFormat(lang).format(first.rating_count),
            })}
          </p>
        ) : null}
        {reviews.length === 0 ? (
          <p className={styles.notice}>{t('none')}</p>
        ) : (
          <ul className={styles.list}>
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={review} canReply={first.can_reply} path={path} slug={slug} />
            ))}
          </ul>
        )}
        <LoadMore list={list} />
      </>
    );
  }
  return (
    <section className={styles.section} aria-labelledby={heading}>
      <h2 id={heading}>{t('heading')}</h2>
      {body}
    </section>
  );
}

function ReviewItem({
  review,
  canReply,
  path,
  slug,
}: {
  review: BookingReview;
  canReply: boolean;
  path: ReviewedItemPath;
  slug: string;
}) {
  const { t, i18n } = useTranslation('reviews');
  const lang = i18n.resolvedLanguage ?? 'en';
  const [replying, setReplying] = useState(false);
  const written = dateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric' });
  const month = dateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const booked = [
    review.booked.name,
    review.booked.date ? month.format(new Date(`${review.booked.date}T12:00:00Z`)) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li>
      <p className={styles.meta}>
        <span role="img" aria-label={t('stars', { count: review.rating })}>
          {'★'.repeat(review.rating)}
          {'☆'.repeat(5 - review.rating)}
        </span>{' '}
        · <strong>{review.author.display_name}</strong> · {written.format(new Date(review.created_at))}
      </p>
      {booked ? <p className={styles.meta}>{t('booked', { what: booked })}</p> : null}
      {review.text ? <p className={styles.text}>{review.text}</p> : null}
      {review.reply && !replying ? (
        <div className={styles.reply}>
          <strong>{t('reply_from_host')}</strong>
          <p>{review.reply.text}</p>
        </div>
      ) : null}
      {canReply && !replying ? (
        <div className={styles.actions}>
          <button type="button" className="button button-secondary" onClick={() => setReplying(true)}>
            {review.reply ? t('edit_reply') : t('reply')}
          </button>
        </div>
      ) : null}
      {replying ? <ReplyForm review={review} path={path} slug={slug} onDone={() => setReplying(false)} /> : null}
    </li>
  );
}

/** The host's one public reply to a review, written or rewritten. */
function ReplyForm({
  review,
  path,
  slug,
  onDone,
}: {
  review: BookingReview;
  path: ReviewedItemPath;
  slug: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('reviews');
  const client = useQueryClient();
  const [text, setText] = useState(review.reply?.text ?? '');
  const saving = useMutation({
    mutationFn: (reply: string) => reviewCalls.reply(review.id, { text: reply }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: reviewKeys.item(path, slug) });
      toast.success(t('reply_saved'));
      onDone();
    },
  });
  const [empty, setEmpty] = useState(false);
  // Opened by the Reply button, which is now gone: the person writes at once.
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => box.current?.focus(), []);
  function submit(event: React.FormEvent) {
    event.preventDefault();
    setEmpty(!text.trim());
    if (text.trim()) saving.mutate(text.trim());
  }
  const error = empty ? t('errors.reply_empty') : saving.isError ? reviewFailure(saving.error, 'reply') : null;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextAreaField
        ref={box}
        label={t('reply_label')}
        value={text}
        maxLength={BOOKING_REVIEW_LIMITS.replyMax}
        rows={3}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={saving.isPending} aria-busy={saving.isPending}>
          {saving.isPending ? t('replying') : t('reply_send')}
        </button>
        <button type="button" className="button button-secondary" onClick={onDone}>
          {t('later')}
        </button>
      </div>
    </form>
  );
}
