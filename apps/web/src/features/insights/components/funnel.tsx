import { useTranslation } from 'react-i18next';
import type { Insights } from '../api';
import styles from './insights.module.css';
import { numberFormat } from '../../../shared/lib/intl-format';

/** Guests → registered → practising, each bar as wide as its share of the guests. */
export function Funnel({ funnel }: { funnel: Insights['funnel'] }) {
  const { t, i18n } = useTranslation('admin');
  const percent = numberFormat(i18n.resolvedLanguage, { style: 'percent', maximumFractionDigits: 1 });
  const steps = [
    { label: t('insights.funnel_guests'), value: funnel.guests },
    { label: t('insights.funnel_registered'), value: funnel.registered },
    { label: t('insights.funnel_practising'), value: funnel.practising },
  ];
  const top = Math.max(1, funnel.guests);
  return (
    <ol className={styles.funnel}>
      {steps.map((step, i) => {
        const previous = i > 0 ? steps[i - 1]!.value : null;
        return (
          <li key={step.label}>
            <div className={styles.funnelLabel}>
              <span>{step.label}</span>
              <strong>{step.value}</strong>
            </div>
            <div className={styles.track} aria-hidden="true">
              <div className={styles.fill} style={{ width: `${(100 * step.value) / top}%` }} />
            </div>
            {previous !== null ? (
              <p className={styles.rate}>
                {t('insights.of_previous', { percent: percent.format(previous ? step.value / previous : 0) })}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
