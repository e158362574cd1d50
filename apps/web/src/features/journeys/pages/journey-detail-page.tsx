import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/http-client';
import { formatMoney } from '../../../shared/lib/money';
import { localize, paths } from '../../../shared/lib/paths';
import { track } from '../../../shared/tracking';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { languageName } from '../../classes';
import { journeyQuery } from '../api';
import { Departures } from '../components/departures';
import { InterestForm } from '../components/interest-form';
import { Itinerary } from '../components/itinerary';
import { JourneyArt } from '../components/journey-art';
import { JourneyNotFound } from '../components/journey-not-found';
import { DepositWords, PolicyWords } from '../components/policy';
import styles from '../components/journeys.module.css';
import { formatNumber } from '../format';
import { journeyFailure } from '../messages';
import { VerifiedBadge } from '../../../shared/ui/verified-badge';
import { ItemReviews } from '../../reviews';

/**
 * travel/{slug}: what the journey is, its day-by-day itinerary, what is and is not included, the
 * languages it is guided in, its departures (book one), the deposit and cancellation policy, the
 * organiser, and a form to register interest (guests too).
 */
export function Component() {
  const { t, i18n } = useTranslation('travel');
  const { lang = 'en', slug = '' } = useParams();
  const language = i18n.resolvedLanguage ?? 'en';
  const journey = useQuery(journeyQuery(slug));
  const [asking, setAsking] = useState(false);
  const [departureId, setDepartureId] = useState('');
  const interestRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (journey.data) track('journey_view', { journey: journey.data.slug, region: journey.data.region });
  }, [journey.data]);

  // The form opens below; the reader is taken to it (and a screen reader hears its heading).
  useEffect(() => {
    if (asking) interestRef.current?.focus();
  }, [asking]);

  if (journey.isPending) return <Skeleton lines={8} label={t('loading', { ns: 'common' })} />;
  if (journey.isError) {
    if (journey.error instanceof ApiError && journey.error.status === 404) return <JourneyNotFound />;
    return (
      <PageFrame title={t('pages.journey', { ns: 'common' })}>
        <p role="alert">{journeyFailure(journey.error, 'load')}</p>
      </PageFrame>
    );
  }
  const j = journey.data;
  const content = j.content_language;
  const ask = (id: number | null) => {
    setDepartureId(id === null ? '' : String(id));
    setAsking(true);
    if (asking) interestRef.current?.focus();
  };
  const open = j.departures.some((d) => d.seats_left > 0);

  return (
    <PageFrame title={j.title} item={j.title} wide>
      <div className={styles.hero}>
        <JourneyArt slug={j.slug} photo={j.photos[0]} large />
        <div className={styles.heroText}>
          <p className={styles.summaryText} lang={content}>
            {j.summary}
          </p>
          <dl className={styles.facts}>
            <div>
              <dt>{t('detail.region')}</dt>
              <dd>{j.region}</dd>
            </div>
            <div>
              <dt>{t('detail.starts_from')}</dt>
              <dd>{j.start_place}</dd>
            </div>
            <div>
              <dt>{t('detail.length')}</dt>
              <dd>{t('card.days', { count: j.duration_days, days: formatNumber(j.duration_days, language) })}</dd>
            </div>
            <div>
              <dt>{t('detail.price')}</dt>
              <dd>{t('card.from_price', { price: formatMoney(j.price_from_minor, j.currency, language) })}</dd>
            </div>
            <div>
              <dt>{t('detail.languages')}</dt>
              <dd>{j.languages.map((l) => languageName(l, language)).join(', ')}</dd>
            </div>
            <div>
              <dt>{t('detail.organiser')}</dt>
              <dd>
                {j.organiser.display_name}
                <VerifiedBadge verified={j.organiser.verified} />
              </dd>
            </div>
          </dl>
          <div className={styles.actions}>
            {open ? (
              <a className="button" href="#departures">
                {t('detail.see_dates')}
              </a>
            ) : null}
            <button
              type="button"
              className={`button ${open ? 'button-secondary' : ''}`}
              aria-expanded={asking}
              aria-controls="journey-interest"
              onClick={() => ask(null)}
            >
              {t('detail.register_interest')}
            </button>
          </div>
        </div>
      </div>

      {j.description ? (
        <p className={styles.description} lang={content}>
          {j.description}
        </p>
      ) : null}

      <section className={styles.section} aria-labelledby="departures">
        <h2 id="departures" tabIndex={-1}>
          {t('detail.departures')}
        </h2>
        <Departures slug={j.slug} departures={j.departures} maxSeats={j.max_travellers_per_booking} onAsk={ask} />
      </section>

      <section className={styles.section} aria-labelledby="itinerary">
        <h2 id="itinerary">{t('detail.itinerary')}</h2>
        <Itinerary days={j.itinerary} contentLanguage={content} />
      </section>

      <div className={styles.columns}>
        {j.inclusions.length ? (
          <section aria-labelledby="inclusions">
            <h2 id="inclusions">{t('detail.inclusions')}</h2>
            <ul className={styles.included} lang={content}>
              {j.inclusions.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {j.exclusions.length ? (
          <section aria-labelledby="exclusions">
            <h2 id="exclusions">{t('detail.exclusions')}</h2>
            <ul className={styles.excluded} lang={content}>
              {j.exclusions.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>

      <section className={styles.section} aria-labelledby="policy">
        <h2 id="policy">{t('detail.deposit_and_policy')}</h2>
        <DepositWords percent={j.deposit_percent} />
        <PolicyWords policy={j.cancellation_policy} />
      </section>

      <ItemReviews path="journeys" slug={j.slug} />

      <section id="journey-interest" className={styles.section} aria-labelledby="interest" hidden={!asking}>
        <h2 id="interest" ref={interestRef} tabIndex={-1}>
          {t('interest.title')}
        </h2>
        <p className={styles.meta}>{t('interest.lead')}</p>
        {asking ? (
          <InterestForm
            slug={j.slug}
            departures={j.departures}
            departureId={departureId}
            onDepartureChange={setDepartureId}
          />
        ) : null}
      </section>

      <p>
        <Link to={localize(lang, paths.travel())}>{t('detail.all_journeys')}</Link>
      </p>
    </PageFrame>
  );
}
