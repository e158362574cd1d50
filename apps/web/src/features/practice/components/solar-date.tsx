import type { PanchangDay } from '@sangam/contracts';
import type { Tradition } from '@sangam/panchang/regions';
import { useTranslation } from 'react-i18next';

/** The solar calendars' dates of a day (issue 25), where the answer carries them. */
interface SolarDates {
  tamil: { month: string; day: number; year_name: string };
  malayalam: { month: string; day: number; era_year: number };
  bengali: { month: string; day: number; era_year: number };
  odia: { month: string; day: number };
}

/**
 * The date in the solar calendar of the reader's tradition (Tamil with its year's name, Malayalam in
 * the Kollam era, Bengali in the Bangabda, Odia); nothing for the traditions that count by the Moon
 * alone, or while the answer has none.
 */
export function SolarDate({ day, tradition }: { day: PanchangDay; tradition: Tradition }) {
  const { t } = useTranslation('practice');
  const dates = (day as PanchangDay & { solar_dates?: SolarDates }).solar_dates;
  if (!dates || !(tradition in dates)) return null;
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
