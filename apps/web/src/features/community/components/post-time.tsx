import { useTranslation } from 'react-i18next';
import { useDisplayZone } from '../../../shared/lib/use-hydrated';
import { formatPostDate } from '../format';

/** When a post or comment was written, in the reader's zone (the server's page names its own). */
export function PostTime({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  return <time dateTime={iso}>{formatPostDate(iso, i18n.resolvedLanguage ?? 'en', useDisplayZone())}</time>;
}
