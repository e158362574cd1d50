import type { JourneyDeparture } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatMoney } from '../../../shared/lib/money';
import { localize, paths } from '../../../shared/lib/paths';
import { track } from '../../../shared/tracking';
import { formatDateRange, formatNumber } from '../format';
import { JoinWaitlist } from '../../waitlists';
import styles from './journeys.module.css';

/** "6 places left" or "Full", in the language's digits. */
export function PlacesLeft({ left }: { left: number }) {
  const { t, i18n } = useTranslation('travel');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <span className={left === 0 ? styles.full : left <= 5 ? styles.few : undefined}>
      {left === 0
        ? t('departures.full')
        : t('departures.places_left', { count: left, places: formatNumber(left, language) })}
    </span>
  );
}

/**
 * The coming departures: dates, places left and price per traveller, each with its way forward
 * (book it; or join the waitlist of a full one, or ask the organiser about it).
 */
export function Departures({
  slug,
  departures,
  maxSeats,
  onAsk,
}: {
  slug: string;
  departures: JourneyDeparture[];
  /** The most travellers one booking (and one place in a waitlist) takes. */
  maxSeats: number;
  onAsk: (departureId: number) => void;
}) {
  const { t, i18n } = useTranslation('travel');
  const { lang = 'en' } = useParams();
  const language = i18n.resolvedLanguage ?? 'en';
  if (departures.length === 0) return <p className={styles.notice}>{t('departures.none')}</p>;
  return (
    <ul className={styles.departures}>
      {departures.map((d) => {
        const dates = formatDateRange(d.start_date, d.end_date, language);
        return (
          <li key={d.id} className={styles.departure}>
            <div>
              <p className={styles.departureDates}>{dates}</p>
              <p className={styles.meta}>
                <PlacesLeft left={d.seats_left} />
              </p>
            </div>
            <p className={styles.departurePrice}>
              {t('departures.per_traveller', { price: formatMoney(d.price_minor, d.currency, language) })}
            </p>
            {d.seats_left > 0 ? (
              <Link
                className="button"
                to={`${localize(lang, paths.bookJourney(slug))}?departure=${d.id}`}
                aria-label={t('departures.book_named', { dates })}
                onClick={() => track('journey_selection', { journey: slug, departure: d.id, start: d.start_date })}
              >
                {t('departures.book')}
              </Link>
            ) : (
              <div className={styles.fullActions}>
                <JoinWaitlist kind="journey" target={{ departure_id: d.id }} maxSeats={maxSeats} what={dates} />
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={t('departures.ask_named', { dates })}
                  onClick={() => onAsk(d.id)}
                >
                  {t('departures.ask')}
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
