import type { Notification } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateTimeFormat, numberFormat } from '../../../shared/lib/intl-format';
import { ago } from '../relative-time';
import styles from './notifications.module.css';

/** One item of the inbox: a link to its subject, its title, body and age; an unread one is marked. */
export function NotificationItem({
  item,
  href,
  now,
  onOpen,
}: {
  item: Notification;
  href: string;
  now: Date;
  onOpen: (item: Notification) => void;
}) {
  const { t, i18n } = useTranslation('notifications');
  const language = i18n.resolvedLanguage ?? 'en';
  const unread = item.read_at === null;
  return (
    <li className={unread ? `${styles.item} ${styles.unread}` : styles.item}>
      <Link to={href} className={styles.itemLink} onClick={() => onOpen(item)}>
        <span className={styles.itemTitle}>
          {unread ? (
            <>
              <span className={styles.dot} aria-hidden="true" />
              <span className="visually-hidden">{t('inbox.unread')}: </span>
            </>
          ) : null}
          {item.title}
        </span>
        {item.body ? <span className={styles.itemBody}>{item.body}</span> : null}
        <time
          className={styles.itemTime}
          dateTime={item.created_at}
          title={dateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(item.created_at))}
        >
          {agoText(item.created_at, now, (key, count) =>
            t(key, { count, formatted: numberFormat(language).format(count) }),
          )}
        </time>
      </Link>
    </li>
  );
}

type AgoKey = 'time.just_now' | 'time.minutes_ago' | 'time.hours_ago' | 'time.days_ago';

function agoText(iso: string, now: Date, say: (key: AgoKey, count: number) => string): string {
  const age = ago(iso, now);
  if (age.unit === 'now') return say('time.just_now', 0);
  return say(`time.${age.unit}_ago`, age.count);
}
