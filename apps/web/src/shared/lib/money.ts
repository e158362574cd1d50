import { numberFormat } from './intl-format';
/** Money in the active language's words and digits, for every kind of price in the app. */

/** An amount in minor units (paise, cents) as the language writes money; 0 is left to the caller ('Free'). */
export function formatMoney(minor: number, currency: string, language: string): string {
  const format = numberFormat(language, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return numberFormat(language, {
    style: 'currency',
    currency,
    // Whole amounts read better without ',00'.
    minimumFractionDigits: minor % 10 ** digits === 0 ? 0 : digits,
  }).format(minor / 10 ** digits);
}
