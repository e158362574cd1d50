import type { RefundStep } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { policyBands } from '../booking-rules';
import styles from './retreats.module.css';

/**
 * The cancellation policy in words, band by band: how much of the deposit paid comes back when the
 * guest cancels so many days before the first night (the API applies the same rule).
 */
export function PolicyList({ policy }: { policy: readonly RefundStep[] }) {
  const { t } = useTranslation('retreats');
  const bands = policyBands(policy);
  const back = (percent: number) =>
    percent >= 100
      ? t('policy.all_back')
      : percent <= 0
        ? t('policy.nothing_back')
        : t('policy.part_back', { percent });
  return (
    <ul className={styles.included}>
      {bands.map((band) => (
        <li key={band.from}>
          {band.to === null
            ? t('policy.or_more', { count: band.from })
            : band.from === 0
              ? t('policy.less_than', { count: band.to + 1 })
              : t('policy.between', { from: band.from, to: band.to })}
          {': '}
          <strong>{back(band.percent)}</strong>
        </li>
      ))}
    </ul>
  );
}

/** What a deposit is, and what is paid when: said wherever a guest first meets the word. */
export function DepositNote({ percent }: { percent: number }) {
  const { t } = useTranslation('retreats');
  return (
    <p className={styles.hint}>
      {percent <= 0
        ? t('policy.no_deposit')
        : percent >= 100
          ? t('policy.deposit_whole')
          : t('policy.deposit_hint', { percent })}
    </p>
  );
}
