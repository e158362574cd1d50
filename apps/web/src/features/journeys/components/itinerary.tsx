import type { JourneyItineraryDay } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../format';
import styles from './journeys.module.css';

/** The day-by-day plan, in order, each day with its place; written in the journey's own language. */
export function Itinerary({ days, contentLanguage }: { days: JourneyItineraryDay[]; contentLanguage: string }) {
  const { t, i18n } = useTranslation('travel');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <ol className={styles.itinerary}>
      {days.map((day) => (
        <li key={day.day} className={styles.itineraryDay}>
          <p className={styles.dayNumber}>{t('detail.day', { day: formatNumber(day.day, language) })}</p>
          <div lang={contentLanguage}>
            <h3>{day.title}</h3>
            {day.place ? (
              <p className={styles.place}>
                <span className="visually-hidden">{t('detail.place')}: </span>
                {day.place}
              </p>
            ) : null}
            {day.description ? <p className={styles.dayText}>{day.description}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
