import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../shared/lib/intl-format';

/** "Sunday, 22 November" for an ISO date, in the reader's language (the date is already local). */
export function useLocalDate(iso: string | undefined): string | null {
  const { i18n } = useTranslation();
  if (!iso) return null;
  return dateTimeFormat(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}
