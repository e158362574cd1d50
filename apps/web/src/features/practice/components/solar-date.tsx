import type { PanchangDay } from '@sangam/contracts';
import type { Tradition } from '@sangam/panchang/regions';
import { useTranslation } from 'react-i18next';

type SolarDates = PanchangDay['solar_dates'];

/**
 * The date in the solar calendar of the reader's tradition (Tamil with its year's name, Malayalam in
 * the Kollam era, Bengali in the Bangabda, Odia); nothing for the traditions that count by the Moon
 * alone.
 */
export function SolarDate({ day, tradition }: { day: PanchangDay; tradition: Tradition }) {
  const { t } = useTranslation('practice');
  const dates = day.solar_dates;
  if (!(tradition in dates)) return null;
  const solar = dates[tradition as keyof SolarDates];
  const month = t(`solar.months.${tradition}.${solar.month}` as 'solar.months.tamil.chithirai');
  const year =
    'year_name' in solar
      ? t(`solar.tamil_years.${solar.year_name}` as 'solar.tamil_years.prabhava')
      : 'era_year' in solar
        ? solar.era_year
        : '';
  return (
    <>
      <dt>{t('panchang_day.solar_date')}</dt>
      <dd>{t(`solar.dates.${tradition as keyof SolarDates}`, { month, day: solar.day, year })}</dd>
    </>
  );
}
