import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './retreats.module.css';

/** How many guests: − and + within 1..max, the number read out as it changes. */
export function GuestsStepper({
  value,
  max: left,
  perBooking,
  onChange,
}: {
  value: number;
  /** The places left for the stay chosen. */
  max: number;
  /** The most guests the host takes in one booking. */
  perBooking: number;
  onChange: (value: number) => void;
}) {
  const max = Math.min(left, perBooking);
  const { t } = useTranslation('retreats');
  const id = useId();
  return (
    <div role="group" aria-labelledby={`${id}-label`} className={styles.stepperBox}>
      <p id={`${id}-label`} className={styles.stepLabel}>
        {t('book.guests')}
      </p>
      <div className={styles.stepper}>
        <button
          type="button"
          aria-label={t('book.fewer_guests')}
          disabled={value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output aria-live="polite">{value}</output>
        <button
          type="button"
          aria-label={t('book.more_guests')}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <p className={styles.hint}>
        {max <= 0
          ? t('book.no_places')
          : left > perBooking
            ? t('book.guests_per_booking', { count: perBooking })
            : t('book.guests_max', { count: max })}
      </p>
    </div>
  );
}
