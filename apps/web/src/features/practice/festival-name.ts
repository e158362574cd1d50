import { nameFromFestivalId, type Festival } from '@sangam/contracts';
import type { TFunction } from 'i18next';

/** The festival's name: Ekadashis by their own names, sankrantis by their sign. */
export function festivalName(t: TFunction<'practice'>, festival: Pick<Festival, 'id' | 'name'>): string {
  if (festival.id === 'ekadashi' && festival.name)
    return t(`calendar.ekadashis.${festival.name}` as 'calendar.ekadashis.kamada');
  if (festival.id === 'sankranti' && festival.name)
    return t('calendar.sankranti_of', { sign: t(`calendar.rashis.${festival.name}` as 'calendar.rashis.mesha') });
  // A festival the engine knows before its name is written (in English too) reads as its id.
  return t(`calendar.festivals.${festival.id}` as 'calendar.festivals.diwali', {
    defaultValue: nameFromFestivalId(festival.id),
  });
}
