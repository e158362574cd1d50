import { useTranslation } from 'react-i18next';
import styles from './classes.module.css';
import { numberFormat } from '../../../shared/lib/intl-format';

/** '★ 4.8 (12 reviews)', or 'New tutor' before the first review. */
export function Rating({ rating, count }: { rating: number | null; count: number }) {
  const { t, i18n } = useTranslation('classes');
  if (rating === null || count === 0) return <span className={styles.rating}>{t('tutor.new')}</span>;
  const number = numberFormat(i18n.resolvedLanguage, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <span className={styles.rating}>
      <span aria-hidden="true">★ </span>
      {t('tutor.rating', {
        rating: number.format(rating),
        count,
        formatted: numberFormat(i18n.resolvedLanguage).format(count),
      })}
    </span>
  );
}
