import type { PanchangDay } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import styles from './practice.module.css';

type Period = { start: string; end: string } | null;

/**
 * The day's muhurtas told apart, in words and not by colour: the auspicious ones, and the kalams in
 * which new work is not begun (decision 026). A period the day does not have (Abhijit on Wednesday)
 * is left out. The panchang page adds the Dur Muhurtams (`withDurMuhurtam`), which the card leaves out.
 */
export function DayTimings({
  day,
  at,
  withDurMuhurtam = false,
}: {
  day: PanchangDay;
  at: (iso: string | null) => string;
  withDurMuhurtam?: boolean;
}) {
  const { t } = useTranslation('practice');
  const rows = (periods: [string, Period][]) =>
    periods.flatMap(([label, period], index) =>
      period
        ? [
            <dt key={`${label}-${index}-dt`}>{label}</dt>,
            <dd key={`${label}-${index}-dd`}>
              {at(period.start)} – {at(period.end)}
            </dd>,
          ]
        : [],
    );
  const durMuhurtams: [string, Period][] = withDurMuhurtam
    ? day.dur_muhurtam.map((period) => [t('panchang_day.dur_muhurtam'), period])
    : [];
  return (
    <>
      <h3 className={styles.subheading}>{t('today.good_times')}</h3>
      <dl className={styles.facts}>
        {rows([
          [t('today.brahma_muhurta'), day.brahma_muhurta],
          [t('today.abhijit'), day.abhijit],
        ])}
      </dl>
      <h3 className={styles.subheading}>{t('today.avoid_times')}</h3>
      <dl className={styles.facts}>
        {rows([
          [t('today.rahu_kalam'), day.rahu_kalam],
          [t('today.yamaganda'), day.yamaganda],
          [t('today.gulika'), day.gulika],
          ...durMuhurtams,
        ])}
      </dl>
    </>
  );
}
