import { useTranslation } from 'react-i18next';
import type { ReaderPlace } from '../../../shared/location/reader-place';
import styles from './festivals.module.css';

/** Where the dates are reckoned: the reader's city, else the default place (Kolkata), said so. */
export function PlaceNote({ place }: { place: ReaderPlace | null }) {
  const { t } = useTranslation('practice');
  return (
    <p className={styles.note}>
      {t('today.place', { city: place?.city || t('festival_pages.default_city') })} · {t('festival_pages.amanta_note')}
    </p>
  );
}
