import { isLanguage } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { numberFormat } from '../../../shared/lib/intl-format';
import { localize, paths } from '../../../shared/lib/paths';
import { badgeText } from '../bell-count';
import { useLiveNotifications } from '../live-stream';
import { useUnreadCount } from '../unread-count';
import styles from './notification-bell.module.css';

/**
 * The header's bell for a signed-in person: a link to the inbox, with the unread count as a badge
 * and, for a screen reader, in words ("3 unread notifications"), kept live by the server's stream
 * while the app is open. The header loads this module only
 * for a signed-in person, so a guest's first page carries none of it.
 */
export function NotificationBell() {
  const { t, i18n } = useTranslation('notifications');
  const { lang: rawLang } = useParams();
  const lang = isLanguage(rawLang) ? rawLang : 'en';
  const { count } = useUnreadCount();
  useLiveNotifications();
  const formatted = (n: number) => numberFormat(i18n.resolvedLanguage ?? lang).format(n);
  const badge = count === null ? null : badgeText(count, formatted);
  const label = count ? t('bell.unread', { count, formatted: formatted(count) }) : t('bell.none');
  return (
    <NavLink to={localize(lang, paths.notifications())} className={styles.bell} aria-label={label}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
      </svg>
      {badge ? (
        <span className={styles.badge} aria-hidden="true" data-testid="unread-badge">
          {badge}
        </span>
      ) : null}
    </NavLink>
  );
}
