import type { PanchangDay } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { choghadiyaQuality } from '../panchang-day';
import styles from './panchang.module.css';

/** How each quality is marked: a sign and a word, so that colour is never the only telling. */
const MARK = { good: '✓', neutral: '○', bad: '✕' } as const;

/**
 * The eight choghadiyas of the day, then the eight of the night, each with what it is good for under
 * its name: two columns leave room for the longer words of the southern scripts on a phone.
 */
export function ChoghadiyaTables({ day, at }: { day: PanchangDay; at: (iso: string | null) => string }) {
  const { t } = useTranslation('practice');
  const halves = [
    ['day', day.choghadiya.slice(0, 8)],
    ['night', day.choghadiya.slice(8)],
  ] as const;
  return (
    <>
      {halves.map(([half, periods]) =>
        periods.length ? (
          <table key={half} className={styles.table}>
            <caption>{t(`panchang_day.choghadiya_${half}`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('panchang_day.time')}</th>
                <th scope="col">{t('panchang_day.choghadiya')}</th>
              </tr>
            </thead>
            <tbody>
              {periods.map((period) => {
                const quality = choghadiyaQuality(period.name);
                return (
                  <tr key={period.start}>
                    <td>
                      {at(period.start)} – {at(period.end)}
                    </td>
                    <th scope="row">
                      {t(`panchang_day.choghadiyas.${period.name}` as 'panchang_day.choghadiyas.amrit')}
                      <span className={`${styles.quality} ${styles[quality]}`}>
                        <span aria-hidden="true">{MARK[quality]} </span>
                        {t(`panchang_day.qualities.${quality}`)}
                      </span>
                    </th>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : null,
      )}
    </>
  );
}
