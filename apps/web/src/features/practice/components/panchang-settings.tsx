import { TRADITIONS, type Tradition } from '@sangam/panchang/regions';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { CityField, type CityChoice } from '../../account';
import { chooseTradition } from '../../../shared/lib/calendar-tradition';
import { localize, paths } from '../../../shared/lib/paths';
import { formStyles } from '../../../shared/ui/form';
import { placeSearch, type ChosenPlace } from '../panchang-day';
import styles from './panchang.module.css';

/**
 * Where the day is read and by which tradition. A city chosen here goes into the address (the
 * reader's saved place stays theirs); the tradition is remembered in this browser.
 */
export function PanchangSettings({
  date,
  city,
  chosen,
  tradition,
}: {
  /** The day in the address, or undefined on today's page. */
  date: string | undefined;
  /** The place's name as the page shows it. */
  city: string;
  /** Whether the place was chosen on this page (else the reader's own, or the default). */
  chosen: boolean;
  tradition: Tradition;
}) {
  const { t } = useTranslation('practice');
  const { lang = 'en' } = useParams();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(city);
  const traditionId = useId();

  function pick(choice: CityChoice) {
    setTyped(choice.city);
    if (choice.lat === undefined || choice.lon === undefined || !choice.timezone) return;
    const place: ChosenPlace = { city: choice.city, lat: choice.lat, lon: choice.lon, zone: choice.timezone };
    void navigate(localize(lang, paths.panchang(date, placeSearch(place))));
  }

  return (
    <section className={styles.settings} aria-label={t('panchang_day.settings')}>
      <p>
        {t('today.place', { city })}
        {chosen ? (
          <>
            {' · '}
            <Link to={localize(lang, paths.panchang(date))}>{t('panchang_day.own_place')}</Link>
          </>
        ) : null}
      </p>
      {/* Closed at first: on a phone the day itself comes before the means of changing it. */}
      <details className={styles.change}>
        <summary>{t('panchang_day.change')}</summary>
        <CityField
          value={typed}
          onChange={setTyped}
          onPick={pick}
          locatedText={(found) => t('panchang_day.located', { city: found })}
        />
        <div className={formStyles.field}>
          <label htmlFor={traditionId} className={formStyles.label}>
            {t('panchang_day.tradition')}
          </label>
          <p id={`${traditionId}-hint`} className={formStyles.hint}>
            {t('panchang_day.tradition_hint')}
          </p>
          <select
            id={traditionId}
            className={formStyles.input}
            aria-describedby={`${traditionId}-hint`}
            value={tradition}
            onChange={(event) => chooseTradition(event.target.value as Tradition)}
          >
            {TRADITIONS.map((option) => (
              <option key={option} value={option}>
                {t(`panchang_day.traditions.${option}`)}
              </option>
            ))}
          </select>
        </div>
      </details>
    </section>
  );
}
