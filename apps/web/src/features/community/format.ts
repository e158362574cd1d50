/** 'MMM D, YYYY, h:mm A' (spec section 9), in the active locale's words and digits. */
export function formatPostDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}
