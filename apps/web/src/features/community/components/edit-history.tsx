import { useTranslation } from 'react-i18next';
import { useDisplayZone } from '../../../shared/lib/use-hydrated';
import { formatPostDate } from '../format';
import { UserText } from './user-text';
import styles from './community.module.css';

/**
 * The 'edited' mark of a post or comment; opened, its earlier versions, oldest first, each with
 * the time it was replaced. `label` is the mark ('edited once'), worded for the kind of item.
 */
export function EditHistory({
  label,
  versions,
}: {
  label: string;
  versions: { edited_at: string; title?: string; content: string; content_html: string }[];
}) {
  const { t, i18n } = useTranslation('community');
  const zone = useDisplayZone();
  if (versions.length === 0) return null;
  return (
    <details className={styles.history}>
      <summary>{label}</summary>
      <ol aria-label={t('history.label')}>
        {versions.map((version) => (
          <li key={version.edited_at}>
            <p className={styles.meta}>
              {t('history.until', { date: formatPostDate(version.edited_at, i18n.resolvedLanguage ?? 'en', zone) })}
            </p>
            {version.title ? <p className={styles.historyTitle}>{version.title}</p> : null}
            {version.content ? <UserText html={version.content_html} /> : null}
          </li>
        ))}
      </ol>
    </details>
  );
}
