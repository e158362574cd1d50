import { nameFromFestivalId, type Festival, type Language } from '@sangam/contracts';
import bn from '../../../../web/src/locales/bn/practice.json';
import en from '../../../../web/src/locales/en/practice.json';
import gu from '../../../../web/src/locales/gu/practice.json';
import hi from '../../../../web/src/locales/hi/practice.json';
import kn from '../../../../web/src/locales/kn/practice.json';
import ml from '../../../../web/src/locales/ml/practice.json';
import mr from '../../../../web/src/locales/mr/practice.json';
import or from '../../../../web/src/locales/or/practice.json';
import ta from '../../../../web/src/locales/ta/practice.json';
import te from '../../../../web/src/locales/te/practice.json';

/**
 * Festival names for the calendar feed, read from the web app's own locale files (bundled in at
 * build time), so that a name is written once and the feed says what the pages say.
 */

type Names = Partial<Record<string, string>>;
interface CalendarNames {
  festivals: Names;
  ekadashis: Names;
  rashis: Names;
  sankranti_of: string;
}

const CALENDARS: Record<Language, CalendarNames> = {
  en: en.calendar,
  hi: hi.calendar,
  bn: bn.calendar,
  mr: mr.calendar,
  te: te.calendar,
  ta: ta.calendar,
  gu: gu.calendar,
  kn: kn.calendar,
  or: or.calendar,
  ml: ml.calendar,
};

/** A name in the language, else in English (a name being added in parallel), else from its id. */
const pick = (language: Language, group: 'festivals' | 'ekadashis' | 'rashis', id: string) =>
  CALENDARS[language][group][id] ?? CALENDARS.en[group][id] ?? nameFromFestivalId(id);

/** The festival's title as the pages show it: an Ekadashi by its own name, a sankranti by its sign. */
export function festivalTitle(festival: Festival, language: Language): string {
  if (festival.id === 'ekadashi' && festival.name) return pick(language, 'ekadashis', festival.name);
  if (festival.id === 'sankranti' && festival.name)
    return CALENDARS[language].sankranti_of.replace('{{sign}}', pick(language, 'rashis', festival.name));
  return pick(language, 'festivals', festival.id);
}
