import type { JourneySummary } from '@sangam/contracts';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/lib/money';
import { localize, paths } from '../../../shared/lib/paths';
import { useCardWords } from '../../../shared/lib/use-card-words';
import { formatDate, formatNumber } from '../format';
import { JourneyArt } from './journey-art';
import styles from './journeys.module.css';

/** A journey in the list: its picture, title, region and length, price per traveller and next departure. */
export function JourneyCard({ journey }: { journey: JourneySummary }) {
  const { t, lang, language } = useCardWords('travel');
  const left = journey.next_departure_seats_left;
  return (
    <article className={styles.card}>
      <JourneyArt slug={journey.slug} photo={journey.photo} />
      <div className={styles.cardBody}>
        <h2 lang={journey.content_language}>
          <Link to={localize(lang, paths.journey(journey.slug))} className={styles.cardLink}>
            {journey.title}
          </Link>
        </h2>
        <p className={styles.meta}>
          {journey.region} ·{' '}
          {t('card.days', { count: journey.duration_days, days: formatNumber(journey.duration_days, language) })}
        </p>
        <p className={styles.price}>
          {t('card.from_price', { price: formatMoney(journey.price_from_minor, journey.currency, language) })}
        </p>
        <p className={styles.meta}>
          {journey.next_departure
            ? t('card.next_departure', { date: formatDate(journey.next_departure, language) })
            : t('card.no_departure')}
          {journey.next_departure && left !== null ? (
            <>
              {' · '}
              {left === 0
                ? t('departures.full')
                : t('departures.places_left', { count: left, places: formatNumber(left, language) })}
            </>
          ) : null}
        </p>
      </div>
    </article>
  );
}
