import { TIMING } from '@sangam/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/http-client';
import { detectLocation, type Place } from '../../../shared/location/detect';
import { formStyles } from '../../../shared/ui/form';
import styles from './city-field.module.css';

export interface CityChoice extends Place {
  lat?: number;
  lon?: number;
}

const reverse = (lat: number, lon: number) => api.get<Place>(`location/reverse/?lat=${lat}&lon=${lon}`);

/**
 * The city: typed and chosen from suggestions (an ARIA combobox; searched 300 ms after typing
 * stops), or found from the browser's position. Choosing a city also sets its time zone; the form
 * makes it the reader's place once saved. A page that uses the city at once (the panchang) says so
 * with `locatedText` instead of the profile's "save your details to keep it".
 */
export function CityField({
  value,
  onChange,
  onPick,
  locatedText,
}: {
  value: string;
  onChange: (city: string) => void;
  onPick: (choice: CityChoice) => void;
  locatedText?: (city: string) => string;
}) {
  const { t } = useTranslation('account');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [results, setResults] = useState<CityChoice[] | null>(null);
  const [status, setStatus] = useState<{ kind: 'info' | 'error'; text: string } | null>(null);
  const [query, setQuery] = useState<string | null>(null);

  useEffect(() => {
    if (query === null || query.trim().length < 2) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      api
        .get<{ results: CityChoice[] }>(`location/cities/?q=${encodeURIComponent(query.trim())}`, controller.signal)
        .then((answer) => {
          setResults(answer.results);
          setActive(0);
          setOpen(true);
        })
        .catch(() => setResults([]));
    }, TIMING.searchDebounceMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  function pick(choice: CityChoice) {
    onPick(choice);
    setOpen(false);
    setQuery(null);
  }

  async function locateMe() {
    setStatus({ kind: 'info', text: t('profile.locating') });
    const found = await detectLocation({
      geolocation: navigator.geolocation,
      reverse,
      sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
    });
    if (found.autoDetectFailed) {
      setStatus({ kind: 'error', text: t('profile.location_failed') });
      return;
    }
    pick({
      city: found.geolocationCity,
      country: found.geolocationCountry,
      timezone: found.geolocationTimezone,
      lat: found.geolocationLatitude ?? undefined,
      lon: found.geolocationLongitude ?? undefined,
    });
    setStatus({
      kind: 'info',
      text:
        locatedText?.(found.geolocationCity) ??
        t('profile.located', { city: found.geolocationCity, country: found.geolocationCountry }),
    });
  }

  const listId = `${id}-list`;
  const shown = open && results !== null;
  return (
    <div className={formStyles.field}>
      <label htmlFor={`${id}-input`} className={formStyles.label}>
        {t('profile.city')}
      </label>
      <p id={`${id}-hint`} className={formStyles.hint}>
        {t('profile.city_hint')}
      </p>
      <div className={styles.wrap}>
        <input
          id={`${id}-input`}
          className={formStyles.input}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-describedby={`${id}-hint`}
          aria-activedescendant={shown && results.length ? `${id}-option-${active}` : undefined}
          autoComplete="off"
          maxLength={120}
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            setQuery(e.target.value);
          }}
          onBlur={() => window.setTimeout(() => setOpen(false), TIMING.dropdownBlurCloseMs)}
          onKeyDown={(e) => {
            if (!shown || !results.length) return;
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              setActive((i) => Math.min(i + 1, results.length - 1));
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              setActive((i) => Math.max(i - 1, 0));
            } else if (e.key === 'Enter') {
              e.preventDefault();
              pick(results[active]!);
            } else if (e.key === 'Escape') {
              setOpen(false);
            }
          }}
        />
        <ul id={listId} role="listbox" className={styles.list} hidden={!shown}>
          {shown && results.length === 0 ? <li className={styles.empty}>{t('profile.no_cities')}</li> : null}
          {shown
            ? results.map((place, index) => (
                // The input keeps focus; options are chosen by keyboard through it (aria-activedescendant).
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={`${place.city}-${place.country}-${index}`}
                  id={`${id}-option-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={`${styles.option} ${index === active ? styles.active : ''}`}
                  onPointerDown={(e) => e.preventDefault()}
                  onClick={() => pick(place)}
                >
                  <span>{place.city}</span> <span className={styles.where}>{place.country}</span>
                </li>
              ))
            : null}
        </ul>
      </div>
      <div>
        <button type="button" className="button button-secondary" onClick={() => void locateMe()}>
          {t('profile.use_location')}
        </button>
      </div>
      {status ? (
        <p className={status.kind === 'error' ? formStyles.error : formStyles.hint} role="status">
          {status.text}
        </p>
      ) : null}
    </div>
  );
}
