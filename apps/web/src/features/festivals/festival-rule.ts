import type { Festival } from '@sangam/contracts';
// Only the names' list: the engine's package has no side effects, so its astronomy stays out.
import { TITHIS } from '@sangam/panchang';
import type { TFunction } from 'i18next';

/** The moments the engine dates festivals by, as the answer names them (decision 027). */
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
 * A festival of a solar month (decision 027) in words: a day of the month the Sun spends in a sign
 * ("Day 18 of the solar month of Karka"), its eve, a star within it, or a tithi within it.
 */
function solarRule(t: TFunction<'practice'>, festival: Festival & { solar_month: string }): string | null {
  const sign = t(`calendar.rashis.${festival.solar_month}` as 'calendar.rashis.mesha');
  if (festival.nakshatra)
    return t('festival_pages.solar_star_rule', {
      sign,
      nakshatra: t(`calendar.nakshatras.${festival.nakshatra}` as 'calendar.nakshatras.ashwini'),
    });
  if (festival.tithi) {
    const name = TITHIS[(festival.tithi - 1) % 15]!;
    const tithi = `${t(festival.tithi <= 15 ? 'calendar.paksha.shukla' : 'calendar.paksha.krishna')} ${t(`calendar.tithis.${name}`)}`;
    return t('festival_pages.solar_tithi_rule', { sign, tithi });
  }
  if (festival.solar_day === 0) return t('festival_pages.solar_eve_rule', { sign });
  if (festival.solar_day === 1) return t('festival_pages.solar_first_day_rule', { sign });
  if (festival.solar_day) return t('festival_pages.solar_day_rule', { sign, day: festival.solar_day });
  return null;
}

/**
 * The rule that decides the festival's day, in plain words: its month and tithi, and the moment of
 * the day that tithi must cover ("Ashwin Amavasya, kept on the day whose evening (pradosh) it
 * covers"); a sankranti by the sign the Sun enters; a day, star or tithi of a solar month. Null
 * when the answer carries none of these.
 */
export function decidingRule(t: TFunction<'practice'>, festival: Festival): string | null {
  if (festival.solar_month) return solarRule(t, { ...festival, solar_month: festival.solar_month });
  if (festival.month && festival.tithi) {
    const tithi = tithiOfMonth(t, festival.month, festival.tithi);
    const moment = festival.moment as Moment | undefined;
    return moment ? t('festival_pages.rule', { tithi, moment: t(`festival_pages.moments.${moment}`) }) : tithi;
  }
  if (festival.name && festival.id.endsWith('sankranti'))
    return t('festival_pages.solar_rule', { sign: t(`calendar.rashis.${festival.name}` as 'calendar.rashis.mesha') });
  return null;
}
