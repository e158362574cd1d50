import { dateTimeFormat } from './intl-format';

/** The day of a moment (a refund sent…) in the reader's own zone, as their language writes it: "3 December 2026". */
export const formatDayOf = (iso: string, language: string) =>
  dateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
