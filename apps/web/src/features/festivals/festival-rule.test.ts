import type { Festival } from '@sangam/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '../../shared/i18n/i18n';
import { decidingRule } from './festival-rule';

async function use(lang: 'en' | 'bn' | 'ta') {
  await activateLanguage(lang);
  await i18n.loadNamespaces('practice');
  return i18n.getFixedT(lang, 'practice');
}

afterEach(() => use('en'));

const festival = (fields: Partial<Festival>): Festival => ({
  id: 'diwali',
  date: '2026-11-08',
  regions: ['all'],
  ...fields,
});

describe('the rule that decides a festival day, in words', () => {
  it("names the month's tithi and the moment of the day it must cover", async () => {
    const t = await use('en');
    expect(decidingRule(t, festival({ month: 'ashwin', tithi: 30, moment: 'pradosh' }))).toBe(
      'Ashwin Amavasya, kept on the day whose evening (pradosh) the tithi covers',
    );
    expect(
      decidingRule(t, festival({ id: 'ganesh-chaturthi', month: 'bhadrapada', tithi: 4, moment: 'madhyahna' })),
    ).toBe('Bhadrapada Shukla Chaturthi, kept on the day the tithi covers midday (madhyahna)');
    expect(decidingRule(t, festival({ id: 'janmashtami', month: 'shravana', tithi: 23, moment: 'nishita' }))).toBe(
      'Shravana Krishna Ashtami, kept on the day whose midnight (nishita) the tithi covers',
    );
    expect(
      decidingRule(t, festival({ id: 'narak-chaturdashi', month: 'ashwin', tithi: 29, moment: 'arunodaya' })),
    ).toBe('Ashwin Krishna Chaturdashi, kept on the day the tithi holds before dawn (arunodaya)');
  });

  it('tells a festival without a known moment by its tithi, a sankranti by its sign, and else nothing', async () => {
    const t = await use('en');
    expect(decidingRule(t, festival({ id: 'no-moment-known', month: 'bhadrapada', tithi: 15 }))).toBe(
      'Bhadrapada Purnima',
    );
    expect(decidingRule(t, festival({ id: 'makar-sankranti', name: 'makara' }))).toBe('The day the Sun enters Makara');
    expect(decidingRule(t, festival({ id: 'vishu' }))).toBeNull();
  });

  it('tells a festival of a solar month by its day, its eve, its star or its tithi in that month', async () => {
    const t = await use('en');
    expect(decidingRule(t, festival({ id: 'thai-pongal', solar_month: 'makara', solar_day: 1 }))).toBe(
      'The first day of the solar month of Makara',
    );
    expect(decidingRule(t, festival({ id: 'aadi-perukku', solar_month: 'karka', solar_day: 18 }))).toBe(
      'Day 18 of the solar month of Karka',
    );
    expect(decidingRule(t, festival({ id: 'bhogi', solar_month: 'makara', solar_day: 0 }))).toBe(
      'The eve of the solar month of Makara',
    );
    expect(decidingRule(t, festival({ id: 'onam', solar_month: 'simha', nakshatra: 'shravana' }))).toBe(
      'The day of the Shravana nakshatra in the solar month of Simha',
    );
    expect(decidingRule(t, festival({ id: 'vaikunta-ekadashi', solar_month: 'dhanu', tithi: 11 }))).toBe(
      'Shukla Ekadashi in the solar month of Dhanu',
    );
    const ta = await use('ta');
    expect(decidingRule(ta, festival({ id: 'thaipusam', solar_month: 'makara', nakshatra: 'pushya' }))).toBe(
      'மகர சூரிய மாதத்தில் பூசம் நட்சத்திர நாள்',
    );
  });

  it("is written in the reader's language", async () => {
    const t = await use('bn');
    expect(decidingRule(t, festival({ month: 'ashwin', tithi: 30, moment: 'pradosh' }))).toBe(
      'আশ্বিন অমাবস্যা, যেদিনের সন্ধ্যায় (প্রদোষকালে) এই তিথি থাকে সেদিন পালিত হয়',
    );
    const ta = await use('ta');
    expect(decidingRule(ta, festival({ id: 'ram-navami', month: 'chaitra', tithi: 9, moment: 'madhyahna' }))).toBe(
      'சித்திரை வளர்பிறை நவமி, நண்பகலில் (மத்தியான்னம்) இந்தத் திதி இருக்கும் நாளில் கொண்டாடப்படுகிறது',
    );
  });
});
