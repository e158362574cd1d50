import { REVIEW_LIMITS, type ReviewRequest } from '@sangam/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, TextAreaField } from '../../../shared/ui/form';
import { toast } from '../../../shared/ui/toast/toast-store';
import styles from '../reviews.module.css';

const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * Stars from 1 to 5 and a few words, for anything booked: a class, a stay, a pooja, a journey. The
 * caller says where it goes (`send`) and how its failures read (`failure`).
 */
export function ReviewForm({
  send,
  failure,
  onSent,
  onCancel,
}: {
  send: (input: ReviewRequest) => Promise<unknown>;
  failure: (error: unknown) => string;
  onSent: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('reviews');
  const name = useId();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [unrated, setUnrated] = useState(false);
  // Opened by a button that is now gone: the person goes on from the first star.
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const sending = useMutation({
    mutationFn: send,
    onSuccess: () => {
      toast.success(t('thanks'));
      onSent();
    },
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setUnrated(rating < 1);
    if (rating >= 1) sending.mutate({ rating, text: text.trim() });
  }

  const error = unrated ? t('choose_rating') : sending.isError ? failure(sending.error) : null;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.stars}>
        <legend>{t('rating')}</legend>
        {RATINGS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              ref={value === 1 ? first : undefined}
              name={name}
              value={value}
              checked={rating === value}
              onChange={() => setRating(value)}
            />
            <span aria-hidden="true">{'★'.repeat(value)}</span>
            <span className="visually-hidden">{t('stars', { count: value })}</span>
          </label>
        ))}
      </fieldset>
      <TextAreaField
        label={t('text')}
        value={text}
        maxLength={REVIEW_LIMITS.textMax}
        rows={3}
        onChange={(event) => setText(event.target.value)}
      />
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={sending.isPending} aria-busy={sending.isPending}>
          {sending.isPending ? t('sending') : t('submit')}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('later')}
        </button>
      </div>
    </form>
  );
}
