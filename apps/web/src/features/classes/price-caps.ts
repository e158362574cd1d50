/**
 * The highest prices the explore filter offers, per currency, in minor units. Prices in different
 * currencies do not compare, so a cap is always one currency's ("Up to ₹500", "Up to $25"), and the
 * filter offers the currencies classes are priced in (classes/currencies/) that have caps here: the
 * ones the class form offers.
 */
export const PRICE_CAPS: Readonly<Record<string, readonly number[]>> = {
  INR: [25_000, 50_000, 100_000],
  USD: [1_000, 2_500, 5_000],
  EUR: [1_000, 2_500, 5_000],
  GBP: [1_000, 2_500, 5_000],
  AUD: [1_500, 3_000, 6_000],
  CAD: [1_500, 3_000, 6_000],
  SGD: [1_500, 3_000, 6_000],
  NZD: [1_500, 3_000, 6_000],
  AED: [5_000, 10_000, 20_000],
  MYR: [5_000, 10_000, 20_000],
  NPR: [50_000, 100_000, 200_000],
  LKR: [100_000, 250_000, 500_000],
  ZAR: [20_000, 50_000, 100_000],
};

/** A price cap as one select value ('INR:50000'), and back. */
export const capValue = (currency: string, cap: number | string) => `${currency}:${cap}`;

export function capFromValue(value: string): { currency: string; price: string } | null {
  const [currency = '', price = ''] = value.split(':');
  return /^[A-Z]{3}$/.test(currency) && /^\d+$/.test(price) ? { currency, price } : null;
}
