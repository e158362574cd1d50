import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, TextAreaField } from '../../../shared/ui/form';
import { toast } from '../../../shared/ui/toast/toast-store';
import { bookingCalls, refreshBookings, type LearnerBooking } from '../api';
import { bookingFailure } from '../messages';
import styles from './classes.module.css';

const REVIEW_MAX = 2000;

/** Rate an attended class from 1 to 5 and say a few words; one review per booking. */
export function ReviewForm({ booking, onDone }: { booking: LearnerBooking; onDone: () => void }) {
  const { t } = useTranslation('classes');
  const client = useQueryClient();
  const name = useId();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (rating < 1) {
      setError(t('review.choose_rating'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await bookingCalls.review(booking.id, { rating, text: text.trim() });
      toast.success(t('review.thanks'));
      refreshBookings(client);
      void client.invalidateQueries({ queryKey: ['tutors'] });
      onDone();
    } catch (err) {
      setError(bookingFailure(err, 'review'));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={styles.stars}>
        <legend>{t('review.rating')}</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={rating === value}
              onChange={() => setRating(value)}
            />
            <span aria-hidden="true">{'★'.repeat(value)}</span>
            <span className="visually-hidden">{t('reviews.stars', { count: value })}</span>
          </label>
        ))}
      </fieldset>
      <TextAreaField
        label={t('review.text')}
        value={text}
        maxLength={REVIEW_MAX}
        rows={3}
        onChange={(event) => setText(event.target.value)}
      />
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? t('review.sending') : t('review.submit')}
        </button>
        <button type="button" className="button button-secondary" onClick={onDone}>
          {t('review.later')}
        </button>
      </div>
    </form>
  );
}
