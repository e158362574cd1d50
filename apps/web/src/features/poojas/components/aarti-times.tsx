import { useTranslation } from 'react-i18next';
import { dateIn } from '../temple-clock';
import styles from './poojas.module.css';
import { dateTimeFormat } from '../../../shared/lib/intl-format';
import { zoneName } from '../../../shared/lib/time-zones';
import { OriginalName } from '../../../shared/ui/original-name';

export interface AartiItem {
  name: string;
  /** The name as the temple writes it, when `name` is its transliteration into the reader's script. */
  original?: string;
  /** The time on the temple's clock ('06:00'). */
  templeTime: string;
  at: Date;
}

/**
 * A temple's aartis of the day on the visitor's clock, the next one marked; when the visitor lives in
 * another zone, each also on the temple's clock, and both zones are named.
 */
export function AartiTimes({
  aartis,
  next,
  templeZone,
  visitorZone,
  now = new Date(),
}: {
  aartis: AartiItem[];
  next: AartiItem | null;
  templeZone: string;
  visitorZone: string;
  now?: Date;
}) {
  const { t, i18n } = useTranslation('poojas');
  const language = i18n.resolvedLanguage ?? 'en';
  // Same clock (the visitor in India, or anywhere on the temple's offset): one time is enough.
  const sameZone = [...aartis, ...(next ? [next] : [])].every((a) => a.templeTime === clock(a.at, visitorZone));
  const today = dateIn(now, visitorZone);
  // Another day on the visitor's clock (the temple's evening is the visitor's next morning) is named.
  const timeOf = (at: Date) =>
    dateTimeFormat(language, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: visitorZone,
      ...(dateIn(at, visitorZone) === today ? {} : { weekday: 'short' }),
    }).format(at);
  const templeTimeOf = (at: Date) =>
    dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: templeZone }).format(at);
  const isNext = (a: AartiItem) => next !== null && a.at.getTime() === next.at.getTime() && a.name === next.name;
  const nextIsLater = next !== null && !aartis.some(isNext);

  if (aartis.length === 0 && !next) return <p className={styles.meta}>{t('aarti.none')}</p>;
  return (
    <div>
      <p className={styles.meta}>
        {sameZone
          ? t('aarti.zone_same', { zone: zoneName(templeZone, language) })
          : t('aarti.zone_yours', {
              zone: zoneName(visitorZone, language),
              temple_zone: zoneName(templeZone, language),
            })}
      </p>
      <ul className={styles.aartis}>
        {aartis.map((a) => (
          <li key={`${a.name}-${a.at.toISOString()}`} className={isNext(a) ? styles.aartiNext : undefined}>
            <span className={styles.aartiName}>
              <OriginalName text={a.name} original={a.original} />
            </span>
            <span>
              <time dateTime={a.at.toISOString()} className={styles.aartiTime}>
                {timeOf(a.at)}
              </time>
              {sameZone ? null : (
                <span className={styles.meta}> · {t('aarti.at_temple', { time: templeTimeOf(a.at) })}</span>
              )}
            </span>
            {isNext(a) ? <span className={styles.nextBadge}>{t('aarti.next')}</span> : null}
          </li>
        ))}
      </ul>
      {nextIsLater && next ? (
        <p className={styles.aartiLater}>{t('aarti.next_later', { name: next.name, time: timeOf(next.at) })}</p>
      ) : null}
    </div>
  );
}

/** 'HH:MM' of an instant on a zone's clock. */
function clock(at: Date, timeZone: string): string {
  return dateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(at);
}
