import type { PanchangDay } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { festivalName } from '../festival-name';
import panchangStyles from './panchang.module.css';
import styles from './practice.module.css';

/** The day's festivals as links to their pages, and on the day after an Ekadashi the window to break its fast. */
export function PanchangFestivals({ day, at }: { day: PanchangDay; at: (iso: string | null) => string }) {
  const { t } = useTranslation('practice');
  const { lang = 'en' } = useParams();
  return (
    <section className={styles.card} aria-labelledby="panchang-festivals">
      <h2 id="panchang-festivals">{t('today.festivals')}</h2>
      {day.festivals.length ? (
        <ul className={panchangStyles.chips}>
          {day.festivals.map((festival) => (
            <li key={`${festival.id}-${festival.name ?? ''}`}>
              <Link
                className={panchangStyles.chip}
                to={localize(lang, paths.festival(festival.id, festival.date.slice(0, 4)))}
              >
                {festivalName(t, festival)}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.note}>{t('panchang_day.no_festival')}</p>
      )}
      {day.parana ? (
        <>
          <h3 className={styles.subheading}>{t('panchang_day.parana')}</h3>
          <p>
            {at(day.parana.start)} – {at(day.parana.end)}
            <span className={styles.until}> · {t(`panchang_day.parana_for.${day.parana.tradition}`)}</span>
          </p>
        </>
      ) : null}
    </section>
  );
}
