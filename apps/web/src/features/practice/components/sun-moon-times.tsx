import type { PanchangDay } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';

/** Sunrise, sunset, moonrise and moonset as rows of a facts list (the card's and the panchang page's). */
export function SunMoonTimes({ day, at }: { day: PanchangDay; at: (iso: string | null) => string }) {
  const { t } = useTranslation('practice');
  return (
    <>
      <dt>{t('today.sunrise')}</dt>
      <dd>{at(day.sunrise)}</dd>
      <dt>{t('today.sunset')}</dt>
      <dd>{at(day.sunset)}</dd>
      <dt>{t('today.moonrise')}</dt>
      <dd>{at(day.moonrise)}</dd>
      <dt>{t('today.moonset')}</dt>
      <dd>{at(day.moonset)}</dd>
    </>
  );
}
