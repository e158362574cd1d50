import type { TFunction } from 'i18next';
import { numberFormat } from '../../shared/lib/intl-format';

/** The deities the chanting page names (the API sends their ids); another id is simply not named. */
const DEITIES = [
  'shiva',
  'vishnu',
  'krishna',
  'rama',
  'ganesha',
  'hanuman',
  'durga',
  'lakshmi',
  'saraswati',
  'surya',
  'kartikeya',
  'dattatreya',
  'vitthala',
  'jagannath',
  'annapurna',
  'ganga',
  'bhudevi',
  'guru',
  'brahman',
  'universal',
] as const;

export function deityName(t: TFunction<'devotion'>, deity: string): string | null {
  return (DEITIES as readonly string[]).includes(deity)
    ? t(`chanting.deities.${deity as (typeof DEITIES)[number]}`)
    : null;
}

/** "भगवद्गीता 4.24": the work in the reader's language (the practice texts name them), then the verse. */
export const sourceName = (t: TFunction<'practice'>, source: { work: string; ref: string | null }) =>
  [t(`scriptures.${source.work}` as 'scriptures.bhagavad-gita'), source.ref].filter(Boolean).join(' ');

export const formatNumber = (value: number, language: string) => numberFormat(language).format(value);
