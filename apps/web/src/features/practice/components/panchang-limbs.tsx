import type { PanchangDay } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../shared/lib/intl-format';
import { limbSteps, pakshaOf, type Limb } from '../panchang-day';
import panchangStyles from './panchang.module.css';
import styles from './practice.module.css';

/**
 * The five limbs of the day: the weekday (vara), and the tithi, nakshatra, yoga and karana of
 * sunrise with when each ends, then those that follow within the day with when they begin.
 */
export function PanchangLimbs({ day, at }: { day: PanchangDay; at: (iso: string | null) => string }) {
  const { t, i18n } = useTranslation('practice');
  const weekday = dateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${day.date}T12:00:00Z`),
  );
  const name = (limb: Limb, id: string, number: number) => {
    if (limb === 'tithi')
      return `${t(`calendar.paksha.${pakshaOf(number)}`)} ${t(`calendar.tithis.${id}` as 'calendar.tithis.pratipada')}`;
    if (limb === 'nakshatra') return t(`calendar.nakshatras.${id}` as 'calendar.nakshatras.ashwini');
    if (limb === 'yoga') return t(`panchang_day.yogas.${id}` as 'panchang_day.yogas.vishkambha');
    return t(`panchang_day.karanas.${id}` as 'panchang_day.karanas.bava');
  };
  const limbs: [Limb, string][] = [
    ['tithi', t('today.tithi')],
    ['nakshatra', t('today.nakshatra')],
    ['yoga', t('panchang_day.yoga')],
    ['karana', t('panchang_day.karana')],
  ];
  return (
    <dl className={styles.facts}>
      <dt>{t('panchang_day.vara')}</dt>
      <dd>{weekday}</dd>
      {limbs.map(([limb, label]) => (
        <LimbRow key={limb} label={label}>
          {limbSteps(day, limb).map((step) => (
            <li key={`${step.number}-${step.from ?? ''}`}>
              {name(limb, step.id, step.number)}
              {step.from ? (
                <span className={styles.until}> {t('panchang_day.from', { time: at(step.from) })}</span>
              ) : step.until ? (
                <span className={styles.until}> {t('today.until', { time: at(step.until) })}</span>
              ) : null}
            </li>
          ))}
        </LimbRow>
      ))}
    </dl>
  );
}

function LimbRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <ul className={panchangStyles.steps}>{children}</ul>
      </dd>
    </>
  );
}
