import type { ClassCategory, ClassFormat, ClassLevel } from '@sangam/contracts';
import type { TFunction } from 'i18next';
import { dateTimeFormat } from '../../shared/lib/intl-format';

/** The words for the classes' fixed vocabularies, in the active language. */
export const categoryLabel = (t: TFunction<'classes'>, category: ClassCategory) => t(`categories.${category}`);
export const levelLabel = (t: TFunction<'classes'>, level: ClassLevel) => t(`levels.${level}`);
export const formatLabel = (t: TFunction<'classes'>, format: ClassFormat) => t(`formats.${format}`);

export { languageName } from '../../shared/i18n/language-name';

/** The name of weekday 0–6 (Sunday first) in the reader's language. */
export function weekdayName(weekday: number, language: string): string {
  // 2026-03-01 was a Sunday.
  return dateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 2, 1 + weekday)),
  );
}
