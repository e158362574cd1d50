import { depositMinor } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../format';
import styles from './retreats.module.css';

/**
 * What the stay costs: the total, the deposit paid now (the retreat's share, rounded up as the API
 * does) and the rest paid to the host at the retreat.
 */
export function StayTotals({
  totalMinor,
  depositPercent,
  currency,
  breakdown,
}: {
  totalMinor: number;
  depositPercent: number;
  currency: string;
  /** How the total is made ('₹28,000 × 2 guests'). */
  breakdown: string;
}) {
  const { t, i18n } = useTranslation('retreats');
  const language = i18n.resolvedLanguage ?? 'en';
  const money = (minor: number) => formatMoney(minor, currency, language);
  const deposit = depositMinor(totalMinor, depositPercent);
  return (
    <dl className={styles.totals}>
      <dt>{breakdown}</dt>
      <dd>{money(totalMinor)}</dd>
      <dt className={styles.due}>{t('book.deposit_now', { percent: depositPercent })}</dt>
      <dd className={styles.dueAmount}>{money(deposit)}</dd>
      <dt>{t('book.balance_later')}</dt>
      <dd>{money(totalMinor - deposit)}</dd>
    </dl>
  );
}
