import type { BookingReviewKind, ReviewState } from '@sangam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reviewCalls, reviewKeys, type ReviewedBookingPath } from '../api';
import { reviewFailure } from '../messages';
import styles from '../reviews.module.css';
import { ReviewForm } from './review-form';

const BOOKING_PATHS: Record<BookingReviewKind, ReviewedBookingPath> = {
  retreat: 'retreat-bookings',
  pooja: 'pooja-bookings',
  journey: 'journey-bookings',
};

/**
 * Under a booking that has ended: "Write a review" while it may be reviewed, a thank-you once it is.
 * `onReviewed` reads the kind's bookings again (their review_state changes).
 */
export function BookingReview({
  kind,
  bookingId,
  state,
  onReviewed,
}: {
  kind: BookingReviewKind;
  bookingId: number;
  state: ReviewState;
  onReviewed: () => void;
}) {
  const { t } = useTranslation('reviews');
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  if (state === 'reviewed') return <p className={styles.meta}>{t('done')}</p>;
  if (state !== 'open') return null;
  if (!open) {
    return (
      <div className={styles.actions}>
        <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
          {t('write')}
        </button>
      </div>
    );
  }
  return (
    <ReviewForm
      send={(input) => reviewCalls.write(BOOKING_PATHS[kind], bookingId, input)}
      failure={(error) => reviewFailure(error, 'send', kind)}
      onSent={() => {
        void client.invalidateQueries({ queryKey: reviewKeys.all });
        onReviewed();
      }}
      onCancel={() => setOpen(false)}
    />
  );
}
