import { displayNames, numberFormat } from './intl-format';
/** Money in the active language's words and digits, for every kind of price in the app. */

/** How many digits a currency has after the point (2 for rupees and dollars, 0 for yen). */
export function digitsOf(currency: string): number {
  try {
    return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** An amount in minor units (paise, cents) as the language writes money; 0 is left to the caller ('Free'). */
export function formatMoney(minor: number, currency: string, language: string): string {
  const digits = digitsOf(currency);
  return numberFormat(language, {
    style: 'currency',
    currency,
    // Whole amounts read better without ',00'.
    minimumFractionDigits: minor % 10 ** digits === 0 ? 0 : digits,
  }).format(minor / 10 ** digits);
}

/** The currency's name in the language ('Indian rupee'); null where the browser cannot name it. */
function nameOf(code: string, language: string): string | null {
  try {
    return displayNames([language], { type: 'currency' }).of(code) ?? code;
  } catch {
    return null;
  }
}

/** The currency's name in the language ('Indian rupee'), or its code where it has none. */
export function currencyTitle(code: string, language: string): string {
  return nameOf(code, language) ?? code;
}

/** The currency's name in the language, with its code ('Indian rupee (INR)'), for a currency picker. */
export function currencyName(code: string, language: string): string {
  const name = nameOf(code, language);
  return name === null ? code : `${name} (${code})`;
}
