import { useTranslation } from 'react-i18next';
import { formatPrice } from '../format';
import styles from './classes.module.css';

/** A class's price per session, or 'Free'. */
export function Price({ minor, currency }: { minor: number; currency: string }) {
  const { t, i18n } = useTranslation('classes');
  return (
    <span className={styles.price}>
      {minor === 0
        ? t('price.free')
        : t('price.per_session', { price: formatPrice(minor, currency, i18n.resolvedLanguage ?? 'en') })}
    </span>
  );
}
