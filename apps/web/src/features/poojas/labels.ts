import { i18n } from '../../shared/i18n/i18n';

/**
 * Deities the poojas screen offers as a filter, by the word temples use (the API matches it in the
 * temple's deity, so 'Devi' finds 'Devi (Kali)'); each has its name in poojas:deities.
 */
export const DEITIES = [
  'Shiva',
  'Vishnu',
  'Krishna',
  'Rama',
  'Hanuman',
  'Ganesha',
  'Devi',
  'Murugan',
  'Ayyappa',
] as const;
type Deity = (typeof DEITIES)[number];

/** Highest prices the price filter offers, in paise (poojas are priced in rupees). */
export const PRICE_CAPS = [50_000, 110_000, 250_000, 500_000] as const;

/** Warm hues for drawn pictures: saffron, vermilion, marigold, maroon, turmeric, rose. */
const WARM_HUES = [24, 8, 38, 350, 46, 338, 16, 30];

/** A hue for a temple's drawn picture, the same for one deity everywhere. */
export function deityHue(deity: string): number {
  let sum = 0;
  for (const ch of deity.toLowerCase()) sum = (sum * 31 + ch.charCodeAt(0)) % 9973;
  return WARM_HUES[sum % WARM_HUES.length]!;
}

/** A deity's name in the reader's language when it is one we know, else as the temple writes it. */
export function deityLabel(deity: string): string {
  return (DEITIES as readonly string[]).includes(deity) ? i18n.t(`poojas:deities.${deity as Deity}`) : deity;
}
