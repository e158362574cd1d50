import type { Festival } from '@sangam/contracts';
// Only the names' list: the engine's package has no side effects, so its astronomy stays out.
import { TITHIS } from '@sangam/panchang';
import type { TFunction } from 'i18next';

/**
 * The moment of the day whose tithi decides each festival's date, as the engine's rules have it
 * (packages/panchang festivals.ts). The API does not say it yet, so it is named here; a festival
 * missing from this list is told by its tithi alone.
 */
const DECIDING_MOMENTS: Record<string, Moment> = {
  'vasant-panchami': 'sunrise',
  'maha-shivaratri': 'nishita',
  'holika-dahan': 'pradosh',
  ugadi: 'sunrise',
  'chaitra-navratri': 'sunrise',
  'ram-navami': 'madhyahna',
  'hanuman-jayanti': 'sunrise',
  'akshaya-tritiya': 'madhyahna',
  'guru-purnima': 'sunrise',
  'raksha-bandhan': 'sunrise',
  janmashtami: 'nishita',
  'ganesh-chaturthi': 'madhyahna',
  'sharad-navratri': 'sunrise',
  dussehra: 'aparahna',
  'karva-chauth': 'moonrise',
  dhanteras: 'pradosh',
  diwali: 'pradosh',
  'govardhan-puja': 'sunrise',
  'bhai-dooj': 'aparahna',
  chhath: 'sunset',
  'kartik-purnima': 'sunrise',
  'gita-jayanti': 'sunrise',
  'gudi-padwa': 'sunrise',
  'buddha-purnima': 'sunrise',
  'vat-savitri': 'aparahna',
  'jamai-sashti': 'sunrise',
  'snana-purnima': 'sunrise',
  'rath-yatra': 'sunrise',
  'hariyali-teej': 'sunrise',
  'naga-panchami': 'sunrise',
  'hartalika-teej': 'sunrise',
  'pitru-paksha': 'sunrise',
  mahalaya: 'sunrise',
  'sarva-pitru-amavasya': 'aparahna',
  'durga-saptami': 'sunrise',
  'durga-ashtami': 'sunrise',
  'durga-navami': 'sunrise',
  'ayudha-puja': 'aparahna',
  'vijaya-dashami': 'sunrise',
  'sharad-purnima': 'nishita',
  'kojagari-lakshmi-puja': 'nishita',
  'kumar-purnima': 'nishita',
  'ahoi-ashtami': 'sandhya',
  'narak-chaturdashi': 'arunodaya',
  'kali-puja': 'nishita',
  'gujarati-new-year': 'sunrise',
  'skanda-sashti': 'sandhya',
  'saraswati-puja': 'madhyahna',
};

type Moment =
  'arunodaya' | 'sunrise' | 'madhyahna' | 'aparahna' | 'sunset' | 'pradosh' | 'sandhya' | 'nishita' | 'moonrise';

/** "Ashwin Amavasya", "Bhadrapada Shukla Chaturthi": an (amanta) month's tithi 1–30 in words. */
function tithiOfMonth(t: TFunction<'practice'>, month: string, tithi: number): string {
  const monthName = t(`calendar.months.${month}` as 'calendar.months.chaitra');
  if (tithi === 15 || tithi === 30)
    return t('festival_pages.month_tithi', {
      month: monthName,
      tithi: t(tithi === 15 ? 'calendar.tithis.purnima' : 'calendar.tithis.amavasya'),
    });
  const name = TITHIS[(tithi - 1) % 15]!;
  return t('festival_pages.month_paksha_tithi', {
    month: monthName,
    paksha: t(tithi < 15 ? 'calendar.paksha.shukla' : 'calendar.paksha.krishna'),
    tithi: t(`calendar.tithis.${name}`),
  });
}

/**
 * The rule that decides the festival's day, in plain words: its month and tithi, and the moment of
 * the day that tithi must cover ("Ashwin Amavasya, kept on the day whose evening (pradosh) it
 * covers"); a sankranti by the sign the Sun enters. Null when the answer carries neither.
 */
export function decidingRule(t: TFunction<'practice'>, festival: Festival): string | null {
  if (festival.month && festival.tithi) {
    const tithi = tithiOfMonth(t, festival.month, festival.tithi);
    const moment = DECIDING_MOMENTS[festival.id];
    return moment ? t('festival_pages.rule', { tithi, moment: t(`festival_pages.moments.${moment}`) }) : tithi;
  }
  if (festival.name && festival.id.endsWith('sankranti'))
    return t('festival_pages.solar_rule', { sign: t(`calendar.rashis.${festival.name}` as 'calendar.rashis.mesha') });
  return null;
}
