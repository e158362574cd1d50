import type { RefundStep } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent, policyLines } from '../format';
import styles from './journeys.module.css';

/** How the deposit works, in words: what is paid when booking and what is settled with the organiser. */
export function DepositWords({ percent }: { percent: number }) {
  const { t, i18n } = useTranslation('travel');
  const language = i18n.resolvedLanguage ?? 'en';
  if (percent <= 0) return <p>{t('policy.no_deposit')}</p>;
  if (percent >= 100) return <p>{t('policy.full_deposit')}</p>;
  return <p>{t('policy.deposit', { percent: formatPercent(percent, language) })}</p>;
}

/** The cancellation policy as a list a traveller reads: days before departure and what comes back. */
export function PolicyWords({ policy }: { policy: readonly RefundStep[] }) {
  const { t, i18n } = useTranslation('travel');
  const language = i18n.resolvedLanguage ?? 'en';
  const { lines, noneBelow } = policyLines(policy);
  if (lines.length === 0) return <p>{t('policy.none')}</p>;
  const n = (value: number) => formatNumber(value, language);
  const back = (percent: number) =>
    percent === 0 ? t('policy.nothing_back') : t('policy.back', { percent: formatPercent(percent, language) });
  return (
    <>
      <p>{t('policy.intro')}</p>
      <ul className={styles.policy}>
        {lines.map((line) => (
          <li key={line.from}>
            <span>
              {line.to === null
                ? line.from === 0
                  ? t('policy.any_time')
                  : t('policy.at_least', { count: line.from, days: n(line.from) })
                : line.from === line.to
                  ? t('policy.exactly', { count: line.from, days: n(line.from) })
                  : t('policy.between', { count: line.to, from: n(line.from), to: n(line.to) })}
            </span>
            <strong>{back(line.percent)}</strong>
          </li>
        ))}
        {noneBelow !== null ? (
          <li>
            <span>{t('policy.less_than', { count: noneBelow, days: n(noneBelow) })}</span>
            <strong>{t('policy.nothing_back')}</strong>
          </li>
        ) : null}
      </ul>
    </>
  );
}
