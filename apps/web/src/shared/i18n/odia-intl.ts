/**
 * Lists ("a, b, ଓ c") the way CLDR joins them in Odia, also in Chromium (so Chrome and Edge): its
 * Intl.ListFormat has no Odia and joins with the English "and". (Odia dates: contracts' odia-dates.ts.)
 */
export function joinList(items: string[], language: string): string {
  const odiaMissing = language === 'or' && Intl.ListFormat.supportedLocalesOf(['or']).length === 0;
  if (!odiaMissing) return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
  if (items.length <= 1) return items.join('');
  if (items.length === 2) return `${items[0]} ଓ ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, ଓ ${items.at(-1)}`;
}
